/** The session lookup's short in-process cache (server/auth.ts): fewer queries, and logout and updates still at once. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { SESSION_CACHE_MS } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { createTestApp, json, KARI, ORIGIN, SETUP_TIMEOUT, type TestApp } from './support/testApp';
import { withQuery } from './support/wrapDb';

/** The same database, counting the session lookups. */
function counting(db: Db) {
  let lookups = 0;
  const wrapped = withQuery(db, <T,>(sql: string, params?: unknown[]) => {
    if (/FROM sessions s JOIN users/.test(sql)) lookups++;
    return db.query<T>(sql, params);
  });
  return { db: wrapped, lookups: () => lookups };
}

describe('session lookup cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function app() {
    const { db, lookups } = counting(t.db);
    const hono = createApp({ db, config: t.config });
    const request = (path: string, cookie: string, init: RequestInit = {}) =>
      hono.request(`${ORIGIN}${path}`, {
        ...init,
        headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', ...init.headers },
      });
    return { request, lookups };
  }

  it(`asks the database once per session for ${SESSION_CACHE_MS} ms, then again`, async () => {
    const { request, lookups } = app();
    const cookie = await t.login(KARI.ssn);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    for (let i = 0; i < 3; i++) expect((await request('/api/getUser', cookie)).status).toBe(200);
    expect((await request('/.auth/me', cookie)).status).toBe(200);
    expect(lookups()).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE_MS + 1);
    expect((await request('/api/getUser', cookie)).status).toBe(200);
    expect(lookups()).toBe(2);
  });

  it('logout takes effect at once in the same process, although the session was cached', async () => {
    const { request } = app();
    const cookie = await t.login(KARI.ssn);
    expect((await request('/api/getUser', cookie)).status).toBe(200);
    expect((await request('/.auth/logout', cookie)).status).toBe(302);
    expect((await request('/api/getUser', cookie)).status).toBe(401);
    expect(await json(await request('/.auth/me', cookie))).toEqual({ clientPrincipal: null });
  });

  it('an update of the user shows in the next getUser at once', async () => {
    const { request } = app();
    const cookie = await t.login(KARI.ssn);
    const before = await json(await request('/api/getUser', cookie));
    const email = before.email === 'kari@example.no' ? 'kari.nordmann@example.no' : 'kari@example.no';
    const patched = await request('/api/updateUser', cookie, { method: 'PATCH', body: JSON.stringify({ id: KARI.id, email }) });
    expect(patched.status).toBe(200);
    expect((await json(await request('/api/getUser', cookie))).email).toBe(email);
    await request('/api/updateUser', cookie, { method: 'PATCH', body: JSON.stringify({ id: KARI.id, email: before.email }) });
  });

  it('keeps no unknown token', async () => {
    const { request, lookups } = app();
    for (let i = 0; i < 2; i++) expect((await request('/api/getUser', 'AppServiceAuthSession=forged')).status).toBe(401);
    expect(lookups()).toBe(2);
  });
});
