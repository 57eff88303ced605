/**
 * Issue 10, hole 3: text PostgreSQL refuses (U+0000, unpaired surrogates), deep nesting and unknown keys are
 * answered 400 {message} before anything reaches the database, in every text field of every body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFormEntries } from '../../domain/schemas/damageReportFields';
import { STORABLE_TEXT_MESSAGE } from '../../domain/schemas/text';
import type { CaseForm } from '../../domain/types';
import { BODY_LIMIT, MAX_JSON_DEPTH, MESSAGES } from '../../server/body';
import { ORDER, SUBMIT_FORM, b64, JPEG } from './support/bodies';
import { customerState } from './support/snapshot';
import { caseIdFrom, createTestApp, json, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

/** Every text field of the damage report: those whose schema (inside nullish) starts with v.string(). */
const CASE_TEXT_FIELDS = (Object.keys(caseFormEntries) as (keyof CaseForm)[]).filter(
  (k) => (caseFormEntries[k] as { wrapped: { type: string } }).wrapped.type === 'string',
);

const BAD_TEXT: [string, string][] = [
  ['U+0000', 'Sopp\u0000'],
  ['U+0000 alone', '\u0000'],
  ['an unpaired high surrogate', 'Sopp \ud83d'],
  ['an unpaired low surrogate', '\udf44 Sopp'],
  ['two high surrogates', '\ud83d\ud83d'],
];

