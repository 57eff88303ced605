import type { Context } from 'hono';
import * as v from 'valibot';
import type { User } from '../domain/types';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Notifier } from './notify/notifier';
import type { AttachmentStore } from './storage/attachmentStore';
import type { RateLimiters } from './limits';

/**
 * Hono environment of the app: the database, config, file store and rate limiters; on /api routes the session's
 * user and the request's JSON body (already checked by body.ts).
 */
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    files: AttachmentStore;
    limiters: RateLimiters;
    /** The e-mail sender, nudged after a commit that queued an e-mail (notify/notifier.ts). */
    notifier: Pick<Notifier, 'nudge'>;
    user: User;
    jsonBody: unknown;
    /** What the request log names when no registered route says it (the app's files, static.ts); log.ts. */
    logRoute: string;
    /** The request carries a pending logout (auth/pendingLogout.ts): nobody is logged in on it (auth.ts userOf). */
    logoutPending: boolean;
    /** The client hung up before its request body arrived whole (clientAbort.ts). */
    clientAborted: boolean;
    /** The CSP sources of the served page's inline scripts (security/inlineScripts.ts; static.ts sets them). */
    inlineScripts: string[];
  };
};

/** An error answered as `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * The client went away while its request body was being read: what reading it throws (clientAbort.ts), logged at
 * info level and answered CLIENT_CLOSED_REQUEST, which nobody receives, so no 5xx is counted.
 */
export class ClientAborted extends Error {
  constructor() {
    super('client aborted the request');
    this.name = 'ClientAborted';
  }
}

/** nginx's «client closed request»: the status a request the client abandoned is logged with. */
export const CLIENT_CLOSED_REQUEST = 499;

export const notFound = (what = 'Fant ikke ressursen.') => new HttpError(404, what);

/** The request body as JSON, read and checked by the body middleware (body.ts); a missing body → 400. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const body = c.get('jsonBody');
  if (body === undefined) throw new HttpError(400, 'Forespørselen mangler JSON-innhold.');
  return Promise.resolve(body);
}

/** Validates with a valibot schema; the first issue becomes the 400 message. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Ugyldig forespørsel.';
  throw new HttpError(400, message, issues);
}

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string | undefined | null): s is string => !!s && UUID.test(s);

const OSLO = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What OSLO.format gives: day, month, year, hour and minute in this order, whatever stands between them. */
const OSLO_FORMATTED = /^(\d{2})\.(\d{2})\.(\d{4,})\D+(\d{2})\D(\d{2})$/;

/**
 * 'dd.mm.yyyy Kl. hh:mm' in Europe/Oslo. Read from `format`'s string, a third of formatToParts' cost (the case list
 * says it of every case); formatToParts when the string is not as expected.
 */
export function formatOslo(d: Date): string {
  const m = OSLO_FORMATTED.exec(OSLO.format(d));
  if (m) return `${m[1]}.${m[2]}.${m[3]} Kl. ${m[4]}:${m[5]}`;
  const p = Object.fromEntries(OSLO.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} Kl. ${p.hour}:${p.minute}`;
}
