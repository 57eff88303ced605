/**
 * Issue 38: GET /api/getCases reads one table, its read model kept by triggers (server/lib/caseList.ts, migration
 * 008). Its answer is the one the three queries gave (the cases, their status histories, the drafts' attachments),
 * byte for byte, for every shape of case; and the copies follow every write to the tables they copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStatusName, type CaseStatusCode } from '../../domain/caseStatus';
import { caseToForm, resumeStep, withDraftDefaults } from '../../domain/damageReportDraft';
import type { Attachment, Case, CaseForm, CaseListItem, CaseStatusEntry } from '../../domain/types';
import type { Queryable } from '../../server/db/db';
import { CASE_IDS } from '../../server/db/demo';
import { formatOslo } from '../../server/lib/osloTime';
import { b64, JPEG, SUBMIT_FORM } from './support/bodies';
import { BERIT, caseIdFrom, createTestApp, json, KARI, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

/** What the three-query build (fd82aab) answered for the demo customers: Kari's and Berit's lists, Ola's is empty. */
const KARI_LIST = [
  {
    incidentId: CASE_IDS.kariDraft,
    createdOn: '10.11.2025 Kl. 10:12',
    damageType: null,
    status: 'draft',
    buildingAddress: 'Storgata 1',
    reachedStep: 'forsikring',
  },
  {
    incidentId: CASE_IDS.kariSubmittedWithAttachments,
    createdOn: '03.09.2025 Kl. 09:45',
    damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a10',
    status: 'active',
    buildingAddress: 'Storgata 1',
    caseStatus: { code: 'befaring_avtalt', name: 'Befaring avtalt', at: '2025-09-05T11:00:00.000Z', inspectionDate: '2025-09-16' },
    statusHistory: [
      { code: 'mottatt', name: 'Mottatt', at: '2025-09-03T07:45:00.000Z' },
      { code: 'under_vurdering', name: 'Under vurdering', at: '2025-09-04T08:30:00.000Z' },
      { code: 'befaring_avtalt', name: 'Befaring avtalt', at: '2025-09-05T11:00:00.000Z', inspectionDate: '2025-09-16' },
    ],
  },
  {
    incidentId: CASE_IDS.kariSubmitted,
    createdOn: '18.06.2025 Kl. 14:30',
    damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a07',
    status: 'active',
    buildingAddress: 'Storgata 1',
    caseStatus: { code: 'avsluttet', name: 'Avsluttet', at: '2025-08-12T13:00:00.000Z' },
    statusHistory: [
      { code: 'mottatt', name: 'Mottatt', at: '2025-06-18T12:30:00.000Z' },
      { code: 'under_vurdering', name: 'Under vurdering', at: '2025-06-19T07:15:00.000Z' },
      { code: 'tiltak_pagar', name: 'Tiltak pågår', at: '2025-06-24T09:00:00.000Z' },
      { code: 'avsluttet', name: 'Avsluttet', at: '2025-08-12T13:00:00.000Z' },
    ],
  },
];

const BERIT_LIST = [
  {
    incidentId: CASE_IDS.beritReceived,
    createdOn: '24.11.2025 Kl. 19:20',
    damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a04',
    status: 'active',
    buildingAddress: 'Fantoftvegen 14',
    caseStatus: { code: 'mottatt', name: 'Mottatt', at: '2025-11-24T18:20:00.000Z' },
    statusHistory: [{ code: 'mottatt', name: 'Mottatt', at: '2025-11-24T18:20:00.000Z' }],
  },
  {
    incidentId: CASE_IDS.beritDraft,
    createdOn: '22.10.2025 Kl. 12:05',
    damageType: null,
    status: 'draft',
    buildingAddress: null,
    reachedStep: 'lokasjon',
  },
  {
    incidentId: CASE_IDS.beritAssessing,
    createdOn: '06.10.2025 Kl. 11:10',
    damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a11',
    status: 'active',
    buildingAddress: 'Fantoftvegen 14',
    caseStatus: { code: 'under_vurdering', name: 'Under vurdering', at: '2025-10-08T10:40:00.000Z' },
    statusHistory: [
      { code: 'mottatt', name: 'Mottatt', at: '2025-10-06T09:10:00.000Z' },
      { code: 'under_vurdering', name: 'Under vurdering', at: '2025-10-08T10:40:00.000Z' },
    ],
  },
  {
    incidentId: CASE_IDS.beritTreatment,
    createdOn: '11.08.2025 Kl. 08:50',
    damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a01',
    status: 'active',
    buildingAddress: 'Fantoftvegen 14',
    caseStatus: { code: 'tiltak_pagar', name: 'Tiltak pågår', at: '2025-08-21T14:00:00.000Z' },
    statusHistory: [
      { code: 'mottatt', name: 'Mottatt', at: '2025-08-11T06:50:00.000Z' },
      { code: 'under_vurdering', name: 'Under vurdering', at: '2025-08-12T08:05:00.000Z' },
      { code: 'befaring_avtalt', name: 'Befaring avtalt', at: '2025-08-13T12:20:00.000Z', inspectionDate: '2025-08-20' },
      { code: 'tiltak_pagar', name: 'Tiltak pågår', at: '2025-08-21T14:00:00.000Z' },
    ],
  },
];

