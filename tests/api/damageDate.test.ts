/** Issue 10, hole 5: the server accepts only a real calendar date, not after today in Europe/Oslo. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGE_REPORT_MESSAGES as M } from '../../domain/schemas/damageReport';
import { osloToday } from '../../domain/schemas/dates';
import type { Case } from '../../domain/types';
import { SUBMIT_FORM } from './support/bodies';
import { caseIdFrom, createTestApp, json, OLA, testDatabases, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);

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
