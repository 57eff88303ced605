/**
 * Issue 24 on the server: a submitted case's status history (set «Mottatt» on submit, moved by `npm run case:status`)
 * in getCase and getCases, and more attachments on a submitted case (POST /api/addCaseAttachment/{caseId}).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STATUS_CODES, CASE_STATUSES } from '../../domain/caseStatus';
import { addDays, addYears } from '../../domain/purchaseDates';
import { osloToday } from '../../domain/schemas/dates';
import { DEFAULT_LIMITS } from '../../server/config';
import type { Attachment, Case, CaseListItem } from '../../domain/types';
import { createPgliteDb } from '../../server/db/db';
import { ATTACHMENT_IDS, CASE_IDS } from '../../server/db/demo';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { demoDamagePhoto } from '../../server/lib/png';
import { TOO_MANY_MESSAGE } from '../../server/limits';
import { CROSS_SITE_MESSAGE } from '../../server/security/sameOrigin';
import { CommandError, parseStatusArgs, setCaseStatus, USAGE } from '../../scripts/lib/caseStatusCommand';
import { b64, JPEG, SUBMIT_FORM } from './support/bodies';
import { customerState } from './support/snapshot';
import { runTsx } from './support/spawnTsx';
import { BERIT, caseIdFrom, createTestApp, json, KARI, OLA, testBackends, type TestApp, SETUP_TIMEOUT } from './support/testApp';

const PNG = demoDamagePhoto();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PHOTO = { filename: 'dagen-etter.png', mimeType: 'image/png', fileData: b64(PNG) };
/** Inspection days of a case submitted today: they must lie from its submission day to one year ahead. */
const SOON = addDays(osloToday(), 3);
const LATER = addDays(osloToday(), 6);