const FILTERS = ['', '?status=draft', '?status=active'] as const;
const byFilter = (list: { status: string }[], filter: (typeof FILTERS)[number]) => (filter ? list.filter((c) => `?status=${c.status}` === filter) : list);

/**
 * The list as the build before the read model made it, in three queries (server/routes/cases.ts, statusHistories
 * and reachedSteps at fd82aab), kept here as the reference.
 */
async function threeQueries(db: Queryable, userId: string, filter: (typeof FILTERS)[number]): Promise<CaseListItem[]> {
  const status = filter.replace('?status=', '');
  const rows = await db.query<{ id: string; form: CaseForm; submitted_on_web: boolean; status: 'draft' | 'active'; created_on: Date }>(
    `SELECT id, form, submitted_on_web, status, created_on FROM cases WHERE user_id = $1${status ? ' AND status = $2' : ''}
     ORDER BY created_on DESC, id`,
    status ? [userId, status] : [userId],
  );
  const historyRows = await db.query<{ case_id: string; code: CaseStatusCode; set_at: Date; inspection_date: string | null }>(
    `SELECT case_id, code, set_at, to_char(inspection_date, 'YYYY-MM-DD') AS inspection_date FROM case_status_history
     WHERE case_id = ANY($1::uuid[]) ORDER BY case_id, set_at, id`,
    [rows.filter((row) => row.submitted_on_web).map((row) => row.id)],
  );
  const histories = new Map<string, CaseStatusEntry[]>();
  for (const row of historyRows) {
    const entry: CaseStatusEntry = {
      code: row.code,
      name: caseStatusName(row.code),
      at: new Date(row.set_at).toISOString(),
      ...(row.inspection_date ? { inspectionDate: row.inspection_date } : {}),
    };
    histories.set(row.case_id, [...(histories.get(row.case_id) ?? []), entry]);
  }
  const drafts = rows.filter((row) => !row.submitted_on_web);
  const counts = await db.query<{ case_id: string; n: number }>(
    'SELECT case_id, count(*)::int AS n FROM attachments WHERE case_id = ANY($1::uuid[]) GROUP BY case_id',
    [drafts.map((d) => d.id)],
  );
  const [user] = await db.query<{ mobilePhone: string | null; email: string | null }>('SELECT mobile_phone AS "mobilePhone", email FROM users WHERE id = $1', [userId]);
  const reached = new Map(
    drafts.map((d) => {
      const n = counts.find((c) => c.case_id === d.id)?.n ?? 0;
      const attachments = Array.from({ length: n }, () => ({ status: 'finished' as const }));
      return [d.id, resumeStep(null, withDraftDefaults(caseToForm(d.form), user!), { attachments })];
    }),
  );
  return rows.map((row) => {
    const history = histories.get(row.id);
    return {
      incidentId: row.id,
      createdOn: formatOslo(new Date(row.created_on)),
      damageType: row.form.damageType ?? null,
      status: row.status,
      buildingAddress: row.form.buildingAddress ?? null,
      ...(history?.length ? { caseStatus: history[history.length - 1]!, statusHistory: history } : {}),
      ...(reached.has(row.id) ? { reachedStep: reached.get(row.id) } : {}),
    };
  });
}

