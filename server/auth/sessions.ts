/**
 * Login sessions (AUTH_MODE=test and oidc): the cookie holds a random token, the database only its SHA-256.
 * A session ends at its absolute lifetime (8 hours) or when it has not been used for the idle time (config.session,
 * docs/auth.md). Lookups are cached for a few seconds in this process.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { User } from '../../domain/types';
import type { SessionConfig } from '../config/sessionConfig';
import type { Db } from '../db/db';
import { isHttps } from '../security/proxy';
import { toUser, USER_COLUMNS, type UserRow } from './users';

export const SESSION_COOKIE = 'AppServiceAuthSession';
const SESSION_HOURS = 8;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token from a cookie, or null when there is none or it cannot be one of ours. */
export function cookieToken(c: Context, name: string): string | null {
  const token = getCookie(c, name);
  return token && token.length <= 200 ? token : null;
}

/**
 * Session lookups are kept for a few seconds in this process: every /api call and /.auth/me asks sessionUser,
 * and one browser asks several times a second. An entry holds the (frozen) user for SESSION_CACHE_MS at most (less
 * when the caller says so) and never past the session's end, absolute or idle, as the lookup found it; unknown
 * tokens are not kept. Logout forgets its session and an update of a user forgets that user's sessions
 * (forgetUser), both at once in this process; a lookup that was under way while anything was forgotten is not
 * kept (the epoch). With several server processes on one database, another process sees a logout or a user
 * update after SESSION_CACHE_MS at most; a use in another process only moves the idle end later, so an entry that
 * ends at the idle end this process read is never too late.
 */
export const SESSION_CACHE_MS = 3000;
const SESSION_CACHE_MAX = 10_000;

interface SessionCache {
  entries: Map<string, { user: User; until: number }>;
  /** Bumped by every forget: a lookup started before it is not cached. */
  epoch: number;
}
const sessionCaches = new WeakMap<Db, SessionCache>();

function sessionCache(db: Db): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = { entries: new Map(), epoch: 0 }));
  return cache;
}

function forgetSession(db: Db, key: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  cache.entries.delete(key);
}

/** Call after changing a user's row: their sessions' cached users are dropped at once. */
export function forgetUser(db: Db, userId: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  for (const [hash, entry] of cache.entries) if (entry.user.id === userId) cache.entries.delete(hash);
}

/**
 * The user behind `key` (a session token's hash, or an Easy Auth principal's): the cached one, or `lookup`'s
 * answer, kept until `maxAgeMs` (at most SESSION_CACHE_MS) from now and never past `endsMs` (this process's clock).
 */
export async function cachedIdentity(
  db: Db,
  key: string,
  lookup: () => Promise<{ user: User; endsMs: number } | null>,
  maxAgeMs = SESSION_CACHE_MS,
): Promise<User | null> {
  const cache = sessionCache(db);
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.until > now) return hit.user;
  if (hit) cache.entries.delete(key);
  const epoch = cache.epoch;
  const found = await lookup();
  if (!found) return null;
  const user = Object.freeze({ ...found.user });
  if (cache.epoch === epoch) {
    if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(key, { user, until: Math.min(now + Math.min(maxAgeMs, SESSION_CACHE_MS), found.endsMs) });
  }
  return user;
}

/**
 * A use is written only when the stored one is older than this share of the idle time (with 20 minutes: at most
 * one write a minute per session), and a cached lookup is kept no longer than that either. So the session may end
 * up to two such shares (a tenth of the idle time) before a full idle time after its last use: never after it.
 */
export const touchAfterMs = (idle: SessionConfig) => (idle.idleSeconds * 1000) / 20;

/** When the session of `tokenHash` ends unused or at its lifetime, in milliseconds from now (the database's clock); null when it has ended. */
const SESSION_TIMES = `extract(epoch FROM least(s.expires_at, s.last_used_at + make_interval(secs => $2::int)) - now())::float8 * 1000 AS ends_in_ms,
  extract(epoch FROM now() - s.last_used_at)::float8 * 1000 AS unused_ms`;
const SESSION_ALIVE = `s.token_hash = $1 AND s.expires_at > now() AND s.last_used_at > now() - make_interval(secs => $2::int)`;