describe.each(testBackends())('case status and attachments after submission ($label)', (kind) => {
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

  const getCase = async (cookie: string, id: string) => json<Case>(await t.request('GET', `/api/getCase/${id}`, { cookie }));
  const getCases = async (cookie: string) => json<CaseListItem[]>(await t.request('GET', '/api/getCases', { cookie }));
  const newDraft = async (cookie: string) =>
    caseIdFrom((await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }))).incidentUri);
  const submitted = async (cookie: string) => {
    const id = await newDraft(cookie);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie, json: SUBMIT_FORM })).status).toBe(200);
    return id;
  };
  const add = (cookie: string, caseId: string, body: Record<string, unknown> = PHOTO) =>
    t.request('POST', `/api/addCaseAttachment/${caseId}`, { cookie, json: body });
  const setStatus = (...args: string[]) => setCaseStatus(t.db, parseStatusArgs(args));

  describe('status history', () => {
    it('submit records «Mottatt» at the submit time; getCase and getCases give it as the status and the history', async () => {
      const draft = await newDraft(ola);
      const before = Date.now() - 1000;
      const res = await t.request('PATCH', `/api/case/${draft}/submit`, { cookie: ola, json: SUBMIT_FORM });
      expect(res.status).toBe(200);
      const mottatt = { code: 'mottatt', name: 'Mottatt', at: expect.stringMatching(ISO) };
      expect(await json<Case>(res)).toMatchObject({ caseStatus: mottatt, statusHistory: [mottatt] });
      const c = await getCase(ola, draft);
      expect(c.caseStatus).toEqual(mottatt);
      expect(c.statusHistory).toEqual([c.caseStatus]);
      expect(Date.parse(c.caseStatus!.at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(c.caseStatus!.at)).toBeLessThanOrEqual(Date.now() + 1000);
      const item = (await getCases(ola)).find((x) => x.incidentId === draft);
      expect(item).toMatchObject({ status: 'active', caseStatus: c.caseStatus, statusHistory: c.statusHistory });
    });

    it('a draft has no status: neither key, in getCase or getCases', async () => {
      const draft = await newDraft(ola);
      const c = await getCase(ola, draft);
      expect(c).not.toHaveProperty('caseStatus');
      expect(c).not.toHaveProperty('statusHistory');
      const item = (await getCases(ola)).find((x) => x.incidentId === draft)!;
      expect(Object.keys(item).sort()).toEqual(['buildingAddress', 'createdOn', 'damageType', 'incidentId', 'reachedStep', 'status']);
    });

    it('a submit refused by the rules records no status', async () => {
      const draft = await newDraft(ola);
      const res = await t.request('PATCH', `/api/case/${draft}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, informationConfirmed: false } });
      expect(res.status).toBe(400);
      const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM case_status_history WHERE case_id = $1', [draft]);
      expect(row?.n).toBe(0);
    });

    it('the demo cases have every status between them, each history oldest first from «Mottatt»', async () => {
      const cases = [...(await getCases(kari)), ...(await getCases(berit))];
      const current = Object.fromEntries(cases.map((c) => [c.incidentId, c.caseStatus?.code ?? null]));
      expect(current).toEqual({
        [CASE_IDS.kariDraft]: null,
        [CASE_IDS.kariSubmittedWithAttachments]: 'befaring_avtalt',
        [CASE_IDS.kariSubmitted]: 'avsluttet',
        [CASE_IDS.beritDraft]: null,
        [CASE_IDS.beritReceived]: 'mottatt',
        [CASE_IDS.beritAssessing]: 'under_vurdering',
        [CASE_IDS.beritTreatment]: 'tiltak_pagar',
      });
      expect(new Set(Object.values(current).filter(Boolean))).toEqual(new Set(CASE_STATUS_CODES));

      const rot = await getCase(kari, CASE_IDS.kariSubmittedWithAttachments);
      expect(rot.statusHistory).toEqual([
        { code: 'mottatt', name: 'Mottatt', at: rot.createdOn },
        { code: 'under_vurdering', name: 'Under vurdering', at: '2025-09-04T08:30:00.000Z' },
        { code: 'befaring_avtalt', name: 'Befaring avtalt', at: '2025-09-05T11:00:00.000Z', inspectionDate: '2025-09-16' },
      ]);
      expect(rot.caseStatus).toEqual(rot.statusHistory!.at(-1));
      for (const c of cases.filter((x) => x.statusHistory)) {
        const times = c.statusHistory!.map((s) => s.at);
        expect(times, c.incidentId).toEqual([...times].sort());
        expect(c.statusHistory![0]!.code, c.incidentId).toBe('mottatt');
      }
    });

    it('the database takes exactly the codes of domain/caseStatus.ts, and a date exactly with «Befaring avtalt»', async () => {
      class Rollback extends Error {}
      const accepts = async (code: string, inspectionDate: string | null) => {
        try {
          await t.db.transaction(async (tx) => {
            await tx.query('INSERT INTO case_status_history (case_id, code, inspection_date) VALUES ($1, $2, $3)', [CASE_IDS.beritReceived, code, inspectionDate]);
            throw new Rollback();
          });
        } catch (err) {
          return err instanceof Rollback;
        }
        return true;
      };
      for (const { code } of CASE_STATUSES) expect(await accepts(code, code === 'befaring_avtalt' ? '2026-01-05' : null), code).toBe(true);
      expect(await accepts('lukket', null)).toBe(false);
      expect(await accepts('befaring_avtalt', null)).toBe(false);
      expect(await accepts('under_vurdering', '2026-01-05')).toBe(false);
    });
  });

  describe('the operator command (in this process)', () => {
    it('appends statuses to a submitted case; getCase and getCases show the history oldest first', async () => {
      const id = await submitted(ola);
      expect(await setStatus(id, 'under_vurdering')).toMatch(new RegExp(`^Case ${id}: «Under vurdering» since \\S+; was «Mottatt»$`));
      expect(await setStatus(id, 'befaring_avtalt', SOON)).toContain(`«Befaring avtalt» (inspection ${SOON})`);
      // A new inspection date is a change too.
      expect(await setStatus(id, 'befaring_avtalt', LATER)).toContain(`(inspection ${LATER})`);
      const c = await getCase(ola, id);
      expect(c.statusHistory!.map((s) => [s.code, s.inspectionDate])).toEqual([
        ['mottatt', undefined],
        ['under_vurdering', undefined],
        ['befaring_avtalt', SOON],
        ['befaring_avtalt', LATER],
      ]);
      expect(c.caseStatus).toEqual({ code: 'befaring_avtalt', name: 'Befaring avtalt', at: expect.stringMatching(ISO), inspectionDate: LATER });
      expect((await getCases(ola)).find((x) => x.incidentId === id)?.caseStatus).toEqual(c.caseStatus);
    });

    it.each([
      ['no arguments', [], USAGE],
      ['a fourth argument', [CASE_IDS.beritReceived, 'befaring_avtalt', '2026-01-05', 'x'], USAGE],
      ['--reopen twice', [CASE_IDS.beritReceived, 'under_vurdering', '--reopen', '--reopen'], USAGE],
      ['an id that is no UUID', ['abc', 'avsluttet'], 'Not a case id'],
      ['an unknown status', [CASE_IDS.beritReceived, 'lukket'], 'Unknown status: lukket'],
      ['a status by its name', [CASE_IDS.beritReceived, 'Avsluttet'], 'Unknown status'],
      ['«Befaring avtalt» without a date', [CASE_IDS.beritReceived, 'befaring_avtalt'], 'needs the inspection date'],
      ['a date with another status', [CASE_IDS.beritReceived, 'tiltak_pagar', '2026-01-05'], 'Only befaring_avtalt takes a date'],
      ['a day that does not exist', [CASE_IDS.beritReceived, 'befaring_avtalt', '2026-02-30'], 'Not a date'],
      ['a date written otherwise', [CASE_IDS.beritReceived, 'befaring_avtalt', '05.01.2026'], 'Not a date'],
      ['a date-time', [CASE_IDS.beritReceived, 'befaring_avtalt', '2026-01-05T10:00'], 'Not a date'],
    ])('refuses %s before opening the database', (_label, args, message) => {
      expect(() => parseStatusArgs(args)).toThrow(CommandError);
      expect(() => parseStatusArgs(args)).toThrow(message);
    });

    it('refuses an unknown case, a draft, and the current status again; nothing is recorded', async () => {
      const draft = await newDraft(ola);
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM case_status_history'))[0]!.n;
      const before = await count();
      await expect(setStatus('c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3aff', 'avsluttet')).rejects.toThrow('No case c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3aff');
      await expect(setStatus(draft, 'under_vurdering')).rejects.toThrow(`Case ${draft} is a draft`);
      await expect(setStatus(CASE_IDS.beritAssessing, 'under_vurdering')).rejects.toThrow('is already «Under vurdering»; nothing changed');
      await expect(setStatus(CASE_IDS.kariSubmittedWithAttachments, 'befaring_avtalt', '2025-09-16')).rejects.toThrow('already «Befaring avtalt» (inspection 2025-09-16)');
      expect(await count()).toBe(before);
      expect(await getCase(ola, draft)).not.toHaveProperty('caseStatus');
    });

    it('reopens a closed case only with --reopen (the rule the claims API applies too)', async () => {
      const id = await submitted(ola);
      await setStatus(id, 'avsluttet');
      await expect(setStatus(id, 'under_vurdering')).rejects.toThrow(`Case ${id} is «Avsluttet»: add --reopen to reopen it`);
      expect(await setStatus(id, '--reopen', 'under_vurdering')).toMatch(/«Under vurdering» since \S+; was «Avsluttet»$/);
      expect(parseStatusArgs([id, 'tiltak_pagar', '--reopen'])).toEqual({ caseId: id, code: 'tiltak_pagar', inspectionDate: null, reopen: true });
      expect(parseStatusArgs([id, 'tiltak_pagar']).reopen).toBe(false);
      expect(() => parseStatusArgs([id, 'tiltak_pagar', '--reopen', '--reopen'])).toThrow(USAGE);
      expect((await getCase(ola, id)).statusHistory!.map((s) => s.code)).toEqual(['mottatt', 'avsluttet', 'under_vurdering']);
    });

    it('takes an inspection date from the day the case was submitted to one year ahead, and no other', async () => {
      const id = await submitted(ola);
      const today = osloToday();
      const last = addYears(today, 1);
      await expect(setStatus(id, 'befaring_avtalt', addDays(today, -1))).rejects.toThrow(`is outside ${today} … ${last}`);
      await expect(setStatus(id, 'befaring_avtalt', addDays(last, 1))).rejects.toThrow(`is outside ${today} … ${last}`);
      expect(await setStatus(id, 'befaring_avtalt', today)).toContain(`(inspection ${today})`);
      expect(await setStatus(id, 'befaring_avtalt', last)).toContain(`(inspection ${last})`);
      // A seeded case submitted on 3 September 2025: a day before that is refused, the day itself taken.
      await expect(setStatus(CASE_IDS.kariSubmittedWithAttachments, 'befaring_avtalt', '2025-09-02')).rejects.toThrow('is outside 2025-09-03 …');
      expect(await setStatus(CASE_IDS.kariSubmittedWithAttachments, 'befaring_avtalt', '2025-09-03')).toContain('(inspection 2025-09-03)');
    });
  });

  describe('POST /api/addCaseAttachment/{caseId}', () => {
    it('adds a file to an own submitted case: 201, in getCase marked as added after submission, and downloadable', async () => {
      const id = await newDraft(ola);
      const first = await t.request('POST', '/api/uploadAttachment', { cookie: ola, json: { ...PHOTO, filename: 'før.png', caseId: id } });
      expect(first.status).toBe(201);
      expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: { ...SUBMIT_FORM, dmgAddAttachment: 'Ja' } })).status).toBe(200);

      const before = Date.now() - 1000;
      const res = await add(ola, id);
      expect(res.status).toBe(201);
      const added = await json<Attachment>(res);
      expect(added).toEqual({
        attachmentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        relationshipId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        filename: 'dagen-etter.png',
        mimetype: 'image/png',
        addedAfterSubmission: true,
        addedAt: expect.stringMatching(ISO),
      });
      expect(Date.parse(added.addedAt!)).toBeGreaterThanOrEqual(before);

      const c = await getCase(ola, id);
      // The file sent with the report keeps its shape: no marks.
      expect(c.attachments).toEqual([
        { attachmentId: expect.any(String), relationshipId: expect.any(String), filename: 'før.png', mimetype: 'image/png' },
        added,
      ]);
      expect(await t.files.stored()).toContain(added.attachmentId);
      const dl = await t.request('GET', `/api/downloadAttachment/${added.attachmentId}`, { cookie: ola });
      expect(dl.status).toBe(200);
      expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PNG);
    });

    it('takes the same file types as the report, a PDF to a seeded case with its own attachments', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const res = await add(kari, CASE_IDS.kariSubmittedWithAttachments, { filename: 'faktura', mimeType: 'application/pdf', fileData: b64(pdf) });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ filename: 'faktura.pdf', mimetype: 'application/pdf', addedAfterSubmission: true });
      const jpeg = await add(kari, CASE_IDS.kariSubmittedWithAttachments, { filename: 'x.jpg', mimeType: 'image/jpeg', fileData: b64(JPEG) });
      expect(jpeg.status).toBe(201);
      expect((await getCase(kari, CASE_IDS.kariSubmittedWithAttachments)).attachments.map((a) => [a.filename, a.addedAfterSubmission ?? false])).toEqual([
        ['bjelke-kjeller.png', false],
        ['takstrapport.pdf', false],
        ['faktura.pdf', true],
        ['x.jpg', true],
      ]);
    });

    it("refuses another customer's case, and ids that are not UUIDs (404); nothing stored", async () => {
      const files = await t.files.stored();
      const before = await customerState(t.db, KARI.id);
      for (const id of [CASE_IDS.kariSubmittedWithAttachments, 'not-a-uuid', 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3aff']) {
        const res = await add(ola, id);
        expect(res.status, id).toBe(404);
        expect(await json(res)).toEqual({ message: 'Fant ikke skadesaken.' });
      }
      expect(await customerState(t.db, KARI.id)).toBe(before);
      expect(await t.files.stored()).toEqual(files);
    });

    it('refuses a draft (409 {message}): a draft keeps its own upload route', async () => {
      const draft = await newDraft(ola);
      const res = await add(ola, draft);
      expect(res.status).toBe(409);
      expect(await json(res)).toEqual({ message: 'Skademeldingen er ikke sendt inn ennå. Vedlegg til et utkast lastes opp i skademeldingen.' });
      expect((await getCase(ola, draft)).attachments).toEqual([]);
      const own = await t.request('POST', '/api/uploadAttachment', { cookie: ola, json: { ...PHOTO, caseId: draft } });
      expect(own.status).toBe(201);
      expect((await getCase(ola, draft)).attachments[0]).not.toHaveProperty('addedAfterSubmission');
    });

    it('refuses a closed case (403 with the message); closed by the command, a case open a moment ago refuses too', async () => {
      const files = await t.files.stored();
      const res = await add(kari, CASE_IDS.kariSubmitted);
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ message: 'Saken er avsluttet. Du kan ikke legge til flere vedlegg.' });
      expect((await getCase(kari, CASE_IDS.kariSubmitted)).attachments).toEqual([]);

      const id = await submitted(ola);
      expect((await add(ola, id)).status).toBe(201);
      await setStatus(id, 'avsluttet');
      expect((await add(ola, id)).status).toBe(403);
      expect((await getCase(ola, id)).attachments).toHaveLength(1);
      expect((await t.files.stored()).length).toBe(files.length + 1);
    });

    it.each([
      ['a type outside the allowlist', { filename: 'x.html', mimeType: 'text/html', fileData: b64(Buffer.from('<html>')) }],
      ['an executable declared as PNG', { filename: 'x.png', mimeType: 'image/png', fileData: b64(Buffer.from('MZ\x90\x00 not a png')) }],
      ['a PNG declared as PDF', { filename: 'x.pdf', mimeType: 'application/pdf', fileData: b64(PNG) }],
      ['invalid base64', { filename: 'x.png', mimeType: 'image/png', fileData: 'iVBORw0KGgo!!!' }],
      ['empty file data', { filename: 'x.png', mimeType: 'image/png', fileData: '' }],
      ['no file data', { filename: 'x.png', mimeType: 'image/png' }],
      ['an empty file name', { filename: '  ', mimeType: 'image/png', fileData: b64(PNG) }],
      ['an unknown key', { ...PHOTO, extra: 1 }],
      ['a caseId in the body (the case is the path)', { ...PHOTO, caseId: CASE_IDS.kariSubmittedWithAttachments }],
    ])('answers 400 {message} for %s, as the upload does; nothing stored', async (_label, body) => {
      const files = await t.files.stored();
      const before = (await getCase(kari, CASE_IDS.kariSubmittedWithAttachments)).attachments;
      const res = await add(kari, CASE_IDS.kariSubmittedWithAttachments, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: expect.any(String) });
      expect((await getCase(kari, CASE_IDS.kariSubmittedWithAttachments)).attachments).toEqual(before);
      expect(await t.files.stored()).toEqual(files);
      expect(await t.files.halfReceived()).toEqual([]);
    });

    it('needs the same origin (403) and a JSON body (415), as every write; nothing stored', async () => {
      const path = `/api/addCaseAttachment/${CASE_IDS.kariSubmittedWithAttachments}`;
      const before = await customerState(t.db, KARI.id);
      const body = JSON.stringify(PHOTO);
      const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'https://evil.example' }, {}];
      for (const headers of foreign) {
        const res = await t.request('POST', path, { cookie: kari, raw: true, headers: { ...headers, 'Content-Type': 'application/json' }, body });
        expect(res.status).toBe(403);
        expect(await json(res)).toEqual({ message: CROSS_SITE_MESSAGE });
      }
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const res = await t.request('POST', path, { cookie: kari, headers: { 'Content-Type': type }, body });
        expect(res.status).toBe(415);
        expect(await json(res)).toEqual({ message: expect.stringContaining('JSON') });
      }
      expect((await t.request('POST', path, { json: PHOTO })).status).toBe(401);
      expect(await customerState(t.db, KARI.id)).toBe(before);
    });

    it('counts against the per-customer upload limit together with the report upload (429 {message})', async () => {
      // A customer who has uploaded nothing yet: on PostgreSQL the hits of the last minute are counted in the database.
      const app = t.variant({ limits: { ...DEFAULT_LIMITS, uploadsPerMinute: 1 } });
      const fresh = await t.login('01019912345');
      const draft = await newDraft(fresh);
      const id = await submitted(fresh);
      expect((await app.request('POST', '/api/uploadAttachment', { cookie: fresh, json: { ...PHOTO, caseId: draft } })).status).toBe(201);
      const res = await app.request('POST', `/api/addCaseAttachment/${id}`, { cookie: fresh, json: PHOTO });
      expect(res.status).toBe(429);
      expect(await json(res)).toEqual({ message: TOO_MANY_MESSAGE });
      // Another customer goes on.
      expect((await app.request('POST', `/api/addCaseAttachment/${CASE_IDS.beritTreatment}`, { cookie: berit, json: PHOTO })).status).toBe(201);
      expect((await getCase(fresh, id)).attachments).toEqual([]);
    });

    it('attachments of a submitted case stay undeletable, those added after submission too (409)', async () => {
      const id = await submitted(ola);
      const added = await json<Attachment>(await add(ola, id));
      const seeded = { attachmentId: ATTACHMENT_IDS.pdf, relationshipId: ATTACHMENT_IDS.pdfRel };
      for (const [cookie, body] of [[ola, { attachmentId: added.attachmentId, relationshipId: added.relationshipId }], [kari, seeded]] as const) {
        const res = await t.request('DELETE', '/api/deleteAttachment', { cookie, json: body });
        expect(res.status).toBe(409);
        expect(await json(res)).toEqual({ message: 'Vedlegg på innsendte saker kan ikke slettes.' });
      }
      expect((await getCase(ola, id)).attachments).toEqual([added]);
      expect(await t.files.stored()).toContain(added.attachmentId);
    });
  });
});

describe('npm run case:status (the command entry, in its own process)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'husvern-case-status-'));
    const db = await createPgliteDb(join(dir, 'pglite'));
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => runTsx('scripts/caseStatus.ts', { cwd: dir, env: { DATA_DIR: join(dir, 'pglite') }, args, timeoutMs: 120_000 });

  it('sets a status on the database in DATA_DIR and prints one line; a refusal exits 1 with a message', async () => {
    const ok = await run(CASE_IDS.beritReceived, 'befaring_avtalt', '2026-01-05');
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(new RegExp(`^Case ${CASE_IDS.beritReceived}: «Befaring avtalt» \\(inspection 2026-01-05\\) since \\S+; was «Mottatt»\\n$`));

    const draft = await run(CASE_IDS.beritDraft, 'under_vurdering');
    expect(draft.code).toBe(1);
    expect(draft.stdout).toBe('');
    expect(draft.stderr).toBe(`Case ${CASE_IDS.beritDraft} is a draft: only a submitted case has a status\n`);
    const bad = await run(CASE_IDS.beritReceived, 'befaring_avtalt', '2026-02-30');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('Not a date (YYYY-MM-DD, a real day): 2026-02-30\n');

    const db = await createPgliteDb(join(dir, 'pglite'));
    try {
      const rows = await db.query<{ code: string; day: string | null }>(
        `SELECT code, to_char(inspection_date, 'YYYY-MM-DD') AS day FROM case_status_history WHERE case_id = $1 ORDER BY set_at, id`,
        [CASE_IDS.beritReceived],
      );
      expect(rows).toEqual([{ code: 'mottatt', day: null }, { code: 'befaring_avtalt', day: '2026-01-05' }]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
