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

  // Issue 45: addresses no mail server takes, which bent the SMTP envelope or stalled the sender. The first three are
  // the issue's own. Each is refused with the form's message, and the profile keeps the address it had.
  it.each([
    ['a C1 line break (NEL) and a header', 'x\u0085Bcc:y@evil.example'],
    ['an ANSI escape', 'x\u001b[31m@evil.example'],
    ['a second address after >,<', 'evil@evil.example>,<victim'],
    ['CR LF and a header', 'kari@example.no\r\nBcc: x@evil.example'],
    ['DEL', 'kari\u007f@example.no'],
    ['a zero-width space (Cf)', 'kari\u200b@example.no'],
    ['a bidi override (Cf)', 'kari@exam\u202eple.no'],
    ['a display name', '"Kari" <kari@example.no>'],
    ['a list with a comma', 'kari@example.no, ola@example.no'],
    ['a list with a semicolon', 'kari@example.no;ola@example.no'],
    ['a space inside', 'kari nordmann@example.no'],
    ['a quoted local part', '"kari nordmann"@example.no'],
    ['two @', 'kari@ola@example.no'],
    ['an IP literal', 'kari@[192.0.2.1]'],
    ['no dot in the domain', 'kari@localhost'],
    ['a leading dot', '.kari@example.no'],
    ['two dots in a row', 'kari..nordmann@example.no'],
    ['a hyphen starting a label', 'kari@-example.no'],
    ['a local part of 65', `${'k'.repeat(65)}@example.no`],
  ])('refuses an e-mail address with %s: 400 «Vennligst oppgi en gyldig e-postadresse.», nothing saved changed', async (_label, email) => {
    const res = await t.request('PATCH', '/api/updateUser', { cookie: kari, json: { id: KARI.id, email, mobilePhone: '+4799999999' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'email: Vennligst oppgi en gyldig e-postadresse.' });
    // Nothing of the request was saved, the phone number sent with it neither.
    expect(await json<User>(await t.request('GET', '/api/getUser', { cookie: kari }))).toMatchObject({ email: 'kari.nordmann@example.no', mobilePhone: '91234567' });
  });

  it('refuses an address of 255 octets as too long, and takes what mail servers take: o’brien, +tags, æøå, a 254-octet address', async () => {
    const long = `${'k'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.no`;
    expect(new TextEncoder().encode(long).length).toBe(254);
    const tooLong = await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: OLA.id, email: `k${long}` } });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toEqual({ message: 'email: E-postadressen er for lang.' });
    try {
      for (const email of ["o'brien@example.no", 'ola+skade@example.no', 'ørjan.ås@blåbær.no', 'Ola.Nordmann@Example.NO', long]) {
        const res = await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: OLA.id, email: ` ${email} ` } });
        expect(res.status).toBe(200);
        expect((await json<User>(res)).email).toBe(email);
      }
    } finally {
      await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: OLA.id, email: 'ola.nordmann@example.no' } });
    }
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
