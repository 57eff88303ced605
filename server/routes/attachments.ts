import { Hono, type MiddlewareHandler } from 'hono';
import { deleteAttachmentSchema } from '../../domain/schemas/attachment';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { readJson, validate } from '../requestInput';
import { isUuid } from '../uuid';
import { contentDisposition } from '../lib/files';
import { tooMany } from '../limits';
import { addCaseAttachment } from './addCaseAttachment';
import { uploadAttachment } from './upload';

const ATTACHMENT_NOT_FOUND = 'Fant ikke vedlegget.';
/** Downloads are never rendered as a page of this site, whatever their content. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

/** Middleware for POST /api/uploadAttachment and /api/addCaseAttachment: 429 past `uploadsPerMinute` uploads by the customer, both counted together. */
function limitUploads(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    if (!(await c.get('limiters').uploads.take(c.get('user').id))) throw tooMany();
    await next();
  };
}

export function attachmentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/uploadAttachment', limitUploads(), uploadAttachment);
  r.post('/addCaseAttachment/:caseId', limitUploads(), addCaseAttachment);

  r.delete('/deleteAttachment', async (c) => {
    const body = validate(deleteAttachmentSchema, await readJson(c));
    const db = c.get('db');
    const userId = c.get('user').id;
    const storageKey = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; submitted_on_web: boolean; storage_key: string | null }>(
        `SELECT a.id, k.submitted_on_web, a.storage_key FROM attachments a JOIN cases k ON k.id = a.case_id
         WHERE a.id = $1 AND a.relationship_id = $2 AND k.user_id = $3 FOR UPDATE OF k`,
        [body.attachmentId, body.relationshipId, userId],
      );
      if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
      if (row.submitted_on_web) throw new HttpError(409, 'Vedlegg på innsendte saker kan ikke slettes.');
      await tx.query('DELETE FROM attachments WHERE id = $1', [row.id]);
      return row.storage_key;
    });
    if (storageKey) await c.get('files').remove(storageKey);
    return c.body(null, 204);
  });

  r.get('/downloadAttachment/:attachmentId', async (c) => {
    const id = c.req.param('attachmentId');
    if (!isUuid(id)) throw notFound(ATTACHMENT_NOT_FOUND);
    const [row] = await c.get('db').query<{ filename: string; mimetype: string; storage_key: string | null; data: Uint8Array | null }>(
      `SELECT a.filename, a.mimetype, a.storage_key, a.data FROM attachments a JOIN cases k ON k.id = a.case_id
       WHERE a.id = $1 AND k.user_id = $2`,
      [id, c.get('user').id],
    );
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
    const headers = {
      'Content-Type': row.mimetype,
      'Content-Disposition': contentDisposition(row.filename),
      'Content-Security-Policy': DOWNLOAD_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    if (row.storage_key) {
      const file = await c.get('files').open(row.storage_key);
      if (!file) {
        console.error(`[error] attachment ${id}: stored file missing`);
        throw notFound(ATTACHMENT_NOT_FOUND);
      }
      return c.body(file.stream, 200, { ...headers, 'Content-Length': String(file.size) });
    }
    // Demo attachments seeded before migration 002 keep their bytes in the row.
    const data = new Uint8Array(row.data ?? new Uint8Array(0));
    return c.body(data, 200, { ...headers, 'Content-Length': String(data.length) });
  });

  return r;
}
