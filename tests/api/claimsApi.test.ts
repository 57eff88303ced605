/**
 * Issue 38, part 1: the claims system's API, PUT /api/claims/cases/{incidentId}/status, behind Entra ID-style access
 * tokens. The tokens are minted with key pairs of the test's own, behind a discovery document and a JWKS served by a
 * small HTTP server on 127.0.0.1 (support/claimsIssuer.ts).
 */
import { exportJWK, generateKeyPair, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, addYears } from '../../domain/purchaseDates';
import { osloToday } from '../../domain/schemas/dates';
import type { Case, CaseStatusEntry } from '../../domain/types';
import { loadConfig } from '../../server/config';
import type { ClaimsApiConfig } from '../../server/config/claimsApiConfig';
import { CASE_IDS } from '../../server/db/demo';
import { CLAIMS_MESSAGES } from '../../server/routes/claims';
import { SUBMIT_FORM } from './support/bodies';
import { AUDIENCE, ROLE, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { caseIdFrom, createTestApp, json, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const PATH = (id: string) => `/api/claims/cases/${id}/status`;

let idp: TestIssuer;
beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(async () => {
  await idp?.close();
});

describe('CLAIMS_API_* in the configuration', () => {
  /** The issuer and the audience (null: none). */
  const env = (issuer: string, audience: string | null = AUDIENCE) => ({ CLAIMS_API_ISSUER: issuer, ...(audience === null ? {} : { CLAIMS_API_AUDIENCE: audience }) });

  it('is off without CLAIMS_API_ISSUER', () => {
    expect(loadConfig({}).claimsApi).toBeUndefined();
    expect(loadConfig({ CLAIMS_API_AUDIENCE: AUDIENCE, CLAIMS_API_ROLE: 'X' }).claimsApi).toBeUndefined();
  });

  it('takes an https issuer, the audience, and the role (default Cases.Status.Write)', () => {
    const issuer = 'https://login.microsoftonline.com/8e1c2b7a-0f3d-4d5e-9a6b-1c2d3e4f5a6b/v2.0';
    expect(loadConfig(env(issuer)).claimsApi).toEqual({ issuer, audience: AUDIENCE, role: 'Cases.Status.Write' });
    expect(loadConfig({ ...env(issuer), CLAIMS_API_ROLE: 'Claims.Write' }).claimsApi?.role).toBe('Claims.Write');
  });

  it.each(['http://127.0.0.1:8080', 'http://localhost:9000/tenant/v2.0', 'http://[::1]:7000'])('takes http:// on a loopback address: %s', (issuer) => {
    expect(loadConfig(env(issuer)).claimsApi?.issuer).toBe(issuer);
  });

  it.each(['http://login.microsoftonline.com/tenant/v2.0', 'http://10.0.0.4', 'http://127.0.0.1.example.com', 'ftp://127.0.0.1'])(
    'refuses to start with any other http(s) issuer: %s',
    (issuer) => {
      expect(() => loadConfig(env(issuer))).toThrow(/CLAIMS_API_ISSUER must be https:\/\//);
    },
  );

  it('refuses to start without the audience, or with something that is no issuer URL', () => {
    expect(() => loadConfig(env('https://login.microsoftonline.com/t/v2.0', null))).toThrow(/CLAIMS_API_AUDIENCE is needed/);
    expect(() => loadConfig(env('https://login.microsoftonline.com/t/v2.0', '  '))).toThrow(/CLAIMS_API_AUDIENCE is needed/);
    expect(() => loadConfig(env('login.microsoftonline.com/t/v2.0'))).toThrow(/Invalid CLAIMS_API_ISSUER/);
    expect(() => loadConfig(env('https://user:pw@login.example/t'))).toThrow(/no credentials/);
    expect(() => loadConfig(env('https://login.example/t', 'a b'))).toThrow(/Invalid CLAIMS_API_AUDIENCE/);
  });
});

describe.each(testDatabases())('PUT /api/claims/cases/{incidentId}/status ($name)', (kind) => {
  let t: TestApp;
  let ola: string;
  let claims: ClaimsApiConfig;
  let token: string;
  beforeAll(async () => {
    claims = { issuer: idp.issuer, audience: AUDIENCE, role: ROLE };
    t = await createTestApp(kind, { config: { claimsApi: claims } });
    ola = await t.login(OLA.ssn);
    token = await idp.mint();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  /** As the claims system sends it: a bearer token and JSON, no cookie, no Origin, no Sec-Fetch-Site. */
  const put = (id: string, body: unknown, auth: string | null = token, app: Pick<TestApp, 'request'> = t, headers: Record<string, string> = {}) =>
    app.request('PUT', PATH(id), {
      raw: true,
      headers: { 'Content-Type': 'application/json', ...(auth === null ? {} : { Authorization: `Bearer ${auth}` }), ...headers },
      body: JSON.stringify(body),
    });
  const history = async (id: string) =>
    t.db.query<{ code: string; day: string | null }>(
      `SELECT code, to_char(inspection_date, 'YYYY-MM-DD') AS day FROM case_status_history WHERE case_id = $1 ORDER BY set_at, id`,
      [id],
    );
  const newDraft = async () =>
    caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
  const submitted = async () => {
    const id = await newDraft();
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM })).status).toBe(200);
    return id;
  };
  const expectMessage = async (res: Response, status: number, message?: string) => {
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ message: message ?? expect.any(String) });
  };

  describe('a change', () => {
    it('sets the status: 200 with the case status and history; the customer sees it; no-store', async () => {
      const id = await submitted();
      const res = await put(id, { status: 'under_vurdering' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await json<{ incidentId: string; changed: boolean; caseStatus: CaseStatusEntry; statusHistory: CaseStatusEntry[] }>(res);
      expect(body).toEqual({
        incidentId: id,
        changed: true,
        caseStatus: { code: 'under_vurdering', name: 'Under vurdering', at: expect.any(String) },
        statusHistory: [expect.objectContaining({ code: 'mottatt' }), { code: 'under_vurdering', name: 'Under vurdering', at: body.caseStatus.at }],
      });
      const seen = await json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie: ola }));
      expect(seen.caseStatus).toEqual(body.caseStatus);
      expect(seen.statusHistory).toEqual(body.statusHistory);
    });

    it('the same status again: 200, changed false, no new history row; a new inspection date is a change', async () => {
      const id = await submitted();
      const day = addDays(osloToday(), 7);
      const first = await put(id, { status: 'befaring_avtalt', inspectionDate: day });
      expect(first.status).toBe(200);
      const again = await put(id, { status: 'befaring_avtalt', inspectionDate: day });
      expect(again.status).toBe(200);
      expect(await json(again)).toMatchObject({ changed: false, caseStatus: { code: 'befaring_avtalt', inspectionDate: day } });
      expect(await history(id)).toEqual([{ code: 'mottatt', day: null }, { code: 'befaring_avtalt', day }]);
      const moved = addDays(day, 1);
      expect(await json(await put(id, { status: 'befaring_avtalt', inspectionDate: moved }))).toMatchObject({ changed: true });
      expect(await history(id)).toHaveLength(3);
    });

    it('takes an upper-case incident id as the case, and an ES256 token as an RS256 one', async () => {
      const id = await submitted();
      const res = await put(id.toUpperCase(), { status: 'tiltak_pagar' }, await idp.mint(undefined, { alg: 'ES256' }));
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ incidentId: id, caseStatus: { code: 'tiltak_pagar' } });
    });
  });

  describe('the rules shared with the command', () => {
    it('reopening an «Avsluttet» case needs "reopen": true (409 without), and nothing is recorded before', async () => {
      const id = await submitted();
      expect((await put(id, { status: 'avsluttet' })).status).toBe(200);
      await expectMessage(await put(id, { status: 'under_vurdering' }), 409, CLAIMS_MESSAGES.closed);
      await expectMessage(await put(id, { status: 'under_vurdering', reopen: false }), 409, CLAIMS_MESSAGES.closed);
      expect((await history(id)).map((r) => r.code)).toEqual(['mottatt', 'avsluttet']);
      // «Avsluttet» again is the same status, not a reopening.
      expect(await json(await put(id, { status: 'avsluttet' }))).toMatchObject({ changed: false });
      const reopened = await put(id, { status: 'under_vurdering', reopen: true });
      expect(reopened.status).toBe(200);
      expect(await json(reopened)).toMatchObject({ changed: true, caseStatus: { code: 'under_vurdering' } });
      // On an open case the flag changes nothing.
      expect((await put(id, { status: 'tiltak_pagar', reopen: true })).status).toBe(200);
      expect((await history(id)).map((r) => r.code)).toEqual(['mottatt', 'avsluttet', 'under_vurdering', 'tiltak_pagar']);
      // A seeded closed case, too.
      await expectMessage(await put(CASE_IDS.kariSubmitted, { status: 'tiltak_pagar' }), 409, CLAIMS_MESSAGES.closed);
    });

    it('an inspection date from the day of submission to one year ahead (both included); outside → 400', async () => {
      const id = await submitted();
      const today = osloToday();
      const last = addYears(today, 1);
      const outside = CLAIMS_MESSAGES.inspectionDateOutside(today, last);
      expect(outside).toMatch(/^Befaringsdatoen må være fra \d\d\.\d\d\.\d{4} \(dagen saken ble sendt inn\) til \d\d\.\d\d\.\d{4} \(ett år frem\)\.$/);
      await expectMessage(await put(id, { status: 'befaring_avtalt', inspectionDate: addDays(today, -1) }), 400, outside);
      await expectMessage(await put(id, { status: 'befaring_avtalt', inspectionDate: addDays(last, 1) }), 400, outside);
      await expectMessage(await put(id, { status: 'befaring_avtalt', inspectionDate: '2099-01-01' }), 400, outside);
      expect(await history(id)).toHaveLength(1);
      expect((await put(id, { status: 'befaring_avtalt', inspectionDate: today })).status).toBe(200);
      expect((await put(id, { status: 'befaring_avtalt', inspectionDate: last })).status).toBe(200);
      // A seeded case submitted on 11 August 2025: its window starts that day.
      await expectMessage(await put(CASE_IDS.beritTreatment, { status: 'befaring_avtalt', inspectionDate: '2025-08-10' }), 400, CLAIMS_MESSAGES.inspectionDateOutside('2025-08-11', last));
      expect((await put(CASE_IDS.beritTreatment, { status: 'befaring_avtalt', inspectionDate: '2025-08-11' })).status).toBe(200);
    });
  });

  describe('what the case is', () => {
    it('an unknown case → 404, also an id that is no UUID', async () => {
      await expectMessage(await put('c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3aff', { status: 'avsluttet' }), 404, 'Fant ikke skadesaken.');
      await expectMessage(await put('not-a-uuid', { status: 'avsluttet' }), 404, 'Fant ikke skadesaken.');
    });

    it('a draft → 409, and it stays a draft without a status', async () => {
      const draft = await newDraft();
      await expectMessage(await put(draft, { status: 'under_vurdering' }), 409, CLAIMS_MESSAGES.draft);
      expect(await history(draft)).toEqual([]);
      expect(await json(await t.request('GET', `/api/getCase/${draft}`, { cookie: ola }))).not.toHaveProperty('caseStatus');
    });
  });

  describe('a body the schema refuses → 400 {message} in Norwegian; nothing recorded', () => {
    it.each([
      ['no status', {}, `status: ${CLAIMS_MESSAGES.missing}`],
      ['an unknown status', { status: 'lukket' }, `status: ${CLAIMS_MESSAGES.unknownStatus}`],
      ['«Mottatt», which only the submit sets', { status: 'mottatt' }, `status: ${CLAIMS_MESSAGES.unknownStatus}`],
      ['a status by its name', { status: 'Avsluttet' }, `status: ${CLAIMS_MESSAGES.unknownStatus}`],
      ['an unknown key', { status: 'avsluttet', comment: 'x' }, `comment: ${CLAIMS_MESSAGES.unknownField}`],
      ['«Befaring avtalt» without a date', { status: 'befaring_avtalt' }, CLAIMS_MESSAGES.inspectionDateNeeded],
      ['a date with another status', { status: 'tiltak_pagar', inspectionDate: osloToday() }, CLAIMS_MESSAGES.inspectionDateNotTaken],
      ['a day that does not exist', { status: 'befaring_avtalt', inspectionDate: '2026-02-30' }, 'inspectionDate: Befaringsdatoen finnes ikke i kalenderen.'],
      ['a date written otherwise', { status: 'befaring_avtalt', inspectionDate: '30.11.2026' }, 'inspectionDate: Befaringsdatoen må skrives ÅÅÅÅ-MM-DD.'],
      ['a date-time', { status: 'befaring_avtalt', inspectionDate: '2026-11-30T10:00' }, 'inspectionDate: Befaringsdatoen må skrives ÅÅÅÅ-MM-DD.'],
      ['reopen that is no boolean', { status: 'under_vurdering', reopen: 'yes' }, `reopen: ${CLAIMS_MESSAGES.reopenBoolean}`],
      ['an array', [{ status: 'avsluttet' }], CLAIMS_MESSAGES.notAnObject],
    ])('%s', async (_label, body, message) => {
      const id = CASE_IDS.beritReceived;
      const before = await history(id);
      await expectMessage(await put(id, body), 400, message);
      expect(await history(id)).toEqual(before);
    });

    it('no body, invalid JSON (400) and another content type (415), as every /api write', async () => {
      const path = PATH(CASE_IDS.beritReceived);
      const auth = { Authorization: `Bearer ${token}` };
      await expectMessage(await t.request('PUT', path, { raw: true, headers: auth }), 400, 'Forespørselen mangler JSON-innhold.');
      await expectMessage(await t.request('PUT', path, { raw: true, headers: { ...auth, 'Content-Type': 'application/json' }, body: '{"status":' }), 400, 'Ugyldig JSON i forespørselen.');
      await expectMessage(await t.request('PUT', path, { raw: true, headers: { ...auth, 'Content-Type': 'text/plain' }, body: '{"status":"avsluttet"}' }), 415);
      await expectMessage(await put(CASE_IDS.beritReceived, { status: 'avsluttet', pad: 'x'.repeat(8 * 1024) }), 413);
    });
  });

  describe('the token', () => {
    const id = CASE_IDS.beritAssessing;
    /** Checks the refusal's status, challenge and shape; answers its message. */
    const refused = async (res: Response, status: 401 | 403): Promise<string> => {
      expect(res.status).toBe(status);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
      const body = await json<{ message: string }>(res);
      expect(body).toEqual({ message: expect.any(String) });
      return body.message;
    };
    const other = async () => (await generateKeyPair('RS256')).privateKey;

    it('none → 401 with WWW-Authenticate: Bearer; another scheme or a token that is no JWT → 401', async () => {
      const before = await history(id);
      const none = await put(id, { status: 'avsluttet' }, null);
      expect(await refused(none, 401)).toBe(CLAIMS_MESSAGES.noToken);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      for (const authorization of [`Basic ${btoa('claims:secret')}`, 'Bearer', 'Bearer not-a-jwt', `Bearer ${token}.x`, `Bearer ${token} ${token}`]) {
        await refused(await put(id, { status: 'avsluttet' }, null, t, { Authorization: authorization }), 401);
      }
      expect(await history(id)).toEqual(before);
    });

    it.each<[string, () => Promise<string>]>([
      ['signed with another key under the same kid', async () => idp.mint(undefined, { key: await other() })],
      ['signed with a key the JWKS does not have', async () => idp.mint(undefined, { key: await other(), kid: 'unknown-key' })],
      ['unsigned (alg: none)', async () => new UnsecuredJWT({ roles: [ROLE] }).setIssuer(idp.issuer).setAudience(AUDIENCE).setExpirationTime('1h').encode()],
      ['HMAC-signed (HS256) with the public key as the secret', async () => {
        const jwk = await exportJWK((await generateKeyPair('RS256')).publicKey);
        return idp.mint(undefined, { alg: 'HS256', key: new TextEncoder().encode(JSON.stringify(jwk)) });
      }],
      ['expired an hour ago', async () => idp.mint(undefined, { exp: Math.floor(Date.now() / 1000) - 3600 })],
      ['not valid for another hour (nbf)', async () => idp.mint(undefined, { nbf: Math.floor(Date.now() / 1000) + 3600 })],
      ['of another issuer', async () => idp.mint(undefined, { iss: 'https://login.microsoftonline.com/another-tenant/v2.0' })],
      ['expired, and for another audience too', async () => idp.mint(undefined, { aud: 'api://someone-else', exp: Math.floor(Date.now() / 1000) - 3600 })],
      ['tampered with after signing', async () => {
        const [h, , s] = (await idp.mint({ roles: [] })).split('.');
        const payload = Buffer.from(JSON.stringify({ iss: idp.issuer, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 600, roles: [ROLE] })).toString('base64url');
        return `${h}.${payload}.${s}`;
      }],
    ])('a token %s → 401, nothing recorded', async (_label, mint) => {
      const before = await history(id);
      const res = await put(id, { status: 'avsluttet' }, await mint());
      expect(await refused(res, 401)).toBe(CLAIMS_MESSAGES.invalidToken);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(await history(id)).toEqual(before);
    });

    it('a token of the issuer without exp → 401', async () => {
      await refused(await put(id, { status: 'avsluttet' }, await idp.mint(undefined, { exp: null })), 401);
    });

    it.each<[string, () => Promise<string>, string]>([
      ['for another audience', () => idp.mint(undefined, { aud: 'api://someone-else' }), CLAIMS_MESSAGES.wrongAudience],
      ['without a role', () => idp.mint({}), CLAIMS_MESSAGES.noRole],
      ['with other roles only', () => idp.mint({ roles: ['Cases.Read', 'cases.status.write'] }), CLAIMS_MESSAGES.noRole],
      ['with the role as a string, not a list', () => idp.mint({ roles: ROLE }), CLAIMS_MESSAGES.noRole],
      ['with the role as a scope (a user token)', () => idp.mint({ scp: ROLE }), CLAIMS_MESSAGES.noRole],
    ])('a valid token %s → 403, nothing recorded', async (_label, mint, message) => {
      const before = await history(id);
      const res = await put(id, { status: 'avsluttet' }, await mint());
      expect(await refused(res, 403)).toBe(message);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope"');
      expect(await history(id)).toEqual(before);
    });

    it('the audience among several → 200', async () => {
      const res = await put(CASE_IDS.beritReceived, { status: 'under_vurdering' }, await idp.mint(undefined, { aud: ['api://other', AUDIENCE] }));
      expect(res.status).toBe(200);
    });

    it("the customer's session cookie gives no access: 401 with the API on, 404 with it off, never 200", async () => {
      const before = await history(id);
      const asCustomer = { cookie: ola, json: { status: 'avsluttet' } };
      // The cookie is good for the customer API…
      expect((await t.request('GET', '/api/getUser', { cookie: ola })).status).toBe(200);
      // …but not here, with the same-origin header the portal's own pages send, or without.
      await refused(await t.request('PUT', PATH(id), asCustomer), 401);
      await refused(await t.request('PUT', PATH(id), { ...asCustomer, headers: { Origin: 'http://localhost' } }), 401);
      await refused(await t.request('PUT', PATH(id), { ...asCustomer, headers: { Authorization: `Bearer ${ola.split('=')[1]}` } }), 401);
      const off = t.variant({ claimsApi: undefined });
      expect((await off.request('PUT', PATH(id), asCustomer)).status).toBe(404);
      expect(await history(id)).toEqual(before);
    });

    it('a valid token opens nothing else: other /api/claims paths and methods → 404, the customer API → 401', async () => {
      const auth = { Authorization: `Bearer ${token}` };
      for (const [method, path] of [
        ['GET', PATH(id)],
        ['POST', PATH(id)],
        ['PUT', `/api/claims/cases/${id}`],
        ['GET', '/api/claims'],
        ['GET', '/api/claims/'],
      ] as const) {
        const res = await t.request(method, path, { raw: true, headers: auth });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      expect((await t.request('GET', '/api/getUser', { headers: auth })).status).toBe(401);
      expect((await t.request('GET', `/api/getCase/${id}`, { headers: auth })).status).toBe(401);
    });

    it('the issuer unreachable, or its discovery document naming another issuer → 503, logged; nothing recorded', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const before = await history(id);
        const down = t.variant({ claimsApi: { ...claims, issuer: 'http://127.0.0.1:1' } });
        const res = await put(id, { status: 'avsluttet' }, token, down);
        await expectMessage(res, 503, CLAIMS_MESSAGES.unavailable);
        expect(res.headers.get('retry-after')).toBe('30');
        const impostor = t.variant({ claimsApi: { ...claims, issuer: `${idp.issuer}/impostor` } });
        await expectMessage(await put(id, { status: 'avsluttet' }, await idp.mint(undefined, { iss: `${idp.issuer}/impostor` }), impostor), 503);
        // Without a token the answer needs no discovery: 401.
        expect((await put(id, { status: 'avsluttet' }, null, down)).status).toBe(401);
        expect(await history(id)).toEqual(before);
        const lines = errors.mock.calls.map((call) => String(call[0]));
        expect(lines.filter((l) => l.includes('OIDC discovery of CLAIMS_API_ISSUER failed'))).toHaveLength(2);
        expect(lines.some((l) => l.includes(`names the issuer "${idp.issuer}", not ${idp.issuer}/impostor`))).toBe(true);
        expect(lines.join('\n')).not.toContain(token);
      } finally {
        errors.mockRestore();
      }
    });
  });

  describe('without CLAIMS_API_ISSUER', () => {
    it('the route answers 404 before any other /api check: no token, no cookie, no Origin, a valid token', async () => {
      const off = t.variant({ claimsApi: undefined });
      const before = await history(CASE_IDS.beritReceived);
      const valid = await put(CASE_IDS.beritReceived, { status: 'avsluttet' }, token, off);
      await expectMessage(valid, 404, 'Fant ikke ressursen.');
      expect(valid.headers.get('www-authenticate')).toBeNull();
      // No same-origin header (403 elsewhere under /api), no session (401 elsewhere), no JSON (415 elsewhere).
      expect((await off.request('PUT', PATH(CASE_IDS.beritReceived), { raw: true })).status).toBe(404);
      expect((await off.request('PUT', PATH(CASE_IDS.beritReceived), { raw: true, headers: { 'Content-Type': 'text/plain' }, body: 'x' })).status).toBe(404);
      expect((await off.request('GET', '/api/claims/anything', { raw: true })).status).toBe(404);
      expect(await history(CASE_IDS.beritReceived)).toEqual(before);
    });
  });
});
