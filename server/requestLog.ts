/** The lines of a request: what it asked for and how it was answered, an unexpected error, a client that hung up. */
import type { Context } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from './appEnv';
import { errorLineAt, printable } from './log';

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

/** One line for an unexpected error: where (the matched route), and what kind, without the data involved. */
export function errorLine(c: Context<AppEnv>, err: unknown): string {
  return errorLineAt(`${c.req.method} ${routeLabel(c)}`, err);
}

/** One info line for a request body the client cut off (logout, offline, a closed tab): not a server error. */
export function clientAbortLine(c: Context<AppEnv>): string {
  return printable(`[info] ${c.req.method} ${routeLabel(c)}: client aborted the request`);
}
