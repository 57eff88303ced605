/**
 * AUTH_MODE=oidc against a real OpenID Provider (tests/support/testIdp.ts: oidc-provider in-process): the login
 * round trip, first-time customers, the session cookie, and every tampered or replayed callback refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../server/auth';
import { loadConfig } from '../../server/config';
import { LOGIN_FAILED, NO_FODSELSNUMMER, TOO_MANY_LOGINS } from '../../server/auth/oidc';
import { IDP_CLIENT, loginAtIdp, startTestIdp, type TestIdp } from '../support/testIdp';
import { KARI, ORIGIN, SESSION_COOKIE, SETUP_TIMEOUT, createTestApp, json, sessionCookieFrom, type TestApp } from './support/testApp';

const NEW_CUSTOMER = { nin: '01019912345', name: 'Åse Ny-Kunde' };
const PEOPLE = {
  kari: { nin: KARI.ssn, name: KARI.fullName },
  ny: NEW_CUSTOMER,
  uten: { name: 'Uten Fødselsnummer' },
  feil: { nin: '1234', name: 'Feil Nummer' },
};

let idp: TestIdp;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestIdp(PEOPLE, [ORIGIN]);
  const config = loadConfig({
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: IDP_CLIENT.clientId,
    OIDC_CLIENT_SECRET: IDP_CLIENT.clientSecret,
  });
  t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, oidc: config.oidc, identityClaims: config.identityClaims }, auth: await createAuth(config) });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const loginCookieOf = (res: Response) => /HusvernLogin=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[0] ?? null;

/** Starts a login at the portal: the provider's authorization URL and the browser's login cookie. */
async function startLogin(redirect = '/') {
  const res = await t.request('GET', `/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(redirect)}`);
  expect(res.status).toBe(302);
  const cookie = loginCookieOf(res);
  expect(cookie).not.toBeNull();
  return { authorizeUrl: res.headers.get('location')!, cookie: cookie! };
}

/** The provider's answer for `person`, as the browser brings it back to the portal. */
async function callback(person: keyof typeof PEOPLE, redirect = '/') {
  const { authorizeUrl, cookie } = await startLogin(redirect);
  const back = await loginAtIdp(authorizeUrl, person);
  return { back, cookie, answer: () => t.request('GET', `${back.pathname}${back.search}`, { cookie }) };
}