/** The user of the request's session cookie, or null; the use moves the idle end (written now and then, touchAfterMs). */
export async function sessionUser(db: Db, c: Context, idle: SessionConfig): Promise<User | null> {
  const token = cookieToken(c, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = hashToken(token);
  return cachedIdentity(
    db,
    tokenHash,
    async () => {
      const [row] = await db.query<UserRow & { ends_in_ms: number; unused_ms: number }>(
        `SELECT ${USER_COLUMNS}, ${SESSION_TIMES} FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${SESSION_ALIVE}`,
        [tokenHash, idle.idleSeconds],
      );
      if (!row) return null;
      let endsInMs = Number(row.ends_in_ms);
      if (Number(row.unused_ms) >= touchAfterMs(idle)) endsInMs = (await touchSession(db, tokenHash, idle)) ?? 0;
      return endsInMs > 0 ? { user: toUser(row), endsMs: Date.now() + endsInMs } : null;
    },
    touchAfterMs(idle),
  );
}

/** Marks the session used now; how long until it ends (ms), or null when it had ended already. */
async function touchSession(db: Db, tokenHash: string, idle: SessionConfig): Promise<number | null> {
  const [row] = await db.query<{ ends_in_ms: number }>(
    `UPDATE sessions s SET last_used_at = now() WHERE ${SESSION_ALIVE} RETURNING ${SESSION_TIMES}`,
    [tokenHash, idle.idleSeconds],
  );
  return row ? Number(row.ends_in_ms) : null;
}

/** How long the request's session has left, in milliseconds, without using it; null without a live session. */
export async function sessionEndsIn(db: Db, c: Context, idle: SessionConfig): Promise<number | null> {
  const token = cookieToken(c, SESSION_COOKIE);
  if (!token) return null;
  const [row] = await db.query<{ ends_in_ms: number }>(`SELECT ${SESSION_TIMES} FROM sessions s WHERE ${SESSION_ALIVE}`, [hashToken(token), idle.idleSeconds]);
  return row ? Number(row.ends_in_ms) : null;
}

/** Uses the request's session now (FORTSETT); how long it has left then (ms), or null without a live session. */
export async function extendSession(db: Db, c: Context, idle: SessionConfig): Promise<number | null> {
  const token = cookieToken(c, SESSION_COOKIE);
  return token ? touchSession(db, hashToken(token), idle) : null;
}

/** Deletes the request's session, if any; returns its ID token (oidc: the hint for the provider's logout). */
async function dropSession(db: Db, c: Context): Promise<string | null> {
  const token = cookieToken(c, SESSION_COOKIE);
  if (!token) return null;
  const [row] = await db.query<{ id_token: string | null }>('DELETE FROM sessions WHERE token_hash = $1 RETURNING id_token', [hashToken(token)]);
  forgetSession(db, hashToken(token));
  return row?.id_token ?? null;
}

/**
 * Ends the request's session, if any, and clears its cookie. Returns the session's ID token, if it has one.
 * The answer also tells the browser to remove what this site keeps in it (`Clear-Site-Data: "storage"`: IndexedDB,
 * localStorage, caches, the service worker): the app has wiped the customer's records already, but a removed record
 * stays readable in the browser's files on disk until they are rewritten; this deletes the files (issue 44 F).
 */
export async function endSession(db: Db, c: Context): Promise<string | null> {
  const idToken = await dropSession(db, c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
  c.header('Clear-Site-Data', '"storage"');
  return idToken;
}

/**
 * The key of the request's session, by which the app names it in a pending logout (domain/session.ts
 * SESSION_KEY_HEADER): a one-way hash of the session cookie (ours, or the platform's of the same name with Easy
 * Auth), null without one.
 */
export function sessionKeyOf(c: Context): string | null {
  const token = cookieToken(c, SESSION_COOKIE);
  return token ? createHash('sha256').update(`husvern-okt:${token}`).digest('base64url').slice(0, 22) : null;
}

/**
 * Starts a new session for the user and sets its cookie. A session the browser had before is deleted first: a
 * login never continues a session id from before it.
 */
export async function startSession(db: Db, c: Context, userId: string, idToken: string | null = null): Promise<void> {
  await dropSession(db, c);
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM sessions WHERE expires_at < now() OR last_used_at < now() - make_interval(hours => $1::int)', [SESSION_HOURS]);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, id_token) VALUES ($1, $2, now() + make_interval(hours => $3::int), $4)`,
    [hashToken(token), userId, SESSION_HOURS, idToken],
  );
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: SESSION_HOURS * 3600 });
}
