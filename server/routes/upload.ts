/**
 * POST /api/uploadAttachment, JSON {filename, mimeType, fileData (base64), caseId} → 201 {attachmentId, relationshipId};
 * and `receiveAttachment`, the same upload for other routes (addCaseAttachment.ts).
 *
 * The body (up to UPLOAD_BODY_LIMIT, a 20 MB file as base64) is never held whole: it is parsed as it arrives,
 * the base64 decoded piece by piece into a temporary file, the magic bytes checked as soon as the first bytes and
 * the type are known, and only a complete, checked file is moved into place and recorded. Other customers'
 * requests run between the pieces.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { MAX_ATTACHMENT_BYTES, uploadAttachmentFieldsSchema, type AttachmentMimeType } from '../../domain/schemas/attachment';
import { isJsonContentType, MESSAGES } from '../body';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../appEnv';
import { HttpError } from '../httpError';
import { validate } from '../requestInput';
import { Base64Sink } from '../lib/base64Sink';
import { contentMatchesType, safeAttachmentName } from '../lib/files';
import { FlatJsonObjectParser } from '../lib/flatJson';
import { ATTACHMENT_COLUMNS, ownCase, type AttachmentRow, type CaseRow } from './cases';

/** Largest upload body: 20 MB as base64 (4/3) plus the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;
/** Most attachments on one case. */
export const MAX_ATTACHMENTS_PER_CASE = 50;
/**
 * Give other requests a turn after this many bytes: reads of data already queued resolve without returning to the
 * event loop, so a fast client could otherwise have a whole buffered megabyte processed in one go.
 */
const YIELD_EVERY = 256 * 1024;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

const WRONG_CONTENT = 'Filinnholdet stemmer ikke med filtypen.';
const isMimeType = (s: string | undefined): s is AttachmentMimeType =>
  s !== undefined && v.is(uploadAttachmentFieldsSchema.entries.mimeType, s);

/** The fields every upload has besides fileData. */
type FileFields = { filename: string; mimeType: AttachmentMimeType };

/** Where an upload goes. */
export interface UploadTarget<F extends FileFields> {
  /** The body's fields besides fileData (a strict schema: another key is a 400). */
  fields: v.GenericSchema<unknown, F>;
  /**
   * The customer's case that takes the file, locked (ownCase(…, true)), or an HttpError when it may not. Asked in
   * the transaction that records the file, after the file is received and checked.
   */
  caseFor(tx: Queryable, userId: string, fields: F): Promise<CaseRow>;
}

/** Reads the body, handing the decoded file to `write`; answers the other fields and the file size. */
async function receive<F extends FileFields>(c: Context<AppEnv>, schema: v.GenericSchema<unknown, F>, write: (chunk: Buffer) => Promise<void>) {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_LIMIT) throw new HttpError(413, MESSAGES.tooLarge);
  let mimeType: string | undefined;
  let head: Buffer | null = null;
  const checkHead = () => {
    if (head && isMimeType(mimeType) && !contentMatchesType(mimeType, head)) throw new HttpError(400, WRONG_CONTENT);
  };
  const sink = new Base64Sink(write, MAX_ATTACHMENT_BYTES, (h) => {
    head = h;
    checkHead();
  });
  const parser = new FlatJsonObjectParser({
    streamed: new Set(['fileData']),
    onStreamed: (_key, bytes) => sink.push(bytes),
    maxValueLength: 1024,
    maxKeys: 8,
  });

  const reader = c.req.raw.body?.getReader();
  if (!reader) throw new HttpError(400, 'Forespørselen mangler JSON-innhold.');
  let size = 0;
  let sinceYield = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > UPLOAD_BODY_LIMIT) throw new HttpError(413, MESSAGES.tooLarge);
      await parser.write(value);
      sinceYield += value.byteLength;
      if (sinceYield >= YIELD_EVERY) {
        sinceYield = 0;
        await yieldToOthers();
      }
      // The type may come before the file data: check the first bytes as soon as both are there.
      if (mimeType === undefined) {
        mimeType = parser.peek('mimeType');
        checkHead();
      }
    }
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err;
  }
  if (size === 0) throw new HttpError(400, 'Forespørselen mangler JSON-innhold.');
  const values = parser.end();
  const fields = validate(schema, Object.fromEntries(values));
  if (!parser.has('fileData')) throw new HttpError(400, 'fileData: Filinnhold mangler.');
  const file = await sink.end();
  if (!contentMatchesType(fields.mimeType, file.head)) throw new HttpError(400, WRONG_CONTENT);
  return { fields, size: file.size };
}

/** A file that could not be cleaned up is logged; the customer gets the answer the upload earned, not a 500. */
const logCleanupFailure = (err: unknown) => console.error(`upload cleanup failed: ${err instanceof Error ? err.message : String(err)}`);

/**
 * Receives one attachment for `target`'s case: checked, stored (disk or blob) and recorded; answers its row. A file
 * given to a submitted case is recorded as added after submission.
 */
export async function receiveAttachment<F extends FileFields>(c: Context<AppEnv>, target: UploadTarget<F>): Promise<AttachmentRow> {
  if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, MESSAGES.notJson);
  const files = c.get('files');
  const attachmentId = randomUUID();
  const incoming = await files.receive(attachmentId);
  try {
    // A body the client cuts off throws ClientAborted (clientAbort.ts): no 5xx, and the file is discarded below.
    const { fields, size } = await receive(c, target.fields, (chunk) => incoming.write(chunk));
    const db = c.get('db');
    const userId = c.get('user').id;
    const relationshipId = randomUUID();
    await incoming.commit();
    try {
      return await db.transaction(async (tx) => {
        const kase = await target.caseFor(tx, userId, fields);
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [kase.id]);
        if ((count?.n ?? 0) >= MAX_ATTACHMENTS_PER_CASE) throw new HttpError(400, `Maks ${MAX_ATTACHMENTS_PER_CASE} vedlegg per skadesak.`);
        const [row] = await tx.query<AttachmentRow>(
          `INSERT INTO attachments (id, relationship_id, case_id, filename, mimetype, size_bytes, storage_key, added_after_submission)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ATTACHMENT_COLUMNS}`,
          [attachmentId, relationshipId, kase.id, safeAttachmentName(fields.filename, fields.mimeType), fields.mimeType, size, attachmentId, kase.submitted_on_web],
        );
        return row!;
      });
    } catch (err) {
      await files.remove(attachmentId).catch(logCleanupFailure);
      throw err;
    }
  } finally {
    await incoming.discard().catch(logCleanupFailure);
  }
}

/** The report's own upload: to a draft of the customer's (a submitted case takes more through addCaseAttachment). */
export async function uploadAttachment(c: Context<AppEnv>): Promise<Response> {
  const row = await receiveAttachment(c, {
    fields: uploadAttachmentFieldsSchema,
    async caseFor(tx, userId, fields) {
      const kase = await ownCase(tx, userId, fields.caseId, true);
      if (kase.submitted_on_web) throw new HttpError(409, CONFLICT_MESSAGES.caseAlreadySubmitted);
      return kase;
    },
  });
  return c.json({ attachmentId: row.id, relationshipId: row.relationship_id }, 201);
}