describe('AUTH_MODE=oidc: the login round trip', () => {
  it('sends the browser to the provider with the code flow, PKCE (S256), state, nonce and the callback', async () => {
    const { authorizeUrl } = await startLogin();
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(IDP_CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(`${ORIGIN}/.auth/login/signicat/callback`);
    expect(q.get('scope')).toBe('openid profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('client_secret')).toBeNull();
  });

  it('logs Kari in: a new session with the cookie as today, /.auth/me and getUser answer, back where she started', async () => {
    const { answer } = await callback('kari', '/skadesaker?x=1');
    const res = await answer();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/skadesaker?x=1');
    const setCookie = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/^AppServiceAuthSession=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = sessionCookieFrom(res)!;
    const me = await json<{ clientPrincipal: { userId: string } | null }>(await t.request('GET', '/.auth/me', { cookie: session }));
    const user = await json<{ id: string; fullName: string; socialSecurityNumber: string }>(await t.request('GET', '/api/getUser', { cookie: session }));
    expect(user).toMatchObject({ fullName: KARI.fullName, socialSecurityNumber: KARI.ssn });
    expect(me.clientPrincipal?.userId).toBe(user.id);
  });

  it('keeps no «Bekreft e-postadressen din» token in the login: the return address is the page without it', async () => {
    const token = 'V-KdzNSlV8FMANUkOGFRSSUD_TY8E3gl84kOxXTLxPE';
    const { answer } = await callback('kari', `/profil/bekreft-epost?token=${token}`);
    const rows = await t.db.query<{ redirect_to: string }>('SELECT redirect_to FROM login_attempts');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.redirect_to).not.toContain(token);
    expect((await answer()).headers.get('location')).toBe('/profil/bekreft-epost');
  });

  it('creates a first-time customer with the name from the ID token', async () => {
    const before = await t.db.query('SELECT 1 FROM users WHERE ssn = $1', [NEW_CUSTOMER.nin]);
    expect(before).toHaveLength(0);
    const res = await (await callback('ny')).answer();
    const user = await json<{ fullName: string; socialSecurityNumber: string; consentToFurtherInformation: boolean }>(
      await t.request('GET', '/api/getUser', { cookie: sessionCookieFrom(res)! }),
    );
    expect(user).toMatchObject({ fullName: NEW_CUSTOMER.name, socialSecurityNumber: NEW_CUSTOMER.nin, consentToFurtherInformation: false });
  });

  it('a login never continues the session the browser had before', async () => {
    const first = sessionCookieFrom(await (await callback('kari')).answer())!;
    const { authorizeUrl, cookie } = await startLogin();
    const back = await loginAtIdp(authorizeUrl, 'kari');
    const res = await t.request('GET', `${back.pathname}${back.search}`, { cookie: `${cookie}; ${first}` });
    const second = sessionCookieFrom(res)!;
    expect(second).not.toBe(first);
    expect((await t.request('GET', '/api/getUser', { cookie: first })).status).toBe(401);
    expect((await t.request('GET', '/api/getUser', { cookie: second })).status).toBe(200);
  });

  it('logout ends the session here, then at the provider with the ID token as hint and the way back', async () => {
    const session = sessionCookieFrom(await (await callback('kari')).answer())!;
    const res = await t.request('GET', '/.auth/logout?post_logout_redirect_uri=%2F', { cookie: session });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(to.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/AppServiceAuthSession=; Max-Age=0/);
    expect((await t.request('GET', '/api/getUser', { cookie: session })).status).toBe(401);
    // The provider accepts it: its logout page, not an error.
    const page = await fetch(to, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toMatch(/error/i);
  });
});

describe('AUTH_MODE=oidc: tampered and replayed callbacks get 400 and no session', () => {
  const refused = async (res: Response, message = LOGIN_FAILED, what?: string) => {
    expect(res.status, what).toBe(400);
    expect(sessionCookieFrom(res)).toBeNull();
    expect(await res.text()).toContain(message);
  };
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('a wrong state', async () => {
    quiet();
    const { back, cookie } = await callback('kari');
    back.searchParams.set('state', 'not-the-state-of-this-login');
    await refused(await t.request('GET', `${back.pathname}${back.search}`, { cookie }));
  });

  it('a code used again: the same callback twice, and the code brought to another login of the same browser', async () => {
    quiet();
    const { back, cookie, answer } = await callback('kari');
    expect((await answer()).status).toBe(302);
    await refused(await t.request('GET', `${back.pathname}${back.search}`, { cookie }));
    // A fresh login, the old code and state: the state does not match, and the provider would refuse the code.
    const fresh = await startLogin();
    await refused(await t.request('GET', `${back.pathname}${back.search}`, { cookie: fresh.cookie }));
  });

  it('a callback without the login cookie of the browser that started it (login CSRF)', async () => {
    quiet();
    const { back } = await callback('kari');
    await refused(await t.request('GET', `${back.pathname}${back.search}`));
    await refused(await t.request('GET', `${back.pathname}${back.search}`, { cookie: 'HusvernLogin=made-up' }));
  });

  it('a foreign iss in the callback', async () => {
    quiet();
    const { back, cookie } = await callback('kari');
    back.searchParams.set('iss', 'https://evil.example');
    await refused(await t.request('GET', `${back.pathname}${back.search}`, { cookie }));
  });

  it('an ID token from another issuer, signed with another key, expired, or for another client', async () => {
    quiet();
    const now = Math.floor(Date.now() / 1000);
    const rewrites: [string, (claims: Record<string, unknown>) => Record<string, unknown>][] = [
      ['another issuer', (claims) => ({ ...claims, iss: 'https://another-idp.example' })],
      ['another client', (claims) => ({ ...claims, aud: 'another-client' })],
      ['expired', (claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 })],
      ['another nonce', (claims) => ({ ...claims, nonce: 'another-nonce' })],
    ];
    for (const [what, change] of rewrites) {
      idp.rewriteIdToken((claims, sign) => sign(change(claims)));
      await refused(await (await callback('kari')).answer(), LOGIN_FAILED, what);
    }
    idp.rewriteIdToken((claims, sign) => sign(claims, 'other'));
    await refused(await (await callback('kari')).answer(), LOGIN_FAILED, 'signed with another key');
    // The same rewrite that changes nothing is accepted: the refusals above are the changes'.
    idp.rewriteIdToken((claims, sign) => sign(claims));
    expect((await (await callback('kari')).answer()).status).toBe(302);
    idp.rewriteIdToken(null);
  });

  it('a person without a fødselsnummer, or with one that is not 11 digits, gets a page that says so', async () => {
    quiet();
    const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM users'))[0] as { n: number };
    const users = await count();
    await refused(await (await callback('uten')).answer(), NO_FODSELSNUMMER);
    await refused(await (await callback('feil')).answer(), NO_FODSELSNUMMER);
    expect(await count()).toEqual(users);
  });
});

describe('AUTH_MODE=oidc: logins started by the hundred', () => {
  it('are stopped per client address (LOGIN_STARTS_PER_HOUR) with 429 and no row', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const few = t.variant({ limits: { ...t.config.limits, loginStartsPerHour: 3 } });
    const rows = async () => ((await t.db.query('SELECT count(*)::int AS n FROM login_attempts'))[0] as { n: number }).n;
    for (let i = 0; i < 3; i++) expect((await few.request('GET', '/.auth/login/signicat')).status).toBe(302);
    const before = await rows();
    const res = await few.request('GET', '/.auth/login/signicat');
    expect(res.status).toBe(429);
    expect(await res.text()).toContain(TOO_MANY_LOGINS);
    expect(await rows()).toBe(before);
  });
});

