/** Issue 10, hole 3 (d): the logs carry no personal data: no SQL parameters, no database messages, no query strings. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { createTestApp, KARI, ORIGIN, SETUP_TIMEOUT, type TestApp } from './support/testApp';
import { withQuery } from './support/wrapDb';

/** A database whose user updates fail the way PostgreSQL fails: a message and parameters that hold the data. */
function failingOnUserUpdate(db: Db): Db {
  const query = async <T,>(sql: string, params?: unknown[]): Promise<T[]> => {
    // A real error from the real database: its message quotes the value (invalid input syntax for type integer: "…").
    if (sql.startsWith('UPDATE users')) return db.query<T>('SELECT ($1::text)::int AS n', [params?.[1]]);
    return db.query<T>(sql, params);
  };
  return withQuery(db, query);
}

describe('logging', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  const capture = () => {
    const record = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '));
    vi.spyOn(console, 'log').mockImplementation(record);
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  };

  it('a database error is logged as its code only: no parameters, no message quoting them', async () => {
    const app = createApp({ db: failingOnUserUpdate(t.db), config: t.config, logRequests: true });
    const cookie = await t.login(KARI.ssn);
    capture();
    const res = await app.request(`${ORIGIN}/api/updateUser`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: KARI.id, email: 'kari.hemmelig@example.no' }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const log = lines.join('\n');
    expect(log).toContain('[error] PATCH /api/updateUser: database error 22P02');
    expect(log).toContain('PATCH /api/updateUser 500');
    expect(log).not.toContain('kari.hemmelig');
    expect(log).not.toContain(KARI.id);
    expect(log).not.toMatch(/SELECT|invalid input/i);
  });

  it('a request is logged as method, path without query string, status and time', async () => {
    const app = createApp({ db: t.db, config: t.config, logRequests: true });
    const cookie = await t.login(KARI.ssn);
    capture();
    const res = await app.request(`${ORIGIN}/api/getAllAgreements?ssn=${KARI.ssn}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/getAllAgreements 200 \d+ms$/)]);
    expect(lines.join('\n')).not.toContain(KARI.ssn);
  });

  it('an unexpected error is logged by kind and place, not by its message', async () => {
    const db = t.db;
    const broken: Db = { ...db, query: async () => Promise.reject(new TypeError(`Cannot read "${KARI.ssn}"`)) };
    const app = createApp({ db: broken, config: t.config });
    capture();
    const res = await app.request(`${ORIGIN}/api/getUser`, { headers: { Cookie: 'AppServiceAuthSession=x' } });
    expect(res.status).toBe(500);
    expect(lines.join('\n')).toMatch(/^\[error\] GET \/api\/getUser: TypeError/);
    expect(lines.join('\n')).not.toContain(KARI.ssn);
  });
});
