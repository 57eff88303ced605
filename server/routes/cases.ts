import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { RECEIVED } from '../../domain/caseStatus';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { asksAttachments, caseDraftPatchSchema, caseSubmitSchema, DAMAGE_REPORT_MESSAGES } from '../../domain/schemas/damageReport';
import type { Attachment, Case, CaseForm } from '../../domain/types';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { isPlainObject, readJson, validate } from '../requestInput';
import { isUuid } from '../uuid';
import { caseFieldTypeError, defaultCaseForm, pickCaseFields } from '../lib/caseForm';
import { canonicalJson } from '../lib/canonicalJson';
import { caseList } from '../lib/caseList';
import { progressOf, recordStatus, statusHistories } from '../lib/caseStatus';
import { checkOpenDrafts } from '../limits';
import { queueCaseEmail } from '../notify/outbox';
import { requestOrigin } from '../security/proxy';

export interface CaseRow {
  id: string;
  form: CaseForm;
  submitted_on_web: boolean;
  status: 'draft' | 'active';
  created_on: Date;
}

const CASE_NOT_FOUND = 'Fant ikke skadesaken.';

/** The user's own case, or 404 (other customers' cases are never revealed). */
export async function ownCase(db: Queryable, userId: string, caseId: string | undefined, lock = false): Promise<CaseRow> {
  if (!isUuid(caseId)) throw notFound(CASE_NOT_FOUND);
  const [row] = await db.query<CaseRow>(
    `SELECT id, form, submitted_on_web, status, created_on FROM cases WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [caseId, userId],
  );
  if (!row) throw notFound(CASE_NOT_FOUND);
  return row;
}

/** The customer's draft `caseId` names, if it is theirs and not yet sent; null otherwise (also for an id that is not one). */
export async function openDraft(db: Queryable, userId: string, caseId: string): Promise<CaseRow | null> {
  try {
    const row = await ownCase(db, userId, caseId);
    return row.status === 'draft' ? row : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export interface AttachmentRow {
  id: string;
  filename: string;
  mimetype: string;
  relationship_id: string;
  added_after_submission: boolean;
  created_at: Date;
}

export const ATTACHMENT_COLUMNS = 'id, filename, mimetype, relationship_id, added_after_submission, created_at';

/** An attachment as getCase lists it; one added after submission says so, and when. */
export function toAttachment(a: AttachmentRow): Attachment {
  return {
    attachmentId: a.id,
    filename: a.filename,
    mimetype: a.mimetype,
    relationshipId: a.relationship_id,
    ...(a.added_after_submission ? { addedAfterSubmission: true, addedAt: new Date(a.created_at).toISOString() } : {}),
  };
}

export async function caseAttachments(db: Queryable, caseId: string): Promise<Attachment[]> {
  const rows = await db.query<AttachmentRow>(`SELECT ${ATTACHMENT_COLUMNS} FROM attachments WHERE case_id = $1 ORDER BY created_at, id`, [caseId]);
  return rows.map(toAttachment);
}

async function toCase(db: Queryable, row: CaseRow): Promise<Case> {
  const histories = await statusHistories(db, [row.id]);
  return {
    ...row.form,
    incidentId: row.id,
    attachments: await caseAttachments(db, row.id),
    submittedOnWeb: row.submitted_on_web,
    createdOn: new Date(row.created_on).toISOString(),
    ...progressOf(histories.get(row.id)),
  };
}

/** Form fields of a patch/submit body: object, known keys only, well-typed. */
function caseFields(body: unknown): CaseForm {
  if (!isPlainObject(body)) throw new HttpError(400, 'Forespørselen må være et JSON-objekt.');
  const { fields, unknown } = pickCaseFields(body);
  if (unknown.length) throw new HttpError(400, `Ukjente felt: ${unknown.slice(0, 10).join(', ')}`);
  const typeError = caseFieldTypeError(fields as Record<string, unknown>);
  if (typeError) throw new HttpError(400, typeError);
  return fields;
}

/** Applies a domain schema but stores only the case form keys of its output. */
function validated(schema: v.GenericSchema, fields: CaseForm): CaseForm {
  const out = validate(schema, fields) as unknown;
  return isPlainObject(out) ? pickCaseFields(out).fields : fields;
}

/**
 * Whether a submit of a case already sent in is that submit again (its answer was lost, SEND INN pressed again): it
 * passes the submit's rules, and every field it carries holds what the case holds, compared as the schema gives it
 * (key order, and null for a field left out, make no difference). Anything else is another submit.
 */
function isSameSubmit(stored: CaseForm, fields: CaseForm): boolean {
  const result = v.safeParse(caseSubmitSchema, fields);
  if (!result.success) return false;
  const submitted = pickCaseFields(result.output as Record<string, unknown>).fields as Record<string, unknown>;
  const held = Object.fromEntries(Object.keys(submitted).map((key) => [key, (stored as Record<string, unknown>)[key]]));
  return canonicalJson(submitted) === canonicalJson(held);
}

export function caseRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/createCaseDraft', async (c) => {
    const id = randomUUID();
    const userId = c.get('user').id;
    await c.get('db').transaction(async (tx) => {
      await checkOpenDrafts(tx, userId, c.get('config').limits.maxOpenDrafts);
      await tx.query('INSERT INTO cases (id, user_id, form) VALUES ($1, $2, $3::jsonb)', [id, userId, JSON.stringify(defaultCaseForm())]);
    });
    return c.json({ incidentUri: `${requestOrigin(c)}/api/data/v9.2/incidents(${id})` }, 201);
  });

  r.get('/getCase/:caseId', async (c) => {
    const db = c.get('db');
    return c.json(await toCase(db, await ownCase(db, c.get('user').id, c.req.param('caseId'))));
  });

  r.get('/getCases', async (c) => {
    const status = c.req.query('status');
    if (status !== undefined && status !== '' && status !== 'draft' && status !== 'active') {
      throw new HttpError(400, 'status må være draft eller active.');
    }
    return c.json(await caseList(c.get('db'), c.get('user'), status === 'draft' || status === 'active' ? status : undefined));
  });

  r.patch('/updateCaseDraft/:caseId', async (c) => {
    const fields = caseFields(await readJson(c));
    const db = c.get('db');
    const userId = c.get('user').id;
    const patch = validated(caseDraftPatchSchema, fields);
    const row = await db.transaction(async (tx) => {
      const current = await ownCase(tx, userId, c.req.param('caseId'), true);
      if (current.submitted_on_web) throw new HttpError(409, CONFLICT_MESSAGES.caseAlreadySubmitted);
      const [updated] = await tx.query<CaseRow>(
        `UPDATE cases SET form = form || $2::jsonb, updated_at = now() WHERE id = $1
         RETURNING id, form, submitted_on_web, status, created_on`,
        [current.id, JSON.stringify(patch)],
      );
      return updated!;
    });
    return c.json(await toCase(db, row));
  });

  // Idempotent: the same submit sent again (its answer was lost, SEND INN pressed again) finds the case submitted and
  // answers as the first did, changing nothing, so the customer reaches the thanks and the case is sent once. Another
  // submit of a case sent in (other answers, from another tab) is refused with 409, and nothing changes.
  r.patch('/case/:caseId/submit', async (c) => {
    const fields = caseFields(await readJson(c));
    const db = c.get('db');
    const userId = c.get('user').id;
    let received = false;
    const row = await db.transaction(async (tx) => {
      const current = await ownCase(tx, userId, c.req.param('caseId'), true);
      if (current.submitted_on_web) {
        if (isSameSubmit(current.form, fields)) return current;
        throw new HttpError(409, CONFLICT_MESSAGES.caseAlreadySubmitted);
      }
      const form = validated(caseSubmitSchema, fields);
      const addAttachment = form.dmgAddAttachment !== undefined ? form.dmgAddAttachment : current.form.dmgAddAttachment;
      if (asksAttachments({ dmgAddAttachment: addAttachment })) {
        const [n] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [current.id]);
        if (!n?.n) throw new HttpError(400, DAMAGE_REPORT_MESSAGES.attachmentRequired);
      }
      const [updated] = await tx.query<CaseRow>(
        `UPDATE cases SET form = form || $2::jsonb, submitted_on_web = true, status = 'active', submitted_at = now(), updated_at = now()
         WHERE id = $1 RETURNING id, form, submitted_on_web, status, created_on`,
        [current.id, JSON.stringify(form)],
      );
      await recordStatus(tx, current.id, RECEIVED);
      // The receipt is queued with its status, so it is sent exactly when the submit holds (notify/outbox.ts).
      received = await queueCaseEmail(tx, current.id, 'case_received');
      return updated!;
    });
    if (received) c.get('notifier').nudge();
    return c.json(await toCase(db, row));
  });

  r.delete('/deleteCaseDraft/:caseId', async (c) => {
    const db = c.get('db');
    const userId = c.get('user').id;
    const storageKeys = await db.transaction(async (tx) => {
      const current = await ownCase(tx, userId, c.req.param('caseId'), true);
      if (current.submitted_on_web) throw new HttpError(409, CONFLICT_MESSAGES.onlyDraftsDeletable);
      const files = await tx.query<{ storage_key: string }>(
        'SELECT storage_key FROM attachments WHERE case_id = $1 AND storage_key IS NOT NULL',
        [current.id],
      );
      await tx.query('DELETE FROM cases WHERE id = $1 AND user_id = $2', [current.id, userId]);
      return files.map((f) => f.storage_key);
    });
    // The rows went with the case (ON DELETE CASCADE); the files go once that is committed.
    for (const key of storageKeys) await c.get('files').remove(key);
    return c.body(null, 204);
  });

  return r;
}