describe('AUTH_MODE=oidc configuration', () => {
  it('stops the start on a missing or invalid value, with the variable named', () => {
    const base = { AUTH_MODE: 'oidc', OIDC_ISSUER: 'https://login.signicat.example/auth/open', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(base).oidc).toMatchObject({ clientId: 'c', scopes: 'openid profile' });
    expect(loadConfig({ ...base, OIDC_SCOPES: 'openid profile nin', OIDC_NIN_CLAIM: 'pid' })).toMatchObject({ oidc: { scopes: 'openid profile nin' }, identityClaims: { nin: 'pid' } });
    expect(() => loadConfig({ ...base, OIDC_ISSUER: '' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...base, OIDC_CLIENT_ID: ' ' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ ...base, OIDC_CLIENT_SECRET: undefined })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://login.signicat.example' })).toThrow(/https/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ ...base, OIDC_SCOPES: 'profile' })).toThrow(/openid/);
    expect(() => loadConfig({ ...base, OIDC_NIN_CLAIM: 'nin claim' })).toThrow(/OIDC_NIN_CLAIM/);
    for (const loopback of ['http://127.0.0.1:4000', 'http://localhost:4000/idp']) expect(loadConfig({ ...base, OIDC_ISSUER: loopback }).oidc!.issuer.href).toMatch(/^http:/);
  });

  it('stops the start when the provider does not answer discovery', async () => {
    const config = loadConfig({ AUTH_MODE: 'oidc', OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' });
    await expect(createAuth(config)).rejects.toThrow(/discovery at http:\/\/127\.0\.0\.1:9\/ failed/);
  });
});
