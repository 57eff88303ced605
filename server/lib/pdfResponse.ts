import type { Context } from 'hono';
import { contentDisposition } from './files';

/** A generated PDF as the answer: named, never cached (it can hold the customer's data). */
export function pdfResponse(c: Context, bytes: Uint8Array, filename: string, disposition: 'inline' | 'attachment') {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': contentDisposition(filename, disposition),
    'Cache-Control': 'private, no-store',
  });
}