describe.each(testDatabases())('the case list from its read model ($name)', (kind) => {
  let t: TestApp;
  let kari: string;
  let ola: string;
  let berit: string;
  let fresh: string;
  let freshId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [kari, ola, berit, fresh] = await Promise.all([t.login(KARI.ssn), t.login(OLA.ssn), t.login(BERIT.ssn), t.login('01019912345')]);
    freshId = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE ssn = '01019912345'"))[0]!.id;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const list = async (cookie: string, filter: (typeof FILTERS)[number] = '') => {
    const res = await t.request('GET', `/api/getCases${filter}`, { cookie });
    expect(res.status).toBe(200);
    return res.text();
  };
  const newDraft = async (cookie: string) =>
    caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }))).incidentUri);
  const patch = async (cookie: string, id: string, answers: Partial<CaseForm>) =>
    expect((await t.request('PATCH', `/api/updateCaseDraft/${id}`, { cookie, json: answers })).status).toBe(200);
  const upload = async (cookie: string, caseId: string) => {
    const res = await t.request('POST', '/api/uploadAttachment', { cookie, json: { filename: 'a.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG), caseId } });
    expect(res.status).toBe(201);
    return json<Attachment>(res);
  };
  const submitted = async (cookie: string) => {
    const id = await newDraft(cookie);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie, json: SUBMIT_FORM })).status).toBe(200);
    return id;
  };
  const addStatus = (caseId: string, code: CaseStatusCode, at: string, inspectionDate: string | null = null) =>
    t.db.query('INSERT INTO case_status_history (case_id, code, set_at, inspection_date) VALUES ($1, $2, $3, $4)', [caseId, code, at, inspectionDate]);
  const customers = () => [
    { cookie: kari, id: KARI.id },
    { cookie: ola, id: OLA.id },
    { cookie: berit, id: BERIT.id },
    { cookie: fresh, id: freshId },
  ];
  /** Every customer's list, each filter, against the three queries. */
  const expectAsThreeQueries = async () => {
    for (const { cookie, id } of customers()) {
      for (const filter of FILTERS) expect(await list(cookie, filter), `${id}${filter}`).toBe(JSON.stringify(await threeQueries(t.db, id, filter)));
    }
  };
  /** Cases whose copies differ from the tables they copy. */
  const stale = () =>
    t.db.query(
      `SELECT id FROM cases c WHERE status_history IS DISTINCT FROM case_status_history_json(id)
         OR attachment_count <> (SELECT count(*) FROM attachments a WHERE a.case_id = c.id)`,
    );

  it('answers the demo customers as the three-query build did, byte for byte', async () => {
    for (const filter of FILTERS) {
      expect(await list(kari, filter)).toBe(JSON.stringify(byFilter(KARI_LIST, filter)));
      expect(await list(berit, filter)).toBe(JSON.stringify(byFilter(BERIT_LIST, filter)));
      expect(await list(ola, filter)).toBe('[]');
    }
    await expectAsThreeQueries();
    expect(await stale()).toEqual([]);
  });

  it('answers every shape of case as the three queries did: drafts at each step, submitted cases in each status', async () => {
    // Drafts: one at each step, of a customer with a phone and e-mail in the profile (Ola) and of one without.
    for (const cookie of [ola, fresh]) {
      await newDraft(cookie);
      const f = SUBMIT_FORM;
      const answers: Partial<CaseForm>[] = [
        { reportedByType: f.reportedByType, whoIsReportingTheDamage: f.whoIsReportingTheDamage },
        { addressSearch: f.addressSearch, addresseId: f.addresseId, buildingAddress: f.buildingAddress, buildingZip: f.buildingZip, buildingCity: f.buildingCity },
        { insuranceAgent: f.insuranceAgent, insuranceTypePrivate: f.insuranceTypePrivate },
        { damageDate: f.damageDate, damageType: f.damageType },
        { dmgAddAttachment: 'Ja', descriptionOfDamage: 'Veggdyr.' },
      ];
      for (let step = 1; step <= answers.length; step++) {
        const id = await newDraft(cookie);
        for (const a of answers.slice(0, step)) await patch(cookie, id, a);
      }
      // Attachments chosen: one stored completes informasjon; one stored and deleted again does not.
      const withFile = await newDraft(cookie);
      for (const a of answers) await patch(cookie, withFile, a);
      await upload(cookie, withFile);
      const fileGone = await newDraft(cookie);
      for (const a of answers) await patch(cookie, fileGone, a);
      const gone = await upload(cookie, fileGone);
      expect((await t.request('DELETE', '/api/deleteAttachment', { cookie, json: { attachmentId: gone.attachmentId, relationshipId: gone.relationshipId } })).status).toBe(204);
      // A draft whose address was typed, not chosen: no building address from a list, damageType cleared to null.
      const typed = await newDraft(cookie);
      await patch(cookie, typed, { buildingAddress: 'Skrevet selv 3', damageType: null } as Partial<CaseForm>);
    }

    // Submitted: each status, a new inspection date, a reopened case, two statuses in the same instant (ordered
    // by id), one recorded out of order (ordered by time), and times to the microsecond (the list says the
    // millisecond, cut as JavaScript's Date cuts it).
    const received = await submitted(fresh);
    const every = await submitted(fresh);
    await addStatus(every, 'under_vurdering', '2030-01-05T08:00:00Z');
    await addStatus(every, 'befaring_avtalt', '2030-01-06T08:00:00Z', '2030-01-20');
    await addStatus(every, 'befaring_avtalt', '2030-01-07T08:00:00Z', '2030-01-27');
    await addStatus(every, 'tiltak_pagar', '2030-01-28T08:00:00Z');
    await addStatus(every, 'avsluttet', '2030-02-10T08:00:00Z');
    const reopened = await submitted(fresh);
    await addStatus(reopened, 'avsluttet', '2030-01-05T08:00:00Z');
    await addStatus(reopened, 'under_vurdering', '2030-01-09T08:00:00Z');
    const sameInstant = await submitted(fresh);
    await addStatus(sameInstant, 'under_vurdering', '2030-01-05T08:00:00Z');
    await addStatus(sameInstant, 'tiltak_pagar', '2030-01-05T08:00:00Z');
    const outOfOrder = await submitted(fresh);
    await addStatus(outOfOrder, 'tiltak_pagar', '2030-01-09T08:00:00Z');
    await addStatus(outOfOrder, 'under_vurdering', '2030-01-05T08:00:00Z');
    const micro = await submitted(fresh);
    await addStatus(micro, 'under_vurdering', '2030-01-05T08:00:00.570999Z');
    await addStatus(micro, 'befaring_avtalt', '2030-01-05T08:00:00.999999Z', '2030-01-06');
    await addStatus(micro, 'tiltak_pagar', '2030-01-05T08:00:01.000001Z');
    await addStatus(micro, 'avsluttet', '2030-01-05T23:30:00.0005+01:00');

    await expectAsThreeQueries();
    expect(await stale()).toEqual([]);

    const all = JSON.parse(await list(fresh)) as CaseListItem[];
    expect(new Set(all.filter((c) => c.reachedStep).map((c) => c.reachedStep))).toEqual(
      new Set(['rolle', 'lokasjon', 'forsikring', 'skade', 'informasjon', 'kontakt']),
    );
    expect(new Set((JSON.parse(await list(ola)) as CaseListItem[]).map((c) => c.reachedStep))).toContain('oppsummering');
    expect(all.find((c) => c.incidentId === micro)?.statusHistory?.map((s) => s.at)).toEqual([
      expect.any(String),
      '2030-01-05T08:00:00.570Z',
      '2030-01-05T08:00:00.999Z',
      '2030-01-05T08:00:01.000Z',
      '2030-01-05T22:30:00.000Z',
    ]);
    expect(all.find((c) => c.incidentId === sameInstant)?.caseStatus?.code).toBe('tiltak_pagar');
    expect(all.find((c) => c.incidentId === outOfOrder)?.caseStatus?.code).toBe('tiltak_pagar');
    expect(all.find((c) => c.incidentId === received)?.statusHistory).toHaveLength(1);
    // The case page reads the history table itself; the list says the same of every case.
    for (const item of all.filter((c) => c.statusHistory)) {
      const c = await json<Case>(await t.request('GET', `/api/getCase/${item.incidentId}`, { cookie: fresh }));
      expect(item.statusHistory, item.incidentId).toEqual(c.statusHistory);
      expect(item.caseStatus, item.incidentId).toEqual(c.caseStatus);
    }
  });

  // On PostgreSQL two writers can be at once (PGlite runs one transaction at a time, so the test exists only there,
  // rather than being skipped). Neither takes the case's row first, as every route does: the trigger does, so the
  // later one counts the earlier one's row.
  if (kind.name === 'postgres') it('keeps its copies when two writers add to one case at once', async () => {
    const add = (tx: Queryable, code: CaseStatusCode, at: string) =>
      tx.query('INSERT INTO case_status_history (case_id, code, set_at) VALUES ($1, $2, $3)', [CASE_IDS.beritAssessing, code, at]);
    let inserted!: () => void;
    let release!: () => void;
    const firstIn = new Promise<void>((resolve) => (inserted = resolve));
    const hold = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await add(tx, 'tiltak_pagar', '2030-04-01T08:00:00Z');
      inserted();
      await hold;
    });
    await firstIn;
    const second = t.db.transaction(async (tx) => add(tx, 'avsluttet', '2030-04-02T08:00:00Z'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect(await stale()).toEqual([]);
    const item = (JSON.parse(await list(berit)) as CaseListItem[]).find((c) => c.incidentId === CASE_IDS.beritAssessing);
    expect(item?.statusHistory?.map((s) => s.code)).toEqual(['mottatt', 'under_vurdering', 'tiltak_pagar', 'avsluttet']);
  });

  it('keeps its copies through every write to the tables it copies, cascades included', async () => {
    // An attachment added after submission counts (the list does not show it), a draft deleted with its files.
    expect((await t.request('POST', `/api/addCaseAttachment/${CASE_IDS.beritTreatment}`, { cookie: berit, json: { filename: 'b.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG) } })).status).toBe(201);
    const draft = await newDraft(fresh);
    await upload(fresh, draft);
    await upload(fresh, draft);
    expect(await stale()).toEqual([]);
    expect((await t.request('DELETE', `/api/deleteCaseDraft/${draft}`, { cookie: fresh })).status).toBe(204);
    expect(await stale()).toEqual([]);

    // Writes no route makes today: a history row moved in time, moved to another case, deleted; a file moved.
    const [a, b] = [await submitted(fresh), await submitted(fresh)];
    await addStatus(a, 'under_vurdering', '2030-03-01T08:00:00Z');
    await t.db.query("UPDATE case_status_history SET set_at = '2020-01-01T00:00:00Z' WHERE case_id = $1 AND code = 'under_vurdering'", [a]);
    expect(await stale()).toEqual([]);
    await t.db.query("UPDATE case_status_history SET case_id = $2 WHERE case_id = $1 AND code = 'under_vurdering'", [a, b]);
    expect(await stale()).toEqual([]);
    await t.db.query('DELETE FROM case_status_history WHERE case_id = $1', [a]);
    expect(await stale()).toEqual([]);
    const file = await upload(fresh, await newDraft(fresh));
    await t.db.query('UPDATE attachments SET case_id = (SELECT id FROM cases WHERE user_id = $2 AND NOT submitted_on_web LIMIT 1) WHERE id = $1', [file.attachmentId, freshId]);
    expect(await stale()).toEqual([]);
    await expectAsThreeQueries();

    // A customer deleted with every case, history and file.
    await t.db.query('DELETE FROM users WHERE id = $1', [freshId]);
    expect(await stale()).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM cases WHERE user_id = $1', [freshId])).toEqual([]);
  });
});

describe('formatOslo, with which the list says when each case was created', () => {
  const parts = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byParts = (d: Date) => {
    const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
    return `${p.day}.${p.month}.${p.year} Kl. ${p.hour}:${p.minute}`;
  };

  it('reads the same as the parts of the date, every 7 minutes over two years, summer time changes included', () => {
    const differ: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 60_000 + 1) {
      const d = new Date(t);
      if (formatOslo(d) !== byParts(d)) differ.push(d.toISOString());
    }
    expect(differ).toEqual([]);
    expect(formatOslo(new Date('2025-03-30T00:59:00Z'))).toBe('30.03.2025 Kl. 01:59');
    expect(formatOslo(new Date('2025-03-30T01:00:00Z'))).toBe('30.03.2025 Kl. 03:00');
    expect(formatOslo(new Date('2025-10-26T00:30:00Z'))).toBe('26.10.2025 Kl. 02:30');
    expect(formatOslo(new Date('2025-10-26T01:30:00Z'))).toBe('26.10.2025 Kl. 02:30');
  });
});
