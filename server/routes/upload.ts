/**
 * POST /api/uploadAttachment, JSON {filename, mimeType, fileData (base64), caseId} → 201 {attachmentId, relationshipId}.
 *
 * The body (up to UPLOAD_BODY_LIMIT, a 20 MB file as base64) is never held whole: it is parsed as it arrives,
 * the base64 decoded piece by piece into a temporary file, the magic bytes checked as soon as the first bytes and
 * the type are known, and only a complete, checked file is moved into place and recorded. Other customers'
 * requests run between the pieces.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_ATTACHMENT_BYTES, uploadAttachmentFieldsSchema, type AttachmentMimeType } from '../../domain/schemas/attachment';
import { isJsonContentType, MESSAGES } from '../body';
import { HttpError, validate, type AppEnv } from '../http';
import { Base64Sink } from '../lib/base64Sink';
import { contentMatchesType, safeAttachmentName } from '../lib/files';
import { FlatJsonObjectParser } from '../lib/flatJson';
import { ownCase } from './cases';

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

/** Reads the body, handing the decoded file to `write`; answers the other fields and the file size. */
async function receive(c: Context<AppEnv>, write: (chunk: Buffer) => Promise<void>) {
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
  const fields = validate(uploadAttachmentFieldsSchema, Object.fromEntries(values));
  if (!parser.has('fileData')) throw new HttpError(400, 'fileData: Filinnhold mangler.');
  const file = await sink.end();
  if (!contentMatchesType(fields.mimeType, file.head)) throw new HttpError(400, WRONG_CONTENT);
  return { fields, size: file.size };
}

/** A file that could not be cleaned up is logged; the customer gets the answer the upload earned, not a 500. */
const logCleanupFailure = (err: unknown) => console.error(`upload cleanup failed: ${err instanceof Error ? err.message : String(err)}`);

export async function uploadAttachment(c: Context<AppEnv>): Promise<Response> {
  if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, MESSAGES.notJson);
  const files = c.get('files');
  const attachmentId = randomUUID();
  const incoming = await files.receive(attachmentId);
  try {
    const { fields, size } = await receive(c, (chunk) => incoming.write(chunk));
    const db = c.get('db');
    const userId = c.get('user').id;
    const relationshipId = randomUUID();
    await incoming.commit();
    try {
      await db.transaction(async (tx) => {
        const kase = await ownCase(tx, userId, fields.caseId, true);
        if (kase.submitted_on_web) throw new HttpError(409, 'Skadesaken er allerede sendt inn.');
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [kase.id]);
        if ((count?.n ?? 0) >= MAX_ATTACHMENTS_PER_CASE) throw new HttpError(400, `Maks ${MAX_ATTACHMENTS_PER_CASE} vedlegg per skadesak.`);
        await tx.query(
          `INSERT INTO attachments (id, relationship_id, case_id, filename, mimetype, size_bytes, storage_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [attachmentId, relationshipId, kase.id, safeAttachmentName(fields.filename, fields.mimeType), fields.mimeType, size, attachmentId],
        );
      });
    } catch (err) {
      await files.remove(attachmentId).catch(logCleanupFailure);
      throw err;
    }
    return c.json({ attachmentId, relationshipId }, 201);
  } finally {
    await incoming.discard().catch(logCleanupFailure);
  }
}
