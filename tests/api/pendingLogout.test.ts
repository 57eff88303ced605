/**
 * A logout the browser could not tell the server (issue 34: LOGG UT while offline) is marked with the cookie
 * LOGOUT_PENDING_COOKIE (domain/session.ts); the first request that carries it ends the session before anything
 * answers as logged in (server/auth/pendingLogout.ts): /api, /.auth/me and a page's static shell, in every AUTH_MODE.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGOUT_PENDING_COOKIE, LOGOUT_PENDING_SESSION_PREFIX, LOGOUT_PENDING_VALUE, SESSION_KEY_HEADER } from '../../domain/session';
import { createAuth } from '../../server/auth';
import { hashToken } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { SHELL_HEADING_PLACEHOLDER } from '../../server/pageHints';
import { IDP_CLIENT, loginAtIdp, startTestIdp, type TestIdp } from '../support/testIdp';
import { KARI, ORIGIN, SESSION_COOKIE, SETUP_TIMEOUT, createTestApp, json, sessionCookieFrom, testDatabases, type TestApp } from './support/testApp';

const MARKER = `${LOGOUT_PENDING_COOKIE}=${LOGOUT_PENDING_VALUE}`;
const PAGE = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The response's Set-Cookie line for `name`, or undefined. */
const setCookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
/** The response clears the marker: the app's cookie (Path=/, SameSite=Lax), empty and expired. */
const expectMarkerCleared = (res: Response) => expect(setCookieOf(res, LOGOUT_PENDING_COOKIE)).toMatch(/^husvern-utlogging=; Max-Age=0; Path=\/; SameSite=Lax$/);

/** A built app of one page: the static shell, with the placeholder the server fills (a greeting on the front page). */
async function publicDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'husvern-public-'));
  await writeFile(join(dir, 'index.html'), `<!doctype html><html lang="nb"><head><title>Min side</title></head><body><div id="root"><main>${SHELL_HEADING_PLACEHOLDER}</main></div></body></html>`);
  return dir;
}

