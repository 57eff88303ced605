/**
 * What the server logs, and what it never logs: no request bodies, no request paths (they carry ids, e-mail
 * addresses, names, fødselsnummer, and control characters that forge log lines), no query strings, no SQL
 * parameters or database messages (they echo values), no session tokens.
 */
import type { Context } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from './http';

/** C0/C1 controls, bidi and other format characters: none reaches a log line, whatever their source. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
export const printable = (line: string) => line.replace(UNPRINTABLE, '?');

/**
 * The route the request matched, as registered (`/api/getCase/:caseId`), never the requested path: the endpoint
 * for its method when there is one (also when a middleware answered first, e.g. 401), else what the answering
 * handler set (the app's files, static.ts) or its pattern (`/api/*`, `/*`).
 */
export function routeLabel(c: Context<AppEnv>): string {
  const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
  return endpoint?.path ?? c.get('logRoute') ?? routePath(c);
}

/** `PATCH /api/updateCaseDraft/:caseId 200 12ms`: method, matched route, status, time. */
export function requestLine(c: Context<AppEnv>, ms: number): string {
  return printable(`${c.req.method} ${routeLabel(c)} ${c.res.status} ${ms}ms`);
}

/** A database error carries a five-character SQLSTATE code; its message and parameters may echo personal data. */
function sqlState(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** One line for an unexpected error: where (the matched route), and what kind, without the data involved. */
export function errorLine(c: Context<AppEnv>, err: unknown): string {
  return errorLineAt(`${c.req.method} ${routeLabel(c)}`, err);
}

/** One line for an unexpected error in `where` (a route, or work in the background), without the data involved. */
export function errorLineAt(where: string, err: unknown): string {
  const state = sqlState(err);
  if (state) return printable(`[error] ${where}: database error ${state}`);
  const name = err instanceof Error ? err.name : typeof err;
  const frame = err instanceof Error ? (err.stack?.split('\n').find((l) => l.trim().startsWith('at ')) ?? '').trim() : '';
  return printable(`[error] ${where}: ${name}${frame ? ` ${frame}` : ''}`);
}

/** One info line for a request body the client cut off (logout, offline, a closed tab): not a server error. */
export function clientAbortLine(c: Context<AppEnv>): string {
  return printable(`[info] ${c.req.method} ${routeLabel(c)}: client aborted the request`);
}
