/** A session that is not used ends by itself (issue 44, part D; server/auth/sessions.ts, routes/session.ts). */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_QUERY, SESSION_EXTEND_PATH, SESSION_TIME_PATH, type SessionTimeLeft } from '../../domain/sessionRequests';
import { createApp } from '../../server/app';
import { hashToken, touchAfterMs } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createTestApp, json, KARI, ORIGIN, SESSION_COOKIE, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';
import { withQuery } from './support/wrapDb';

/** 10 minutes: a use is written when the stored one is over 30 s old, and a lookup is cached for 3 s. */
const IDLE = { idleSeconds: 600, warnBeforeSeconds: 120 };

describe.each(testDatabases())('idle timeout ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { session: IDLE } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const tokenHash = (cookie: string) => hashToken(decodeURIComponent(cookie.split(`${SESSION_COOKIE}=`)[1]!.split(';')[0]!));
  /** Seconds since the session was last used, as the database has it. */
  async function unusedSeconds(cookie: string): Promise<number> {
    const [row] = await t.db.query<{ s: number }>('SELECT extract(epoch FROM now() - last_used_at)::float8 AS s FROM sessions WHERE token_hash = $1', [tokenHash(cookie)]);
    return Number(row!.s);
  }
  /** The session as if its last use was `seconds` ago. */
  const lastUsed = (cookie: string, seconds: number) =>
    t.db.query(`UPDATE sessions SET last_used_at = now() - make_interval(secs => $2::int) WHERE token_hash = $1`, [tokenHash(cookie), seconds]);
  const timeLeft = async (cookie: string) => json<SessionTimeLeft>(await t.request('GET', SESSION_TIME_PATH, { cookie }));

  it('a session unused for the idle time is gone: /api/getUser answers 401, /.auth/me nobody', async () => {
    const cookie = await t.login(KARI.ssn);
    await lastUsed(cookie, IDLE.idleSeconds + 1);
    expect((await t.request('GET', '/api/getUser', { cookie })).status).toBe(401);
    expect(await json(await t.request('GET', '/.auth/me', { cookie }))).toEqual({ clientPrincipal: null });
    expect((await t.request('GET', SESSION_TIME_PATH, { cookie })).status).toBe(401);
    expect((await t.request('POST', SESSION_EXTEND_PATH, { cookie })).status).toBe(401);
    // As at LOGG UT, the browser is told to remove what the site keeps: the app's removed records stay readable in
    // the profile folder's files otherwise (issue 44 F).
    expect((await t.request('GET', SESSION_TIME_PATH, { cookie })).headers.get('clear-site-data')).toBeNull();
    expect((await t.request('GET', `${SESSION_TIME_PATH}?${SESSION_ENDED_QUERY}`, { cookie })).headers.get('clear-site-data')).toBe('"storage"');
    // A use after the end does not bring it back.
    expect((await t.request('GET', '/api/getUser', { cookie })).status).toBe(401);
  });

  it('a use moves the idle end: unused for most of the idle time, then used, it lives another idle time', async () => {
    const cookie = await t.login(KARI.ssn);
    await lastUsed(cookie, IDLE.idleSeconds - 5);
    expect((await t.request('GET', '/api/getUser', { cookie })).status).toBe(200);
    expect(await unusedSeconds(cookie)).toBeLessThan(2);
    expect((await timeLeft(cookie)).endsInSeconds).toBeGreaterThan(IDLE.idleSeconds - 3);
  });

  it('a use is written only when the stored one is older than a twentieth of the idle time', async () => {
    const cookie = await t.login(KARI.ssn);
    await lastUsed(cookie, touchAfterMs(IDLE) / 1000 - 10);
    const app = createApp({ db: t.db, config: t.config });
    expect((await app.request(`${ORIGIN}/api/getUser`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect(await unusedSeconds(cookie)).toBeGreaterThan(touchAfterMs(IDLE) / 1000 - 11);
  });

  it('GET /api/session tells the time left without using the session; POST /api/session/extend uses it', async () => {
    const cookie = await t.login(KARI.ssn);
    await lastUsed(cookie, 200);
    expect((await t.request('GET', `${SESSION_TIME_PATH}?${SESSION_ENDED_QUERY}`, { cookie })).headers.get('clear-site-data')).toBeNull();
    const left = await timeLeft(cookie);
    expect(left).toEqual({ endsInSeconds: expect.any(Number), warnBeforeSeconds: 120, idleSeconds: 600 });
    expect(left.endsInSeconds).toBeGreaterThan(IDLE.idleSeconds - 203);
    expect(left.endsInSeconds).toBeLessThanOrEqual(IDLE.idleSeconds - 200);
    expect(await unusedSeconds(cookie)).toBeGreaterThanOrEqual(200);

    const extended = await t.request('POST', SESSION_EXTEND_PATH, { cookie });
    expect(extended.status).toBe(200);
    expect(extended.headers.get('cache-control')).toBe('no-store');
    expect((await json<SessionTimeLeft>(extended)).endsInSeconds).toBeGreaterThan(IDLE.idleSeconds - 3);
    expect(await unusedSeconds(cookie)).toBeLessThan(2);
  });

  it('FORTSETT from another site is refused (CSRF), and the session is not used by it', async () => {
    const cookie = await t.login(KARI.ssn);
    await lastUsed(cookie, 200);
    const forged = await t.request('POST', SESSION_EXTEND_PATH, { cookie, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect(await unusedSeconds(cookie)).toBeGreaterThanOrEqual(200);
  });

  it('without a session: 401, and no personal data in any answer', async () => {
    expect((await t.request('GET', SESSION_TIME_PATH)).status).toBe(401);
    // Nobody's session ended here: nothing of the site's is removed.
    expect((await t.request('GET', `${SESSION_TIME_PATH}?${SESSION_ENDED_QUERY}`)).headers.get('clear-site-data')).toBeNull();
    expect((await t.request('POST', SESSION_EXTEND_PATH)).status).toBe(401);
    const cookie = await t.login(KARI.ssn);
    const body = await (await t.request('GET', SESSION_TIME_PATH, { cookie })).text();
    expect(body).not.toContain(KARI.ssn);
    expect(body).not.toContain(KARI.id);
  });

  it('the absolute lifetime still holds: a session in use ends at expires_at, and the time left says so', async () => {
    const cookie = await t.login(KARI.ssn);
    await t.db.query(`UPDATE sessions SET expires_at = now() + interval '60 seconds' WHERE token_hash = $1`, [tokenHash(cookie)]);
    expect((await timeLeft(cookie)).endsInSeconds).toBeLessThanOrEqual(60);
    expect((await (await t.request('POST', SESSION_EXTEND_PATH, { cookie })).json()) as SessionTimeLeft).toMatchObject({ endsInSeconds: expect.any(Number) });
    expect((await timeLeft(cookie)).endsInSeconds).toBeLessThanOrEqual(60);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [tokenHash(cookie)]);
    expect((await t.request('GET', '/api/getUser', { cookie })).status).toBe(401);
    expect((await t.request('GET', SESSION_TIME_PATH, { cookie })).status).toBe(401);
  });

  it("a cached user is never served past the idle end this process read", async () => {
    let lookups = 0;
    const db: Db = withQuery(t.db, <T,>(sql: string, params?: unknown[]) => {
      if (/FROM sessions s JOIN users/.test(sql)) lookups++;
      return t.db.query<T>(sql, params);
    });
    const app = createApp({ db, config: { ...t.config, session: { idleSeconds: 20, warnBeforeSeconds: 5 } } });
    const get = () => app.request(`${ORIGIN}/api/getUser`, { headers: { Cookie: cookie } });
    const cookie = await t.login(KARI.ssn);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expect(lookups).toBe(1);
    // Time passes, unused (the database's clock too): the next request asks the database, and the session is gone.
    await lastUsed(cookie, 21);
    vi.spyOn(Date, 'now').mockReturnValue(now + 21_000);
    expect((await get()).status).toBe(401);
    expect(lookups).toBe(2);
  });
});

describe('SESSION_IDLE_* configuration', () => {
  it('20 minutes by default, the warning 2 minutes before', () => {
    expect(loadConfig({}).session).toEqual({ idleSeconds: 1200, warnBeforeSeconds: 120 });
  });
  it('SESSION_IDLE_MINUTES, or SESSION_IDLE_SECONDS for tests; the warning at most half of it', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).session).toEqual({ idleSeconds: 900, warnBeforeSeconds: 120 });
    expect(loadConfig({ SESSION_IDLE_SECONDS: '8' }).session).toEqual({ idleSeconds: 8, warnBeforeSeconds: 4 });
    expect(loadConfig({ SESSION_IDLE_SECONDS: '8', SESSION_WARN_SECONDS: '6' }).session).toEqual({ idleSeconds: 8, warnBeforeSeconds: 6 });
  });
  it('refuses what cannot be meant', () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: 'tjue' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '600' })).toThrow(/8 hours/);
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '10', SESSION_WARN_SECONDS: '10' })).toThrow(/SESSION_WARN_SECONDS/);
  });
});

