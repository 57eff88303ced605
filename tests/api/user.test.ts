import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../domain/types';
import { createTestApp, json, KARI, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe.each(testDatabases())('user API ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    kari = await t.login(KARI.ssn);
    ola = await t.login(OLA.ssn);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/getUser returns the session user', async () => {
    const res = await t.request('GET', '/api/getUser', { cookie: kari });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json<User>(res)).toEqual({
      id: KARI.id,
      fullName: 'Kari Nordmann',
      socialSecurityNumber: '17047012345',
      streetAddress: 'Storgata 1, 0155 Oslo',
      mobilePhone: '91234567',
      email: 'kari.nordmann@example.no',
      // A demo customer's address counts as confirmed (issue 45).
      confirmedEmail: 'kari.nordmann@example.no',
      consentToFurtherInformation: true,
      bulkEmailConsent: true,
      notifyOnCaseStatus: true,
    });
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: ola }))).consentToFurtherInformation).toBe(false);
  });

  it('PATCH /api/updateUser changes only the given fields and returns the user', async () => {
    const res = await t.request('PATCH', '/api/updateUser', {
      cookie: ola,
      json: { id: OLA.id, consentToFurtherInformation: true, mobilePhone: '+4741234567' },
    });
    expect(res.status).toBe(200);
    const user = await json<User>(res);
    expect(user).toMatchObject({ id: OLA.id, consentToFurtherInformation: true, mobilePhone: '+4741234567', email: 'ola.nordmann@example.no' });
    expect(await json<User>(await t.request('GET', '/api/getUser', { cookie: ola }))).toEqual(user);

    const again = await json<User>(
      await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: OLA.id, bulkEmailConsent: true, email: 'ola@example.no' } }),
    );
    expect(again).toMatchObject({ bulkEmailConsent: true, email: 'ola@example.no', mobilePhone: '+4741234567' });
  });

  it('PATCH /api/updateUser turns the status e-mails off and on again (notifyOnCaseStatus, on by default)', async () => {
    const off = await t.request('PATCH', '/api/updateUser', { cookie: kari, json: { id: KARI.id, notifyOnCaseStatus: false } });
    expect(off.status).toBe(200);
    expect(await json<User>(off)).toMatchObject({ notifyOnCaseStatus: false, bulkEmailConsent: true, email: 'kari.nordmann@example.no' });
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: kari }))).notifyOnCaseStatus).toBe(false);
    const on = await t.request('PATCH', '/api/updateUser', { cookie: kari, json: { id: KARI.id, notifyOnCaseStatus: true } });
    expect((await json<User>(on)).notifyOnCaseStatus).toBe(true);
  });

  it.each([['yes'], [1], [null], [[]]])('refuses notifyOnCaseStatus %j: 400 with the message in Norwegian, nothing changed', async (value) => {
    const res = await t.request('PATCH', '/api/updateUser', { cookie: kari, json: { id: KARI.id, notifyOnCaseStatus: value } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'notifyOnCaseStatus: notifyOnCaseStatus må være true eller false.' });
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: kari }))).notifyOnCaseStatus).toBe(true);
  });

  it("refuses to change another user's profile (403) and leaves it unchanged", async () => {
    const res = await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: KARI.id, email: 'hacked@example.no' } });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: kari }))).email).toBe('kari.nordmann@example.no');
  });

  it.each([
    ['malformed JSON', { body: '{"id": ' }],
    ['no body', { body: '' }],
    ['a JSON array', { json: [] }],
    ['missing id', { json: { email: 'a@b.no' } }],
    ['wrong type for a flag', { json: { id: KARI.id, consentToFurtherInformation: 'yes' } }],
    ['wrong type for email', { json: { id: KARI.id, email: 42 } }],
    ['invalid email', { json: { id: KARI.id, email: 'not-an-email' } }],
    ['letters in the phone number', { json: { id: KARI.id, mobilePhone: '12ab' } }],
    ['a field that cannot be changed', { json: { id: KARI.id, fullName: 'Someone Else' } }],
  ])('answers 400 {message} for %s', async (_label, opts) => {
    const res = await t.request('PATCH', '/api/updateUser', { cookie: kari, headers: { 'Content-Type': 'application/json' }, ...opts });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: kari }))).fullName).toBe('Kari Nordmann');
  });
});
