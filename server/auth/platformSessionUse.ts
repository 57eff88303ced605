/**
 * AUTH_MODE=easyauth: the idle clock of a session the platform owns (docs/auth.md, «A session that is not used ends
 * by itself»). The platform's cookie AppServiceAuthSession names the session; the app keeps only its SHA-256 and when
 * it was last used (table platform_session_use), written as sparingly as sessions.ts writes its own (touchAfterMs).
 * A session first seen starts its idle time then. One unused for the idle time is logged out for the app: /api
 * answers 401, and a page navigation is sent through the platform's /.auth/logout (idleEndedLogout), which ends it.
 * A request without the cookie (not a browser's) has no clock here.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionConfig } from '../config/sessionConfig';
import type { Db } from '../db/db';
import type { AppEnv } from '../appEnv';
import { requestOrigin } from '../security/proxy';
import { safeRedirectTarget } from '../security/redirect';
import { cookieToken, hashToken, SESSION_COOKIE, touchAfterMs } from './sessions';

const TIMES = `extract(epoch FROM last_used_at + make_interval(secs => $2::int) - now())::float8 * 1000 AS ends_in_ms,
  extract(epoch FROM now() - last_used_at)::float8 * 1000 AS unused_ms`;
const ALIVE = `cookie_hash = $1 AND last_used_at > now() - make_interval(secs => $2::int)`;

/** The hash of the request's platform session cookie, or null. */
export const platformSessionKey = (c: Context): string | null => {
  const token = cookieToken(c, SESSION_COOKIE);
  return token ? hashToken(token) : null;
};

/**
 * Milliseconds until the platform session `key` ends unused (null: it has ended). `use`: this request uses it
 * (written when the stored use is older than touchAfterMs; FORTSETT writes it always with `use: 'now'`).
 */
export async function platformSessionEndsIn(db: Db, key: string, idle: SessionConfig, use: boolean | 'now'): Promise<number | null> {
  const [row] = await db.query<{ ends_in_ms: number; unused_ms: number }>(`SELECT ${TIMES} FROM platform_session_use WHERE cookie_hash = $1`, [key, idle.idleSeconds]);
  if (!row) {
    if (!use) return idle.idleSeconds * 1000;
    await db.query('DELETE FROM platform_session_use WHERE last_used_at < now() - interval \'1 day\'');
    await db.query('INSERT INTO platform_session_use (cookie_hash) VALUES ($1) ON CONFLICT (cookie_hash) DO NOTHING', [key]);
    return idle.idleSeconds * 1000;
  }
  if (Number(row.ends_in_ms) <= 0) return null;
  if (!use || (use !== 'now' && Number(row.unused_ms) < touchAfterMs(idle))) return Number(row.ends_in_ms);
  const [touched] = await db.query<{ ends_in_ms: number }>(`UPDATE platform_session_use SET last_used_at = now() WHERE ${ALIVE} RETURNING ${TIMES}`, [
    key,
    idle.idleSeconds,
  ]);
  return touched ? Number(touched.ends_in_ms) : null;
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A page navigation whose platform session has ended unused goes through the platform's /.auth/logout and back to
 * the same page (as a pending logout does, pendingLogout.ts); everything else goes on, and is anonymous.
 */
export function idleEndedLogout(idle: SessionConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const navigation = c.req.method === 'GET' && !isUnder(c.req.path, '/api') && !isUnder(c.req.path, '/.auth') && (c.req.header('accept') ?? '').includes('text/html');
    const key = navigation ? platformSessionKey(c) : null;
    if (!key || (await platformSessionEndsIn(c.get('db'), key, idle, false)) !== null) return next();
    const url = new URL(c.req.url);
    const back = safeRedirectTarget(`${url.pathname}${url.search}`, requestOrigin(c));
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/.auth/logout?post_logout_redirect_uri=${encodeURIComponent(back)}`, 302);
  };
}
