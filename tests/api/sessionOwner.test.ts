/**
 * Whose session sends (issue 44 E, docs/auth.md «Whose session sends»): GET /api/sessionCustomer answers the
 * session's customer id in every AUTH_MODE, and a write whose X-Husvern-Kunde names another customer than the
 * session's is refused before its body is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_CUSTOMER_MESSAGE, OWNER_HEADER, SESSION_CUSTOMER_PATH } from '../../domain/sessionRequests';
import { loadConfig } from '../../server/config';
import { b64, JPEG } from './support/bodies';
import { createTestApp, json, KARI, OLA, SETUP_TIMEOUT, type TestApp } from './support/testApp';

const caseIdFrom = (uri: string) => /incidents\(([^)]+)\)/.exec(uri)![1]!;

describe('the session customer and the owner header (test e-ID)', () => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  let karisDraft: string;
  beforeAll(async () => {
    t = await createTestApp({ name: 'pglite' });
    kari = await t.login(KARI.ssn);
    ola = await t.login(OLA.ssn);
    karisDraft = caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: kari }))).incidentUri);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/sessionCustomer answers the session customer, or null, never cached', async () => {
    for (const [cookie, customerId] of [
      [kari, KARI.id],
      [ola, OLA.id],
      [undefined, null],
    ] as const) {
      const res = await t.request('GET', SESSION_CUSTOMER_PATH, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await json(res)).toEqual({ customerId });
    }
  });

  it('every answer of a session names whose it is', async () => {
    for (const [cookie, customerId] of [
      [kari, KARI.id],
      [ola, OLA.id],
    ] as const) {
      const cases = await t.request('GET', '/api/getCases?status=draft', { cookie });
      expect(cases.headers.get(OWNER_HEADER)).toBe(customerId);
      const user = await t.request('GET', '/api/getUser', { cookie });
      expect(user.headers.get(OWNER_HEADER)).toBe(customerId);
    }
    // Without a session: no one's.
    expect((await t.request('GET', '/api/getProducts')).headers.get(OWNER_HEADER)).toBeNull();
  });

  it("refuses Kari's draft save, photo and contact details under Ola's session (409, nothing read or changed)", async () => {
    const asKari = { [OWNER_HEADER]: KARI.id };
    // A body that never ends: a server that read it before refusing would never answer.
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"descriptionOfDamage":"Karis skade'));
      },
    });
    const draft = await t.request('PATCH', `/api/updateCaseDraft/${karisDraft}`, {
      cookie: ola,
      headers: { ...asKari, 'Content-Type': 'application/json' },
      body: endless,
    });
    expect(draft.status).toBe(409);
    expect(await json(draft)).toEqual({ message: OTHER_CUSTOMER_MESSAGE });

    const photo = await t.request('POST', '/api/uploadAttachment', {
      cookie: ola,
      headers: asKari,
      json: { caseId: karisDraft, filename: 'kari.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG) },
    });
    expect(photo.status).toBe(409);

    const profile = await t.request('PATCH', '/api/updateUser', {
      cookie: ola,
      headers: asKari,
      json: { id: KARI.id, mobilePhone: '+4799999999', email: 'kari.ny@example.no' },
    });
    expect(profile.status).toBe(409);
    const deleted = await t.request('DELETE', '/api/deleteAttachment', { cookie: ola, headers: asKari, json: { attachmentId: 'x', relationshipId: 'y' } });
    expect(deleted.status).toBe(409);

    const olaNow = await json<{ mobilePhone: string; email: string }>(await t.request('GET', '/api/getUser', { cookie: ola }));
    expect(olaNow.email).not.toBe('kari.ny@example.no');
    const kariNow = await json<{ email: string }>(await t.request('GET', '/api/getUser', { cookie: kari }));
    expect(kariNow.email).toBe('kari.nordmann@example.no');
  });

  it('takes a write whose header names the session customer, and one without the header', async () => {
    const own = await t.request('PATCH', `/api/updateCaseDraft/${karisDraft}`, { cookie: kari, headers: { [OWNER_HEADER]: KARI.id }, json: { descriptionOfDamage: 'Min skade' } });
    expect(own.status).toBeLessThan(300);
    const plain = await t.request('PATCH', `/api/updateCaseDraft/${karisDraft}`, { cookie: kari, json: { descriptionOfDamage: 'Min skade' } });
    expect(plain.status).toBeLessThan(300);
  });

  it('answers 401 to a write naming a customer without a session', async () => {
    const res = await t.request('PATCH', '/api/updateUser', { headers: { [OWNER_HEADER]: KARI.id }, json: { id: KARI.id, email: 'x@example.no' } });
    expect(res.status).toBe(401);
  });
});

describe('the session customer with AUTH_MODE=easyauth', () => {
  let t: TestApp;
  const principal = Buffer.from(
    JSON.stringify({ auth_typ: 'signicat', claims: [{ typ: 'nin', val: KARI.ssn }, { typ: 'name', val: KARI.fullName }] }),
  ).toString('base64');
  beforeAll(async () => {
    const config = loadConfig({ AUTH_MODE: 'easyauth', WEBSITE_AUTH_ENABLED: 'True' });
    t = await createTestApp({ name: 'pglite' }, { config: { authMode: config.authMode, identityClaims: config.identityClaims } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it("answers our customer id (not the platform's), and refuses another customer's write", async () => {
    const me = await t.request('GET', SESSION_CUSTOMER_PATH, { headers: { 'X-MS-CLIENT-PRINCIPAL': principal } });
    expect(await json(me)).toEqual({ customerId: KARI.id });
    expect(await json(await t.request('GET', SESSION_CUSTOMER_PATH))).toEqual({ customerId: null });
    const other = await t.request('PATCH', '/api/updateUser', {
      headers: { 'X-MS-CLIENT-PRINCIPAL': principal, [OWNER_HEADER]: OLA.id },
      json: { id: OLA.id, email: 'ola@example.no' },
    });
    expect(other.status).toBe(409);
  });
});
