import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import type { Case, CaseListItem } from '../../domain/types';
import { CASE_IDS } from '../../server/db/demo';
import { b64, JPEG, SUBMIT_FORM } from './support/bodies';
import { customerRows } from './support/snapshot';
import { BERIT, caseIdFrom, createTestApp, json, KARI, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

describe.each(testDatabases())('cases API ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  let berit: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, ola, berit] = await Promise.all([t.login(KARI.ssn), t.login(OLA.ssn), t.login(BERIT.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const create = async (cookie: string) => {
    const res = await t.request('POST', '/api/createCaseDraft', { cookie });
    expect(res.status).toBe(201);
    return caseIdFrom((await json<{ incidentUri: string }>(res)).incidentUri);
  };
  const getCase = async (cookie: string, id: string) => json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie }));

  it('POST /api/createCaseDraft answers 201 with an incidentUri and creates a draft with the defaults', async () => {
    const res = await t.request('POST', '/api/createCaseDraft', { cookie: ola });
    expect(res.status).toBe(201);
    const { incidentUri } = await json<{ incidentUri: string }>(res);
    expect(incidentUri).toMatch(/^http:\/\/localhost\/api\/data\/v9\.2\/incidents\([0-9a-f-]{36}\)$/);
    const c = await getCase(ola, caseIdFrom(incidentUri));
    expect(c).toMatchObject({
      incidentId: caseIdFrom(incidentUri),
      attachments: [],
      submittedOnWeb: false,
      countryCode: '+47',
      countryCodeCaseContact: '+47',
      countryCodeComp: '+47',
      countryCodePolicyHolder: '+47',
      dmgAddAttachment: 'Ja',
      informationConfirmed: false,
      reportedByType: 872600000,
    });
    expect(Number.isNaN(Date.parse(c.createdOn))).toBe(false);
  });

  it('GET /api/getCase returns the seeded draft and a submitted case with its attachments', async () => {
    const draft = await getCase(kari, CASE_IDS.kariDraft);
    expect(draft).toMatchObject({ submittedOnWeb: false, whoIsReportingTheDamage: 872600000, buildingAddress: 'Storgata 1', addresseId: '100000031' });
    expect(draft.damageType).toBeUndefined();
    const done = await getCase(kari, CASE_IDS.kariSubmittedWithAttachments);
    expect(done.submittedOnWeb).toBe(true);
    expect(done.attachments).toEqual([
      { attachmentId: expect.any(String), filename: 'bjelke-kjeller.png', mimetype: 'image/png', relationshipId: expect.any(String) },
      { attachmentId: expect.any(String), filename: 'takstrapport.pdf', mimetype: 'application/pdf', relationshipId: expect.any(String) },
    ]);
    const org = await getCase(berit, CASE_IDS.beritDraft);
    expect(org).toMatchObject({ reportedByType: 872600001, organizationName: 'Solbakken Borettslag', organizationNumber: '948123452' });
  });

  it('GET /api/getCases lists own cases newest first in list form, filtered by status', async () => {
    const all = await json<CaseListItem[]>(await t.request('GET', '/api/getCases', { cookie: kari }));
    expect(all.map((c) => c.incidentId)).toEqual([CASE_IDS.kariDraft, CASE_IDS.kariSubmittedWithAttachments, CASE_IDS.kariSubmitted]);
    expect(all[0]).toEqual({
      incidentId: CASE_IDS.kariDraft,
      createdOn: '10.11.2025 Kl. 10:12',
      damageType: null,
      status: 'draft',
      buildingAddress: 'Storgata 1',
      reachedStep: 'forsikring',
    });
    // summer time in Oslo: UTC+2
    expect(all[2]?.createdOn).toBe('18.06.2025 Kl. 14:30');
    for (const c of all) expect(c.createdOn).toMatch(/^\d{2}\.\d{2}\.\d{4} Kl\. \d{2}:\d{2}$/);
    const drafts = await json<CaseListItem[]>(await t.request('GET', '/api/getCases?status=draft', { cookie: kari }));
    expect(drafts.map((c) => c.status)).toEqual(['draft']);
    const active = await json<CaseListItem[]>(await t.request('GET', '/api/getCases?status=active', { cookie: kari }));
    expect(active).toHaveLength(2);
    expect(active.every((c) => c.status === 'active' && typeof c.damageType === 'string')).toBe(true);
    const bad = await t.request('GET', '/api/getCases?status=closed', { cookie: kari });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: expect.any(String) });
    // other customers' cases never appear
    const beritCases = await json<CaseListItem[]>(await t.request('GET', '/api/getCases', { cookie: berit }));
    expect(beritCases.map((c) => c.incidentId)).toEqual([CASE_IDS.beritReceived, CASE_IDS.beritDraft, CASE_IDS.beritAssessing, CASE_IDS.beritTreatment]);
  });

  it('GET /api/getCases tells how far each draft got: the first step whose rules do not pass, as the flow resumes', async () => {
    const id = await create(ola);
    const reached = async () =>
      (await json<CaseListItem[]>(await t.request('GET', '/api/getCases?status=draft', { cookie: ola }))).find((c) => c.incidentId === id)?.reachedStep;
    expect(await reached()).toBe('rolle');
    const f = SUBMIT_FORM;
    const steps = [
      [{ reportedByType: f.reportedByType, whoIsReportingTheDamage: f.whoIsReportingTheDamage }, 'lokasjon'],
      [
        { addressSearch: f.addressSearch, addresseId: f.addresseId, buildingAddress: f.buildingAddress, buildingZip: f.buildingZip, buildingCity: f.buildingCity },
        'forsikring',
      ],
      [{ insuranceAgent: f.insuranceAgent, insuranceTypePrivate: f.insuranceTypePrivate }, 'skade'],
      [{ damageDate: f.damageDate, damageType: f.damageType }, 'informasjon'],
    ] as const;
    for (const [answers, next] of steps) {
      expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: answers })).status).toBe(200);
      expect(await reached()).toBe(next);
    }
    // Ja to attachments with none stored: informasjon is not complete; one stored file completes it.
    await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { dmgAddAttachment: 'Ja', descriptionOfDamage: 'Veggdyr.' } });
    expect(await reached()).toBe('informasjon');
    const upload = await t.request('POST', '/api/uploadAttachment', {
      cookie: ola,
      json: { filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG), caseId: id },
    });
    expect(upload.status).toBe(201);
    // kontakt takes its phone and e-mail from Ola's profile until he changes them: complete already.
    expect(await reached()).toBe('oppsummering');
    // Submitted cases have no reachedStep.
    const active = await json<CaseListItem[]>(await t.request('GET', '/api/getCases?status=active', { cookie: kari }));
    expect(active.every((c) => !('reachedStep' in c))).toBe(true);
  });

  it('PATCH /api/updateCaseDraft merges the changed fields and keeps the rest', async () => {
    const id = await create(ola);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${id}`, {
      cookie: ola,
      json: { whoIsReportingTheDamage: 872600001, policyHolderFullName: 'Kari Nordmann', insuranceTypePrivate: [859830000, 859830001] },
    });
    expect(res.status).toBe(200);
    await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate: '2025-09-01', otherDamageType: null } });
    const c = await getCase(ola, id);
    expect(c).toMatchObject({
      whoIsReportingTheDamage: 872600001,
      policyHolderFullName: 'Kari Nordmann',
      insuranceTypePrivate: [859830000, 859830001],
      damageDate: '2025-09-01',
      otherDamageType: null,
      countryCode: '+47',
    });
  });

  it.each(['attachments', 'incidentId', 'submittedOnWeb', 'createdOn'])('refuses the read-only key %s in a draft patch (strict body, 400)', async (key) => {
    const id = await create(ola);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { email: 'x@example.no', [key]: true } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    const c = await getCase(ola, id);
    expect(c.submittedOnWeb).toBe(false);
    expect(c.email).toBeUndefined();
  });

  it.each([
    ['malformed JSON', { body: '{"email":' }],
    ['a JSON array', { json: [1, 2] }],
    ['an unknown key', { json: { email: 'a@b.no', isAdmin: true } }],
    ['a string where a code is expected', { json: { reportedByType: '872600000' } }],
    ['a non-list insurance type', { json: { insuranceTypePrivate: 859830000 } }],
    ['a number where text is expected', { json: { buildingAddress: 12 } }],
    ['an invalid attachment choice', { json: { dmgAddAttachment: 'Kanskje' } }],
    ['a too long description', { json: { descriptionOfDamage: 'x'.repeat(4001) } }],
  ])('answers 400 {message} for %s and leaves the draft unchanged', async (_label, opts) => {
    const id = await create(ola);
    const before = await getCase(ola, id);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, headers: { 'Content-Type': 'application/json' }, ...opts });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: expect.any(String) });
    expect(await getCase(ola, id)).toEqual(before);
  });

  it('PATCH /api/case/{id}/submit stores the full form, marks it submitted and active; a second submit answers alike and changes nothing', async () => {
    const id = await create(ola);
    const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM });
    expect(res.status).toBe(200);
    const c = await getCase(ola, id);
    expect(c).toMatchObject({ ...SUBMIT_FORM, submittedOnWeb: true });
    const list = await json<CaseListItem[]>(await t.request('GET', '/api/getCases?status=active', { cookie: ola }));
    expect(list.find((x) => x.incidentId === id)).toMatchObject({ status: 'active', damageType: SUBMIT_FORM.damageType });

    // Sent again (the first answer was lost; SEND INN pressed again): the same answer, the case sent once.
    const first = await getCase(ola, id);
    const again = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(first);
    expect(await getCase(ola, id)).toEqual(first);
    const [history] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM case_status_history WHERE case_id = $1', [id]);
    expect(history?.n).toBe(1);
    const patch = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { email: 'late@example.no' } });
    expect(patch.status).toBe(409);
    expect((await getCase(ola, id)).email).toBe(SUBMIT_FORM.email);
    const del = await t.request('DELETE', `/api/deleteCaseDraft/${id}`, { cookie: ola });
    expect(del.status).toBe(409);
    expect((await t.request('GET', `/api/getCase/${id}`, { cookie: ola })).status).toBe(200);
  });

  describe('a submit of a case already sent in', () => {
    /** A case of Ola's sent in with SUBMIT_FORM, and the state of all his rows then. */
    async function submitted() {
      const id = await create(ola);
      expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM })).status).toBe(200);
      return { id, answer: await getCase(ola, id), rows: await customerRows(t.db, OLA.id) };
    }
    const submit = (id: string, body: unknown) => t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: body });

    it('the same content again (the lost answer): 200 with the case as it is, nothing changed', async () => {
      const { id, answer, rows } = await submitted();
      // The same answers in another key order, and a field left out sent as null: the same submit.
      const reordered = Object.fromEntries(Object.entries({ ...SUBMIT_FORM, organizationName: null }).reverse());
      for (const body of [SUBMIT_FORM, reordered]) {
        const res = await submit(id, body);
        expect(res.status).toBe(200);
        expect(await json(res)).toEqual(answer);
      }
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
    });

    it.each<[string, Record<string, unknown>]>([
      ['another description', { descriptionOfDamage: 'Maur i kjelleren.' }],
      ['another damage date', { damageDate: '2025-09-30' }],
      ['another attachment choice', { dmgAddAttachment: 'Ja' }],
      ['another e-mail', { email: 'again@example.no' }],
      ['a field the first did not fill', { organizationName: 'Borettslaget' }],
      ['trailing space the schema keeps', { descriptionOfDamage: `${SUBMIT_FORM.descriptionOfDamage} ` }],
      ['answers the rules refuse', { informationConfirmed: false }],
    ])('%s: 409 «Skadesaken er allerede sendt inn.», nothing changed', async (_label, change) => {
      const { id, answer, rows } = await submitted();
      const res = await submit(id, { ...SUBMIT_FORM, ...change });
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ message: CONFLICT_MESSAGES.caseAlreadySubmitted });
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
      expect(await getCase(ola, id)).toEqual(answer);
    });

    it('a body that is no form is still 400 (refused before the case is read)', async () => {
      const { id, rows } = await submitted();
      expect((await submit(id, { ...SUBMIT_FORM, hacker: 1 })).status).toBe(400);
      expect(await customerRows(t.db, OLA.id)).toBe(rows);
    });
  });

  it('answers 400 for a submit body with wrong types or unknown keys', async () => {
    const id = await create(ola);
    for (const body of [{ ...SUBMIT_FORM, informationConfirmed: 'true' }, { ...SUBMIT_FORM, hacker: 1 }]) {
      const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: body });
      expect(res.status).toBe(400);
    }
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, body: 'nope', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await getCase(ola, id)).submittedOnWeb).toBe(false);
  });

  it('validates the submitted form with the damage report rules (400 with the Norwegian message)', async () => {
    const id = await create(ola);
    const { damageType: _omit, ...withoutType } = SUBMIT_FORM;
    const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: withoutType });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toContain('Velg type skade fra listen før du går videre.');
    const unconfirmed = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, informationConfirmed: false } });
    expect(unconfirmed.status).toBe(400);
    expect((await getCase(ola, id)).submittedOnWeb).toBe(false);
  });

  it("refuses a submit with attachment choice 'Ja' and no attachments, accepts it once one is uploaded", async () => {
    const id = await create(ola);
    const form = { ...SUBMIT_FORM, dmgAddAttachment: 'Ja' };
    const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: form });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: 'Last opp minst ett vedlegg' });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const up = await t.request('POST', '/api/uploadAttachment', { cookie: ola, json: { filename: 'a.pdf', mimeType: 'application/pdf', fileData: pdf, caseId: id } });
    expect(up.status).toBe(201);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: form })).status).toBe(200);
  });

  it('DELETE /api/deleteCaseDraft deletes own drafts (204) and then answers 404', async () => {
    const id = await create(ola);
    const res = await t.request('DELETE', `/api/deleteCaseDraft/${id}`, { cookie: ola });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await t.request('GET', `/api/getCase/${id}`, { cookie: ola })).status).toBe(404);
    expect((await t.request('DELETE', `/api/deleteCaseDraft/${id}`, { cookie: ola })).status).toBe(404);
  });

  it("never returns, changes, submits or deletes another customer's case (404)", async () => {
    const id = CASE_IDS.kariDraft;
    const before = await getCase(kari, id);
    const get = await t.request('GET', `/api/getCase/${id}`, { cookie: ola });
    expect(get.status).toBe(404);
    expect(await json(get)).toEqual({ message: expect.any(String) });
    expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { email: 'x@example.no' } })).status).toBe(404);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM })).status).toBe(404);
    expect((await t.request('DELETE', `/api/deleteCaseDraft/${id}`, { cookie: ola })).status).toBe(404);
    expect(await getCase(kari, id)).toEqual(before);
  });

  it('answers 404 for ids that are not UUIDs', async () => {
    expect((await t.request('GET', '/api/getCase/not-a-uuid', { cookie: kari })).status).toBe(404);
    expect((await t.request('GET', "/api/getCase/1' OR '1'='1", { cookie: kari })).status).toBe(404);
  });
});