describe('idle timeout, AUTH_MODE=easyauth (the platform owns the session)', () => {
  let t: TestApp;
  const PRINCIPAL = Buffer.from(
    JSON.stringify({ auth_typ: 'signicat', claims: [{ typ: 'nin', val: KARI.ssn }, { typ: 'name', val: KARI.fullName }] }),
  ).toString('base64');
  beforeAll(async () => {
    const config = loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' });
    t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, identityClaims: config.identityClaims, session: IDLE } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  let n = 0;
  /** A platform session of its own: the cookie the platform set, and the principal it passes. */
  function platformSession() {
    const cookie = `${SESSION_COOKIE}=platform-session-${Date.now()}-${n++}`;
    const headers = { 'X-MS-CLIENT-PRINCIPAL': PRINCIPAL };
    return {
      cookie,
      get: (path: string, accept = 'application/json') => t.request('GET', path, { cookie, headers: { ...headers, Accept: accept } }),
      extend: () => t.request('POST', SESSION_EXTEND_PATH, { cookie, headers }),
      lastUsed: (seconds: number) =>
        t.db.query(`UPDATE platform_session_use SET last_used_at = now() - make_interval(secs => $2::int) WHERE cookie_hash = $1`, [tokenHashOf(cookie), seconds]),
    };
  }
  const tokenHashOf = (cookie: string) => hashToken(cookie.split('=')[1]!);

  it('a platform session is the customer until unused for the idle time; then /api answers 401 and a page goes through the platform\'s logout', async () => {
    const s = platformSession();
    expect((await s.get('/api/getUser')).status).toBe(200);
    expect((await json<SessionTimeLeft>(await s.get(SESSION_TIME_PATH))).endsInSeconds).toBeGreaterThan(IDLE.idleSeconds - 3);
    await s.lastUsed(IDLE.idleSeconds + 1);
    // This process may keep the customer cached for SESSION_CACHE_MS; another process (its own cache) asks the database.
    const app = createApp({ db: withQuery(t.db, <T,>(sql: string, params?: unknown[]) => t.db.query<T>(sql, params)), config: t.config });
    const headers = { Cookie: s.cookie, 'X-MS-CLIENT-PRINCIPAL': PRINCIPAL };
    expect((await app.request(`${ORIGIN}/api/getUser`, { headers })).status).toBe(401);
    expect((await app.request(`${ORIGIN}${SESSION_TIME_PATH}`, { headers })).status).toBe(401);
    const page = await app.request(`${ORIGIN}/profil?x=1`, { headers: { ...headers, Accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/.auth/logout?post_logout_redirect_uri=${encodeURIComponent('/profil?x=1')}`);
  });

  it('a use moves the idle end; GET /api/session does not; FORTSETT does', async () => {
    const s = platformSession();
    expect((await s.get('/api/getUser')).status).toBe(200);
    await s.lastUsed(200);
    expect((await json<SessionTimeLeft>(await s.get(SESSION_TIME_PATH))).endsInSeconds).toBeLessThanOrEqual(IDLE.idleSeconds - 200);
    expect((await json<SessionTimeLeft>(await s.get(SESSION_TIME_PATH))).endsInSeconds).toBeLessThanOrEqual(IDLE.idleSeconds - 200);
    const extended = await s.extend();
    expect(extended.status).toBe(200);
    expect((await json<SessionTimeLeft>(extended)).endsInSeconds).toBeGreaterThan(IDLE.idleSeconds - 3);
  });

  it('a request without the platform cookie has no idle clock here (the principal alone, as before)', async () => {
    const res = await t.request('GET', '/api/getUser', { headers: { 'X-MS-CLIENT-PRINCIPAL': PRINCIPAL } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', SESSION_TIME_PATH, { headers: { 'X-MS-CLIENT-PRINCIPAL': PRINCIPAL } })).status).toBe(401);
  });
});
