import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginReturnTarget, safeRedirectTarget } from '../../server/security/redirect';
import { BERIT, createTestApp, json, KARI, OLA, sessionCookieFrom, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('safeRedirectTarget', () => {
  const origin = 'http://localhost:3000';
  it.each([
    ['http://localhost:3000', '/'],
    ['http://localhost:3000/kjop-forsikring?resume=true', '/kjop-forsikring?resume=true'],
    ['/skadesaker', '/skadesaker'],
    ['/meld-skade/rolle?CaseId=1#top', '/meld-skade/rolle?CaseId=1#top'],
    ['https://evil.example/', '/'],
    ['http://localhost:3000.evil.example/', '/'],
    ['https://localhost:3000/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['profil', '/'],
    ['/%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
    ['/\tx', '/'],
    ['', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it('accepts trusted extra origins and answers a path', () => {
    expect(safeRedirectTarget('http://localhost:5173/profil', [origin, 'http://localhost:5173'])).toBe('/profil');
    expect(safeRedirectTarget('http://localhost:5174/profil', [origin, 'http://localhost:5173'])).toBe('/');
  });
});

describe('loginReturnTarget', () => {
  const origin = 'http://localhost:3000';
  const token = 'V-KdzNSlV8FMANUkOGFRSSUD_TY8E3gl84kOxXTLxPE';
  it.each([
    [`http://localhost:3000/profil/bekreft-epost?token=${token}`, '/profil/bekreft-epost'],
    [`/profil/bekreft-epost/?token=${token}&x=1#top`, '/profil/bekreft-epost/?x=1#top'],
    [`/Profil/Bekreft-Epost?token=${token}`, '/Profil/Bekreft-Epost'],
    ['/skadesaker?token=keep', '/skadesaker?token=keep'],
    [`https://evil.example/profil/bekreft-epost?token=${token}`, '/'],
  ])('%s → %s (no confirmation link’s token kept by a login)', (raw, expected) => {
    expect(loginReturnTarget(raw, origin)).toBe(expected);
  });
});

describe.each(testDatabases())('login and sessions ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { persistent: true });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('shows an accessible Norwegian test e-ID page with one button per demo person', async () => {
    const res = await t.request('GET', '/.auth/login/signicat?post_login_redirect_uri=http%3A%2F%2Flocalhost%2Fkjop-forsikring');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="nb">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    for (const u of [KARI, OLA, BERIT]) expect(html).toContain(`>Logg inn som ${u.fullName}</button>`);
    expect(html).toContain('<label for="ssn">Fødselsnummer (11 siffer)</label>');
    expect(html).toContain('id="ssn"');
    // the safe redirect target is carried in the forms
    expect(html).toContain('name="post_login_redirect_uri" value="/kjop-forsikring"');
  });

  it('never carries an unsafe redirect target into the page', async () => {
    const res = await t.request('GET', `/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent('//evil.example/"><script>')}`);
    const html = await res.text();
    expect(html).toContain('name="post_login_redirect_uri" value="/"');
    expect(html).not.toContain('<script>');
  });

  it('logs in a demo person: session cookie HttpOnly, SameSite=Lax, Path=/ and a 302 to the same-origin target', async () => {
    const res = await t.request('POST', '/.auth/login/signicat', form({ ssn: KARI.ssn, post_login_redirect_uri: 'http://localhost/skadesaker' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/skadesaker');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = sessionCookieFrom(res)!;
    const user = await json(await t.request('GET', '/api/getUser', { cookie }));
    expect(user.fullName).toBe('Kari Nordmann');
  });

  it.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(document.cookie)', '/'],
    ['http://localhost.evil.example/', '/'],
    ['/profil/samtykker', '/profil/samtykker'],
  ])('redirects %s to %s after login', async (target, expected) => {
    const res = await t.request('POST', '/.auth/login/signicat', form({ ssn: OLA.ssn, post_login_redirect_uri: target }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(expected);
  });

  it('sets Secure on the cookie when the request is https, or X-Forwarded-Proto says so from a trusted proxy', async () => {
    const direct = await t.request('POST', 'https://localhost/.auth/login/signicat', form({ ssn: OLA.ssn }));
    expect(direct.headers.get('set-cookie')).toMatch(/Secure/);
    const proxiedForm = { ...form({ ssn: OLA.ssn }), headers: { ...form({}).headers, 'X-Forwarded-Proto': 'https' } };
    const proxied = await t.variant({ trustProxy: true }).request('POST', '/.auth/login/signicat', proxiedForm);
    expect(proxied.headers.get('set-cookie')).toMatch(/Secure/);
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    const untrusted = await t.request('POST', '/.auth/login/signicat', proxiedForm);
    expect(untrusted.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('rejects a login form posted from another site', async () => {
    const res = await t.request('POST', '/.auth/login/signicat', {
      ...form({ ssn: KARI.ssn }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('shows the error tied to the field for an invalid fødselsnummer', async () => {
    const res = await t.request('POST', '/.auth/login/signicat', form({ ssn: '1234', post_login_redirect_uri: '/' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="ssn-hint ssn-error"/);
    expect(html).toContain('<p id="ssn-error" class="error">Fødselsnummeret må inneholde 11 sifre</p>');
    const letters = await (await t.request('POST', '/.auth/login/signicat', form({ ssn: '1234567890a' }))).text();
    expect(letters).toContain('Kun tall er tillatt.');
  });

  it('creates a new empty customer for an unknown fødselsnummer', async () => {
    const cookie = await t.login('01019912345');
    const user = await json(await t.request('GET', '/api/getUser', { cookie }));
    expect(user).toMatchObject({ fullName: 'Testkunde', socialSecurityNumber: '01019912345', consentToFurtherInformation: false });
    expect(await json(await t.request('GET', '/api/getCases', { cookie }))).toEqual([]);
    expect(await json(await t.request('GET', '/api/getAllAgreements?ssn=01019912345', { cookie }))).toEqual([]);
    // logging in again finds the same customer
    const again = await t.login('01019912345');
    expect((await json(await t.request('GET', '/api/getUser', { cookie: again }))).id).toBe(user.id);
  });

  it('keeps sessions in the database: a new app instance on the same database sees the session', async () => {
    const cookie = await t.login(BERIT.ssn);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [BERIT.id]);
    expect(row?.n).toBeGreaterThan(0);
    t = await t.reopen();
    const res = await t.request('GET', '/api/getUser', { cookie });
    expect(res.status).toBe(200);
    expect((await json(res)).fullName).toBe('Berit Hansen');
  }, SETUP_TIMEOUT);

  it('logs out: deletes the session, clears the cookie and redirects to /', async () => {
    const cookie = await t.login(KARI.ssn);
    const res = await t.request('GET', '/.auth/logout', { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/AppServiceAuthSession=;.*Max-Age=0/);
    expect((await t.request('GET', '/api/getUser', { cookie })).status).toBe(401);
  });

  it('GET /.auth/me answers 200 { clientPrincipal: null } without a session, the principal with one, and null after logout', async () => {
    const anonymous = await t.request('GET', '/.auth/me');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await json(anonymous)).toEqual({ clientPrincipal: null });
    expect(await json(await t.request('GET', '/.auth/me', { cookie: 'AppServiceAuthSession=forged-token' }))).toEqual({ clientPrincipal: null });

    const cookie = await t.login(KARI.ssn);
    const me = await t.request('GET', '/.auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(await json(me)).toEqual({
      clientPrincipal: { identityProvider: 'signicat', userId: KARI.id, userRoles: ['anonymous', 'authenticated'] },
    });
    await t.request('GET', '/.auth/logout', { cookie });
    expect(await json(await t.request('GET', '/.auth/me', { cookie }))).toEqual({ clientPrincipal: null });
  });

  it('does not accept a made-up session cookie', async () => {
    const res = await t.request('GET', '/api/getUser', { cookie: 'AppServiceAuthSession=forged-token' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });
});

describe('AUTH_MODE=easyauth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' }, { config: { authMode: 'easyauth' } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('has no login page (nor /.auth/me: the platform serves /.auth) and no session login', async () => {
    expect((await t.request('GET', '/.auth/login/signicat')).status).toBe(404);
    expect((await t.request('GET', '/.auth/me')).status).toBe(404);
    expect((await t.request('POST', '/.auth/login/signicat', form({ ssn: KARI.ssn }))).status).toBe(404);
  });
});

describe.each(testDatabases())('anonymous /api calls ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', '/api/getUser'],
    ['PATCH', '/api/updateUser'],
    ['POST', '/api/createCaseDraft'],
    ['GET', '/api/getCase/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01'],
    ['PATCH', '/api/updateCaseDraft/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01'],
    ['PATCH', '/api/case/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01/submit'],
    ['DELETE', '/api/deleteCaseDraft/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a01'],
    ['GET', '/api/downloadAttachment/e1f3a5c7-9b2d-4e6f-8a1c-3e5a7c9e1b01'],
    ['GET', '/api/getCases?status=draft'],
    ['GET', '/api/metadata'],
    // GET /api/getProducts is public (SPEC §6, tests/api/purchase.test.ts); any other method still needs a session
    ['POST', '/api/getProducts'],
    ['POST', '/api/createBuyInsurance'],
    ['GET', '/api/getInsuranceCertificate?agreementId=8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01'],
    ['GET', '/api/getAllAgreements?ssn=17047012345'],
    ['GET', '/api/getAllAgreements/8a4e2c6b-1d3f-4a5b-9c7e-0f2a4b6c8d01?ssn=17047012345'],
    ['GET', '/api/getOwnedBuildings?ssn=F17047012345'],
    ['POST', '/api/uploadAttachment'],
    ['POST', '/api/addCaseAttachment/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a02'],
    ['DELETE', '/api/deleteAttachment'],
    // (GET /api/downloadTermsAndConditions/{productId} is public: see tests/api/insurance.test.ts)
  ])('%s %s → 401 {message}', async (method, path) => {
    const res = await t.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown /api path with 404 {message} when logged in', async () => {
    const cookie = await t.login(KARI.ssn);
    const res = await t.request('GET', '/api/doesNotExist', { cookie });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: expect.any(String) });
  });
});
