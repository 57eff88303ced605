/**
 * Issue 10, hole 1: login and logout send the browser only to this site. The variants below are what a browser
 * resolves to '//evil.example' (another host) although they start with a single '/' or name this site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../server/security/redirect';
import { createTestApp, KARI, OLA, sessionCookieFrom, SETUP_TIMEOUT, type TestApp } from './support/testApp';

const SITE = 'http://127.0.0.1:3000';

/** Each resolves, in a browser, to a URL on another host (or is one). */
const HOSTILE = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/x/..//evil.example',
  '/..//evil.example',
  '/././/evil.example',
  '/x/%2e%2e//evil.example',
  `${SITE}//evil.example`,
  `${SITE}/.//evil.example`,
  `HTTP://127.0.0.1:3000//evil.example`,
  `Http://127.0.0.1:3000/..//evil.example`,
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
  'http://127.0.0.1:3000@evil.example/',
  'http://127.0.0.1:3000.evil.example/',
  'javascript:alert(1)',
  '  //evil.example',
];

describe('safeRedirectTarget checks the normalised target', () => {
  it.each(HOSTILE)('%s → /', (raw) => {
    expect(safeRedirectTarget(raw, SITE)).toBe('/');
  });

  it.each([
    ['/skadesaker', '/skadesaker'],
    ['/x/../profil', '/profil'],
    ['/./kjop-forsikring?resume=true', '/kjop-forsikring?resume=true'],
    [`${SITE}/profil#samtykker`, '/profil#samtykker'],
    ['HTTP://127.0.0.1:3000/profil', '/profil'],
  ])('%s → %s (same site, normalised)', (raw, expected) => {
    expect(safeRedirectTarget(raw, SITE)).toBe(expected);
  });
});

const location = (res: Response) => res.headers.get('location');
/** What Chromium would open for a Location header on this site. */
const landsOn = (res: Response, base: string) => new URL(location(res)!, base).origin;

describe('login and logout redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it.each(HOSTILE)('logout with post_logout_redirect_uri=%s → 302 Location /', async (raw) => {
    const cookie = await t.login(OLA.ssn);
    const res = await t.request('GET', `${SITE}/.auth/logout?post_logout_redirect_uri=${encodeURIComponent(raw)}`, { cookie });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/');
    expect(landsOn(res, SITE)).toBe(SITE);
  });

  it.each(HOSTILE)('login POST with post_login_redirect_uri=%s → 302 Location /', async (raw) => {
    const res = await t.request('POST', `${SITE}/.auth/login/signicat`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ssn: KARI.ssn, post_login_redirect_uri: raw }).toString(),
    });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/');
    expect(sessionCookieFrom(res)).not.toBeNull();
  });

  it.each(HOSTILE)('the login page carries / for post_login_redirect_uri=%s', async (raw) => {
    const res = await t.request('GET', `${SITE}/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(raw)}`);
    const html = await res.text();
    expect(html).toContain('name="post_login_redirect_uri" value="/"');
    expect(html).not.toContain('evil.example');
  });

  it('keeps a same-site target, normalised', async () => {
    const res = await t.request('GET', `${SITE}/.auth/logout?post_logout_redirect_uri=${encodeURIComponent(`${SITE}/x/../profil?a=1`)}`);
    expect(location(res)).toBe('/profil?a=1');
  });
});

describe('the login form keeps its own Origin check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' }, { empty: true });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const post = (headers: Record<string, string>) =>
    t.request('POST', '/.auth/login/signicat', {
      raw: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ ssn: '01019912345' }).toString(),
    });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a login posted with %s (403, no session, no customer created)', async (_label, headers) => {
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(sessionCookieFrom(res)).toBeNull();
    expect(await t.db.query('SELECT 1 FROM users')).toHaveLength(0);
  });

  it('accepts the form posted from its own page', async () => {
    const res = await post({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(302);
    expect(sessionCookieFrom(res)).not.toBeNull();
  });
});

describe('AUTH_MODE=easyauth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' }, { empty: true, config: { authMode: 'easyauth' } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for /.auth/logout as for the login page', async () => {
    const res = await t.request('GET', '/.auth/logout?post_logout_redirect_uri=%2F.%2F%2Fevil.example');
    expect(res.status).toBe(404);
    expect(location(res)).toBeNull();
    expect((await t.request('GET', '/.auth/login/signicat')).status).toBe(404);
  });
});
