/** Issue 10, hole 5: the server accepts only a real calendar date, not after today in Europe/Oslo. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGE_REPORT_MESSAGES as M, validateStep } from '../../domain/schemas/damageReport';
import { osloToday } from '../../domain/schemas/dates';
import type { Case } from '../../domain/types';
import { CASE_IDS } from '../../server/db/demo';
import { SUBMIT_FORM } from './support/bodies';
import { BERIT, caseIdFrom, createTestApp, json, KARI, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) - 24 * 3600 * 1000).toISOString().slice(0, 10);

describe.each(testDatabases())('damage date on the server ($name)', (kind) => {
  let t: TestApp;
  let ola: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ola = await t.login(OLA.ssn);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const newDraft = async () => caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie: ola }))).incidentUri);
  const getCase = async (id: string) => json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie: ola }));

  it.each([
    ['2024-02-30', M.damageDateInvalid],
    ['2024-13-45', M.damageDateInvalid],
    ['0000-00-00', M.damageDateInvalid],
    ['2023-02-29', M.damageDateInvalid],
    ['2024-04-31', M.damageDateInvalid],
    ['2024-06-01T24:30:00Z', M.damageDateInvalid],
    ['30.02.2024', M.damageDateInvalid],
    ['', M.damageDateRequired],
    ['2999-01-01', M.damageDateInFuture],
  ])('submit refuses damageDate %s (400 with the message), the case stays a draft', async (damageDate, message) => {
    const id = await newDraft();
    const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, damageDate } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: `damageDate: ${message}` });
    const c = await getCase(id);
    expect(c.submittedOnWeb).toBe(false);
    expect(c.damageDate).toBeUndefined();
  });

  it("refuses tomorrow in Oslo and accepts today in Oslo and a leap day", async () => {
    const today = osloToday();
    const tomorrow = await t.request('PATCH', `/api/case/${await newDraft()}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, damageDate: dayAfter(today) } });
    expect(tomorrow.status).toBe(400);
    expect(await json(tomorrow)).toEqual({ message: `damageDate: ${M.damageDateInFuture}` });
    for (const damageDate of [today, '2024-02-29']) {
      const id = await newDraft();
      const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, damageDate } });
      expect(res.status).toBe(200);
      expect((await getCase(id)).damageDate).toBe(damageDate);
    }
  });

  it('judges a date-time by its day in Oslo: later than today there → 400, nothing stored', async () => {
    const today = osloToday();
    for (const [damageDate, message] of [
      [`${today}T23:30:00Z`, M.damageDateInFuture], // 00:30 or 01:30 tomorrow in Oslo
      [`${today}T23:59:59-12:00`, M.damageDateInFuture],
      ['2024-01-01T00:00:00.000+25:00', M.damageDateInvalid],
    ] as const) {
      const id = await newDraft();
      const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, damageDate } });
      expect(res.status, damageDate).toBe(400);
      expect(await json(res)).toEqual({ message: `damageDate: ${message}` });
      const c = await getCase(id);
      expect(c.submittedOnWeb).toBe(false);
      expect(c.damageDate).toBeUndefined();
      expect(c.descriptionOfDamage).toBeUndefined();
    }
  });

  it('accepts today and yesterday in Oslo, as a date or as a date-time whose Oslo day they are', async () => {
    const today = osloToday();
    const yesterday = dayBefore(today);
    for (const damageDate of [today, yesterday, `${yesterday}T23:30:00Z`, `${yesterday}T10:00:00+02:00`, `${today}T00:00:00.000Z`]) {
      const id = await newDraft();
      const res = await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, damageDate } });
      expect(res.status, damageDate).toBe(200);
      const c = await getCase(id);
      expect(c.submittedOnWeb).toBe(true);
      expect(c.damageDate).toBe(damageDate);
    }
  });

  it('a draft keeps a date-time as sent, but not one with an offset no zone has', async () => {
    const id = await newDraft();
    const tomorrowInOslo = `${osloToday()}T23:30:00Z`;
    expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate: tomorrowInOslo } })).status).toBe(200);
    expect((await getCase(id)).damageDate).toBe(tomorrowInOslo);
    const res = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate: '2024-01-01T00:00:00.000+25:00' } });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: `damageDate: ${M.damageDateInvalid}` });
    expect((await getCase(id)).damageDate).toBe(tomorrowInOslo);
  });

  it("the demo cases still load, their dates pass the rule, and the demo drafts still save", async () => {
    const kari = await t.login(KARI.ssn);
    const berit = await t.login(BERIT.ssn);
    const demo = [
      [kari, CASE_IDS.kariSubmittedWithAttachments],
      [kari, CASE_IDS.kariSubmitted],
      [kari, CASE_IDS.kariDraft],
      [berit, CASE_IDS.beritDraft],
    ] as const;
    for (const [cookie, id] of demo) {
      const res = await t.request('GET', `/api/getCase/${id}`, { cookie });
      expect(res.status).toBe(200);
      const c = await json<Case>(res);
      if (c.submittedOnWeb) expect(validateStep('skade', c).damageDate, id).toBeUndefined();
      else {
        const saved = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie, json: { damageDate: osloToday() } });
        expect(saved.status, id).toBe(200);
        expect((await json<Case>(saved)).damageDate).toBe(osloToday());
      }
    }
  });

  it('a draft may have no date yet, but never one that does not exist', async () => {
    const id = await newDraft();
    for (const damageDate of ['2024-02-30', '2024-13-45', '0000-00-00']) {
      const res = await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate } });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: `damageDate: ${M.damageDateInvalid}` });
    }
    expect((await getCase(id)).damageDate).toBeUndefined();
    expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate: null } })).status).toBe(200);
    expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie: ola, json: { damageDate: '2025-06-30' } })).status).toBe(200);
    expect((await getCase(id)).damageDate).toBe('2025-06-30');
  });
});
