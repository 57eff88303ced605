/**
 * What the server logs, and what it never logs: no request bodies, no query strings (they carry fødselsnummer),
 * no SQL parameters or database messages (they echo values), no session tokens.
 */
import type { Context } from 'hono';

/** `PATCH /api/updateCaseDraft/<id> 200 12ms`: method, path without query string, status, time. */
export function requestLine(c: Context, ms: number): string {
  return `${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`;
}

/** A database error carries a five-character SQLSTATE code; its message and parameters may echo personal data. */
function sqlState(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** One line for an unexpected error: where, and what kind, without the data involved. */
export function errorLine(c: Context, err: unknown): string {
  const where = `${c.req.method} ${c.req.path}`;
  const state = sqlState(err);
  if (state) return `[error] ${where}: database error ${state}`;
  const name = err instanceof Error ? err.name : typeof err;
  const frame = err instanceof Error ? (err.stack?.split('\n').find((l) => l.trim().startsWith('at ')) ?? '').trim() : '';
  return `[error] ${where}: ${name}${frame ? ` ${frame}` : ''}`;
}
