/** GET /healthz and /readyz for the load balancer (issue 22): no session, not limited, 503 when a dependency is down. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azuriteConnectionString } from '../../scripts/lib/azurite';
import { freePort } from '../../scripts/lib/server';
import { createTestApp, json, testBackends, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe.each(testBackends())('health ($label)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz without a session, never cached', async () => {
    const res = await t.request('GET', '/healthz', { raw: true });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 200 when the database and the file storage answer, as often as asked', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.request('GET', '/readyz', { raw: true })));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(await json(answers[0]!)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers /readyz 503 when the file storage cannot be reached', async () => {
    const down =
      kind.storage === 'blob'
        ? t.variant({ attachmentsBlob: { connectionString: azuriteConnectionString(await freePort()), container: 'nowhere' } })
        : t.variant({ attachmentsDir: '/proc/husvern-cannot-be-created' });
    const res = await down.request('GET', '/readyz', { raw: true });
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ status: 'unavailable', database: 'ok', storage: 'unavailable' });
  });
});

describe('readiness without a database', () => {
  it('answers /readyz 503 once the database is gone, /healthz still 200', async () => {
    const t = await createTestApp({ name: 'pglite' });
    const files = t.files;
    await t.db.close();
    expect((await t.request('GET', '/healthz', { raw: true })).status).toBe(200);
    const res = await t.request('GET', '/readyz', { raw: true });
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({ status: 'unavailable', database: 'unavailable', storage: 'ok' });
    await files.destroy();
  }, SETUP_TIMEOUT);
});
