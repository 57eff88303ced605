import { describe, expect, it } from 'vitest';
import { loadMigrations, sharedNumbers } from '../../server/db/migrate';

describe('migration numbers', () => {
  it('no two migrations share a number, but the pair from before the check', async () => {
    const versions = (await loadMigrations()).map((m) => m.version);
    expect(sharedNumbers(versions)).toEqual([]);
    expect(versions.filter((v) => v.startsWith('002_'))).toEqual(['002_attachment_files', '002_order_agreement']);
    // Applied in file-name order.
    expect(versions).toEqual([...versions].sort());
  });

  it('a new migration with a number already used is named', () => {
    expect(sharedNumbers(['001_init', '004_oidc_login', '004_other', '005_x'])).toEqual(['004']);
    expect(sharedNumbers(['002_a', '002_b'])).toEqual([]);
  });
});
