/**
 * Login sessions (AUTH_MODE=test and oidc): the cookie holds a random token, the database only its SHA-256.
 * Lookups are cached for a few seconds in this process.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { User } from '../../domain/types';
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
 * and one browser asks several times a second. An entry holds the (frozen) user for SESSION_CACHE_MS at most and
 * never past the session's expiry; unknown tokens are not kept. Logout forgets its session and an update of a
 * user forgets that user's sessions (forgetUser), both at once in this process; a lookup that was under way
 * while anything was forgotten is not kept (the epoch). With several server processes on one database, another
 * process sees a logout or a user update after SESSION_CACHE_MS at most.
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

function forgetSession(db: Db, tokenHash: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  cache.entries.delete(tokenHash);
}

/** Call after changing a user's row: their sessions' cached users are dropped at once. */
export function forgetUser(db: Db, userId: string): void {
  const cache = sessionCache(db);
  cache.epoch++;
  for (const [hash, entry] of cache.entries) if (entry.user.id === userId) cache.entries.delete(hash);
}

/**
 * The user behind `key` (a session token's hash, or an Easy Auth principal's): the cached one, or `lookup`'s
 * answer, kept until SESSION_CACHE_MS from now and never past `expiresMs`.
 */
export async function cachedIdentity(
  db: Db,
  key: string,
  lookup: () => Promise<{ user: User; expiresMs: number } | null>,
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
    cache.entries.set(key, { user, until: Math.min(now + SESSION_CACHE_MS, found.expiresMs) });
  }
  return user;
}

/** The user of the request's session cookie, or null. */
export async function sessionUser(db: Db, c: Context): Promise<User | null> {
  const token = cookieToken(c, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = hashToken(token);
  return cachedIdentity(db, tokenHash, async () => {
    const [row] = await db.query<UserRow & { expires_ms: number }>(
      `SELECT ${USER_COLUMNS}, extract(epoch FROM s.expires_at)::float8 * 1000 AS expires_ms
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    return row ? { user: toUser(row), expiresMs: Number(row.expires_ms) } : null;
  });
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
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, id_token) VALUES ($1, $2, now() + make_interval(hours => $3::int), $4)`,
    [hashToken(token), userId, SESSION_HOURS, idToken],
  );
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: SESSION_HOURS * 3600 });
}
