import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { deleteAttachmentSchema, uploadAttachmentSchema } from '../../domain/schemas/attachment';
import { HttpError, isUuid, notFound, readJson, validate, type AppEnv } from '../http';
import { contentDisposition, contentMatchesType, sanitizeFilename } from '../lib/files';
import { ownCase } from './cases';

const ATTACHMENT_NOT_FOUND = 'Fant ikke vedlegget.';
/** Most attachments on one case. */
const MAX_ATTACHMENTS_PER_CASE = 50;

export function attachmentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/uploadAttachment', async (c) => {
    const body = validate(uploadAttachmentSchema, await readJson(c));
    const bytes = new Uint8Array(Buffer.from(body.fileData, 'base64'));
    if (bytes.length === 0) throw new HttpError(400, 'Filen er tom.');
    if (!contentMatchesType(body.mimeType, bytes)) {
      throw new HttpError(400, 'Filinnholdet stemmer ikke med filtypen.');
    }
    const db = c.get('db');
    const userId = c.get('user').id;
    const attachmentId = randomUUID();
    const relationshipId = randomUUID();
    await db.transaction(async (tx) => {
      const kase = await ownCase(tx, userId, body.caseId, true);
      if (kase.submitted_on_web) throw new HttpError(409, 'Skadesaken er allerede sendt inn.');
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE case_id = $1', [kase.id]);
      if ((count?.n ?? 0) >= MAX_ATTACHMENTS_PER_CASE) throw new HttpError(400, `Maks ${MAX_ATTACHMENTS_PER_CASE} vedlegg per skadesak.`);
      await tx.query(
        `INSERT INTO attachments (id, relationship_id, case_id, filename, mimetype, size_bytes, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [attachmentId, relationshipId, kase.id, sanitizeFilename(body.filename), body.mimeType, bytes.length, bytes],
      );
    });
    return c.json({ attachmentId, relationshipId }, 201);
  });

  r.delete('/deleteAttachment', async (c) => {
    const body = validate(deleteAttachmentSchema, await readJson(c));
    const db = c.get('db');
    const userId = c.get('user').id;
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; submitted_on_web: boolean }>(
        `SELECT a.id, k.submitted_on_web FROM attachments a JOIN cases k ON k.id = a.case_id
         WHERE a.id = $1 AND a.relationship_id = $2 AND k.user_id = $3 FOR UPDATE OF k`,
        [body.attachmentId, body.relationshipId, userId],
      );
      if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
      if (row.submitted_on_web) throw new HttpError(409, 'Vedlegg på innsendte saker kan ikke slettes.');
      await tx.query('DELETE FROM attachments WHERE id = $1', [row.id]);
    });
    return c.body(null, 204);
  });

  r.get('/downloadAttachment/:attachmentId', async (c) => {
    const id = c.req.param('attachmentId');
    if (!isUuid(id)) throw notFound(ATTACHMENT_NOT_FOUND);
    const [row] = await c.get('db').query<{ filename: string; mimetype: string; data: Uint8Array }>(
      `SELECT a.filename, a.mimetype, a.data FROM attachments a JOIN cases k ON k.id = a.case_id WHERE a.id = $1 AND k.user_id = $2`,
      [id, c.get('user').id],
    );
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
    const data = new Uint8Array(row.data);
    return c.body(data, 200, {
      'Content-Type': row.mimetype,
      'Content-Length': String(data.length),
      'Content-Disposition': contentDisposition(row.filename),
      'Cache-Control': 'private, no-store',
    });
  });

  return r;
}