describe.each(testDatabases())('a pending logout, AUTH_MODE=test ($name)', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await publicDir();
    t = await createTestApp(kind, { config: { publicDir: dir } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const getUser = (cookie: string) => t.request('GET', '/api/getUser', { cookie });
  const sessionRows = async (session: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [hashToken(session.split('=')[1]!)]))[0]!.n;

  it('leaves the health check alone: the app asks /healthz whether the server answers, and the logout route then ends the session', async () => {
    const session = await t.login(KARI.ssn);
    const health = await t.request('GET', '/healthz', { cookie: `${session}; ${MARKER}` });
    expect(health.status).toBe(200);
    expect(setCookieOf(health, LOGOUT_PENDING_COOKIE)).toBeUndefined();
    expect(await sessionRows(session)).toBe(1);
    const logout = await t.request('GET', '/.auth/logout', { cookie: `${session}; ${MARKER}` });
    expect(logout.status).toBe(302);
    expectMarkerCleared(logout);
    expect(await sessionRows(session)).toBe(0);
  });

  it('ends the session on the first request that carries it: that request is anonymous (401), the row is gone, both cookies cleared', async () => {
    const session = await t.login(KARI.ssn);
    expect(await sessionRows(session)).toBe(1);
    const res = await getUser(`${session}; ${MARKER}`);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Du er ikke logget inn.' });
    expect(await sessionRows(session)).toBe(0);
    expectMarkerCleared(res);
    expect(setCookieOf(res, SESSION_COOKIE)).toMatch(/^AppServiceAuthSession=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    // The session cookie alone, later (a tab that still had it): no session any more.
    expect((await getUser(session)).status).toBe(401);
  });

  it('the session probe answers nobody: /.auth/me with the marker is clientPrincipal null, and the session has ended', async () => {
    const session = await t.login(KARI.ssn);
    const me = await t.request('GET', '/.auth/me', { cookie: `${session}; ${MARKER}` });
    expect(me.status).toBe(200);
    expect(await json(me)).toEqual({ clientPrincipal: null });
    expectMarkerCleared(me);
    expect(await json(await t.request('GET', '/.auth/me', { cookie: session }))).toEqual({ clientPrincipal: null });
  });

  it('a page loaded with the marker does not greet the customer: the shell is the anonymous one, and the session has ended', async () => {
    const session = await t.login(KARI.ssn);
    const html = async (cookie?: string) => {
      const res = await t.request('GET', '/', { cookie, headers: PAGE });
      expect(res.status).toBe(200);
      return { res, text: await res.text() };
    };
    // Without the marker the shell greets her (what the marker must prevent).
    expect((await html(session)).text).toContain(`Hei, ${KARI.fullName}`);
    const anonymous = (await html()).text;
    const { res, text } = await html(`${session}; ${MARKER}`);
    expect(text).not.toContain(KARI.fullName);
    expect(text).toBe(anonymous);
    expectMarkerCleared(res);
    expect(await sessionRows(session)).toBe(0);
    expect((await html(session)).text).toBe(anonymous);
  });

  it("the session cache cannot hand the customer back: a cached session, then the marker (401), then the session alone (401)", async () => {
    const session = await t.login(KARI.ssn);
    // Cached in this process for SESSION_CACHE_MS (3 s): the two requests after it come well within that time.
    expect((await getUser(session)).status).toBe(200);
    expect((await getUser(`${session}; ${MARKER}`)).status).toBe(401);
    expect((await getUser(session)).status).toBe(401);
    expect((await t.request('GET', '/api/getCases?status=active', { cookie: session })).status).toBe(401);
  });

  it.each([
    ['another value', `${LOGOUT_PENDING_COOKIE}=0`],
    ['an empty value', `${LOGOUT_PENDING_COOKIE}=`],
    ['a value the cookie parser would not read', `${LOGOUT_PENDING_COOKIE}=a"b`],
  ])('any marker counts (%s)', async (_what, marker) => {
    const session = await t.login(KARI.ssn);
    const res = await getUser(`${marker}; ${session}`);
    expect(res.status).toBe(401);
    expectMarkerCleared(res);
    expect(await sessionRows(session)).toBe(0);
  });

  it("a marker that names the session ends it; one that names another session (left from an earlier logout) is cleared and ends nothing", async () => {
    const before = await t.login(KARI.ssn);
    const keyBefore = (await getUser(before)).headers.get(SESSION_KEY_HEADER);
    expect(keyBefore).toMatch(/^[\w-]{22}$/);
    // The key names the session, not the customer, and is not the cookie or what the database keeps of it.
    const session = await t.login(KARI.ssn);
    const key = (await getUser(session)).headers.get(SESSION_KEY_HEADER)!;
    expect(key).not.toBe(keyBefore);
    expect(session).not.toContain(key);
    expect(hashToken(session.split('=')[1]!)).not.toContain(key);

    const stale = await getUser(`${session}; ${LOGOUT_PENDING_COOKIE}=${LOGOUT_PENDING_SESSION_PREFIX}${keyBefore}`);
    expect(stale.status).toBe(200);
    expectMarkerCleared(stale);
    expect(stale.headers.get('clear-site-data')).toBeNull();
    expect(await sessionRows(session)).toBe(1);

    const own = await getUser(`${session}; ${LOGOUT_PENDING_COOKIE}=${LOGOUT_PENDING_SESSION_PREFIX}${key}`);
    expect(own.status).toBe(401);
    expectMarkerCleared(own);
    expect(await sessionRows(session)).toBe(0);
  });

  it("the end of a session tells the browser to delete the site's storage (Clear-Site-Data), the logout's and the pending logout's", async () => {
    const session = await t.login(KARI.ssn);
    expect((await getUser(session)).headers.get('clear-site-data')).toBeNull();
    const pending = await getUser(`${session}; ${MARKER}`);
    expect(pending.headers.get('clear-site-data')).toBe('"storage"');
    const again = await t.login(KARI.ssn);
    const logout = await t.request('GET', '/.auth/logout', { cookie: again });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('clear-site-data')).toBe('"storage"');
  });

  it('GET /.auth/logout with the marker logs out as before (back to the page asked for) and clears the marker', async () => {
    const session = await t.login(KARI.ssn);
    const res = await t.request('GET', '/.auth/logout?post_logout_redirect_uri=%2Fkontakt', { cookie: `${session}; ${MARKER}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/kontakt');
    expectMarkerCleared(res);
    expect(await sessionRows(session)).toBe(0);
  });

  it('a marker without a session: anonymous as before, the marker cleared', async () => {
    const res = await getUser(MARKER);
    expect(res.status).toBe(401);
    expectMarkerCleared(res);
  });

  it('requests without the marker are answered as before: logged in, no cookie set or cleared', async () => {
    const session = await t.login(KARI.ssn);
    const user = await getUser(session);
    expect(user.status).toBe(200);
    expect(await json(user)).toMatchObject({ fullName: KARI.fullName, socialSecurityNumber: KARI.ssn });
    expect(user.headers.getSetCookie()).toEqual([]);
    const me = await json<{ clientPrincipal: { userId: string } | null }>(await t.request('GET', '/.auth/me', { cookie: session }));
    expect(me.clientPrincipal?.userId).toEqual(expect.any(String));
    const page = await t.request('GET', '/', { cookie: session, headers: PAGE });
    expect(await page.text()).toContain(`Hei, ${KARI.fullName}`);
    expect(page.headers.getSetCookie()).toEqual([]);
    // A cookie whose name only contains the marker's is not the marker.
    expect((await getUser(`x-${LOGOUT_PENDING_COOKIE}=1; ${session}`)).status).toBe(200);
    expect(await sessionRows(session)).toBe(1);
  });
});

describe('a pending logout, AUTH_MODE=easyauth (the platform owns the session)', () => {
  const principal = Buffer.from(
    JSON.stringify({ auth_typ: 'signicat', claims: [{ typ: 'nin', val: KARI.ssn }, { typ: 'name', val: KARI.fullName }], name_typ: 'name', role_typ: 'roles' }),
  ).toString('base64');
  const withPrincipal = { 'X-MS-CLIENT-PRINCIPAL': principal };
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await publicDir();
    const config = loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' });
    t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, identityClaims: config.identityClaims, publicDir: dir } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("a page navigation goes through the platform's logout and back to the same page; the marker is cleared", async () => {
    const res = await t.request('GET', '/skadesaker?fane=aktive&x=%C3%A6', { cookie: MARKER, headers: { ...PAGE, ...withPrincipal } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/.auth/logout?post_logout_redirect_uri=${encodeURIComponent('/skadesaker?fane=aktive&x=%C3%A6')}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectMarkerCleared(res);
    // Only to a page of this site, whatever the request's path looks like.
    const odd = await t.request('GET', `${ORIGIN}//evil.example/x`, { cookie: MARKER, headers: { ...PAGE, ...withPrincipal } });
    expect(odd.status).toBe(302);
    expect(odd.headers.get('location')).toBe('/.auth/logout?post_logout_redirect_uri=%2F');
  });

  it('/api with the principal and the marker is anonymous (401) and keeps the marker for the next page', async () => {
    const res = await t.request('GET', '/api/getUser', { cookie: MARKER, headers: withPrincipal });
    expect(res.status).toBe(401);
    expect(setCookieOf(res, LOGOUT_PENDING_COOKIE)).toBeUndefined();
    // A page fetched without being a navigation (no text/html) is answered, but names nobody.
    const shell = await t.request('GET', '/', { cookie: MARKER, headers: { Accept: '*/*', ...withPrincipal } });
    expect(shell.status).toBe(200);
    expect(await shell.text()).not.toContain(KARI.fullName);
  });

  it('without the marker the principal is the customer, as before', async () => {
    const res = await t.request('GET', '/api/getUser', { headers: withPrincipal });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ fullName: KARI.fullName });
    const page = await t.request('GET', '/', { headers: { ...PAGE, ...withPrincipal } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Hei, ${KARI.fullName}`);
  });
});

describe('a pending logout, AUTH_MODE=oidc', () => {
  let idp: TestIdp;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startTestIdp({ kari: { nin: KARI.ssn, name: KARI.fullName } }, [ORIGIN]);
    const config = loadConfig({ AUTH_MODE: 'oidc', OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: IDP_CLIENT.clientId, OIDC_CLIENT_SECRET: IDP_CLIENT.clientSecret });
    t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, oidc: config.oidc, identityClaims: config.identityClaims }, auth: await createAuth(config) });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  async function login(): Promise<string> {
    const start = await t.request('GET', '/.auth/login/signicat?post_login_redirect_uri=%2F');
    const loginCookie = /HusvernLogin=[^;]+/.exec(start.headers.getSetCookie().join('\n'))![0];
    const back = await loginAtIdp(start.headers.get('location')!, 'kari');
    return sessionCookieFrom(await t.request('GET', `${back.pathname}${back.search}`, { cookie: loginCookie }))!;
  }

  it('ends the session on an /api request with the marker (401), as in test mode', async () => {
    const session = await login();
    expect((await t.request('GET', '/api/getUser', { cookie: session })).status).toBe(200);
    const res = await t.request('GET', '/api/getUser', { cookie: `${session}; ${MARKER}` });
    expect(res.status).toBe(401);
    expectMarkerCleared(res);
    expect((await t.request('GET', '/api/getUser', { cookie: session })).status).toBe(401);
  });

  it("GET /.auth/logout with the marker still logs out at the provider with the session's ID token as hint", async () => {
    const session = await login();
    const res = await t.request('GET', '/.auth/logout?post_logout_redirect_uri=%2F', { cookie: `${session}; ${MARKER}` });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(to.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expectMarkerCleared(res);
    expect((await t.request('GET', '/api/getUser', { cookie: session })).status).toBe(401);
  });
});