/** A value nested `depth` arrays deep, as JSON text (JSON.stringify itself overflows on very deep values). */
const nestedArrayText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe.each(testDatabases())('text the database cannot store, nesting, unknown keys ($name)', (kind) => {
  let t: TestApp;
  let ola: string;
  let draft: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ola = await t.login(OLA.ssn);
    draft = caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  /** Sends the body and expects 400 with the message, and no change to anything of Ola's. */
  async function refused(method: string, path: string, body: string, message: string | RegExp, status = 400) {
    const before = await customerState(t.db, OLA.id);
    const res = await t.request(method, path, { cookie: ola, headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status, `${method} ${path} ${body.slice(0, 80)}`).toBe(status);
    const answer = await json<{ message: string }>(res);
    expect(Object.keys(answer)).toEqual(['message']);
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
    expect(await customerState(t.db, OLA.id)).toBe(before);
  }

  it('knows the damage report has text fields to try', () => {
    expect(CASE_TEXT_FIELDS).toEqual(expect.arrayContaining(['descriptionOfDamage', 'email', 'damageDate', 'buildingZip', 'policyHolderSocialSecurityNumber']));
    expect(CASE_TEXT_FIELDS).not.toContain('dmgAddAttachment');
    expect(CASE_TEXT_FIELDS.length).toBeGreaterThan(25);
  });

  for (const [label, bad] of BAD_TEXT) {
    it(`updateCaseDraft: ${label} in every text field → 400`, async () => {
      for (const field of CASE_TEXT_FIELDS) await refused('PATCH', `/api/updateCaseDraft/${draft}`, JSON.stringify({ [field]: bad }), STORABLE_TEXT_MESSAGE);
    });

    it(`submit: ${label} in every text field → 400, not submitted`, async () => {
      for (const field of CASE_TEXT_FIELDS) {
        await refused('PATCH', `/api/case/${draft}/submit`, JSON.stringify({ ...SUBMIT_FORM, [field]: bad }), STORABLE_TEXT_MESSAGE);
      }
    });

    it(`updateUser: ${label} in mobilePhone and email → 400`, async () => {
      for (const field of ['mobilePhone', 'email']) {
        await refused('PATCH', '/api/updateUser', JSON.stringify({ id: OLA.id, [field]: field === 'email' ? `ola${bad}@example.no` : `9123${bad}` }), STORABLE_TEXT_MESSAGE);
      }
    });

    it(`createBuyInsurance: ${label} in every text field → 400, no order`, async () => {
      for (const [field, value] of Object.entries(ORDER)) {
        if (typeof value !== 'string') continue;
        await refused('POST', '/api/createBuyInsurance', JSON.stringify({ ...ORDER, [field]: `${value}${bad}` }), STORABLE_TEXT_MESSAGE);
      }
    });
  }

  it('refuses such text in a key, in an unknown key and in a list', async () => {
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, JSON.stringify({ ['email\u0000']: 'a@b.no' }), STORABLE_TEXT_MESSAGE);
    await refused('PATCH', '/api/updateUser', JSON.stringify({ id: OLA.id, extra: ['ok', 'Sopp \ud83d'] }), STORABLE_TEXT_MESSAGE);
    await refused('DELETE', '/api/deleteAttachment', JSON.stringify({ attachmentId: '\u0000', relationshipId: 'x' }), STORABLE_TEXT_MESSAGE);
  });

  it('refuses a raw NUL byte or invalid UTF-8 in the body as invalid JSON', async () => {
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, '{"email":"a\u0000@b.no"}', MESSAGES.invalidJson);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${draft}`, {
      cookie: ola,
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([...Buffer.from('{"email":"a'), 0xed, 0xa0, 0xbd, ...Buffer.from('@b.no"}')]),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: MESSAGES.invalidJson });
  });

  it('keeps emoji and Norwegian letters (paired surrogates are text)', async () => {
    const res = await t.request('PATCH', `/api/updateCaseDraft/${draft}`, { cookie: ola, json: { descriptionOfDamage: 'Sopp 🍄 i kjelleren, ærlig øl på åkeren' } });
    expect(res.status).toBe(200);
    expect((await json<CaseForm>(res)).descriptionOfDamage).toBe('Sopp 🍄 i kjelleren, ærlig øl på åkeren');
  });

  const deepTargets = (): [string, string, (extra: string) => string][] => [
    ['PATCH', `/api/updateCaseDraft/${draft}`, (x) => `{"email":"a@b.no","extra":${x}}`],
    ['PATCH', `/api/case/${draft}/submit`, (x) => `${JSON.stringify(SUBMIT_FORM).slice(0, -1)},"extra":${x}}`],
    ['PATCH', '/api/updateUser', (x) => `{"id":"${OLA.id}","extra":${x}}`],
    ['POST', '/api/createBuyInsurance', (x) => `${JSON.stringify(ORDER).slice(0, -1)},"extra":${x}}`],
    ['DELETE', '/api/deleteAttachment', (x) => `{"attachmentId":${x}}`],
    ['POST', '/api/createCaseDraft', (x) => `{"extra":${x}}`],
  ];

  it('refuses a 5000-level nested array in an extra key before parsing it (400, not 500)', async () => {
    for (const [method, path, body] of deepTargets()) await refused(method, path, body(nestedArrayText(5000)), MESSAGES.tooDeep);
  });

  it(`refuses nesting just past ${MAX_JSON_DEPTH} levels, and brackets inside strings do not count`, async () => {
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, `{"extra":${nestedArrayText(MAX_JSON_DEPTH)}}`, MESSAGES.tooDeep);
    // 31 arrays inside the object are 32 levels: parsed, then refused as an unknown key by the strict schema
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, `{"extra":${nestedArrayText(MAX_JSON_DEPTH - 1)}}`, /ukjente? felt/i);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${draft}`, { cookie: ola, json: { descriptionOfDamage: `${'['.repeat(2000)} "\\ {` } });
    expect(res.status).toBe(200);
  });

  it('refuses unknown keys in every body (strict schemas)', async () => {
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, JSON.stringify({ email: 'a@b.no', isAdmin: true }), /ukjente? felt/i);
    await refused('PATCH', `/api/case/${draft}/submit`, JSON.stringify({ ...SUBMIT_FORM, submittedOnWeb: true }), /ukjente? felt/i);
    await refused('PATCH', '/api/updateUser', JSON.stringify({ id: OLA.id, fullName: 'Noen andre' }), /ukjente? felt/i);
    await refused('DELETE', '/api/deleteAttachment', JSON.stringify({ attachmentId: draft, relationshipId: draft, extra: 1 }), /ukjente? felt/i);
    await refused('POST', '/api/uploadAttachment', JSON.stringify({ filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG), caseId: draft, extra: 'x' }), /ukjente? felt/i);
    await refused('POST', '/api/uploadAttachment', JSON.stringify({ filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG), caseId: draft, extra: [[1]] }), /Ugyldig verdi/);
  });

  it(`refuses bodies over ${BODY_LIMIT / 1024} KB with 413 {message}, without storing anything`, async () => {
    await refused('PATCH', `/api/updateCaseDraft/${draft}`, JSON.stringify({ descriptionOfDamage: 'x'.repeat(BODY_LIMIT) }), MESSAGES.tooLarge, 413);
    await refused('PATCH', '/api/updateUser', JSON.stringify({ id: OLA.id, email: `${'x'.repeat(BODY_LIMIT)}@b.no` }), MESSAGES.tooLarge, 413);
  });
});
