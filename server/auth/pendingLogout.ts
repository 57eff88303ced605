/**
 * A logout the browser could not tell the server (LOGG UT while offline): the app marks it with the cookie
 * LOGOUT_PENDING_COOKIE (domain/session.ts; it names no customer), and the first request that carries it ends the
 * session before anything answers as logged in: a page, /.auth/me, /api. Registered in app.ts before every route.
 *
 * - AUTH_MODE test and oidc (our session cookie): the session ends at once (row deleted, forgotten in this
 *   process's cache, cookie cleared) and the marker is cleared; the request goes on as anonymous. GET /.auth/logout
 *   ends the session itself (oidc needs the session's ID token for the provider's logout), so there only the marker
 *   is cleared.
 * - AUTH_MODE easyauth: the platform owns the session and only its /.auth/logout ends it. A page navigation is sent
 *   there (and back to the same page), the marker cleared; any other request is anonymous and keeps the marker
 *   until a page has been through the platform's logout.
 *
 * A mark that names a session (LOGOUT_PENDING_SESSION_PREFIX and its key) ends only that one: a mark the browser
 * kept from an earlier logout (put back from its disk copy, domain/session.ts) never ends a later login. It is
 * cleared, and the request goes on. Any other value ends whatever session the request has. Nothing of it is logged.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { LOGOUT_PENDING_COOKIE, LOGOUT_PENDING_SESSION_PREFIX } from '../../domain/session';
import type { Config } from '../config';
import type { AppEnv } from '../appEnv';
import { isHttps, requestOrigin } from '../security/proxy';
import { safeRedirectTarget } from '../security/redirect';
import { endSession, sessionKeyOf } from './sessions';

/** Whether the Cookie header names the marker, whatever its value (also one the cookie parser would not read). */
export function hasPendingLogout(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(LOGOUT_PENDING_COOKIE)) return false;
  return cookieHeader.split(';').some((pair) => pair.split('=', 1)[0]!.trim() === LOGOUT_PENDING_COOKIE);
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether the mark names a session other than the request's (none included): left from an earlier logout. */
function namesAnotherSession(c: Context): boolean {
  const value = getCookie(c, LOGOUT_PENDING_COOKIE) ?? '';
  return value.startsWith(LOGOUT_PENDING_SESSION_PREFIX) && value.slice(LOGOUT_PENDING_SESSION_PREFIX.length) !== sessionKeyOf(c);
}

export function pendingLogout(config: Pick<Config, 'authMode'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasPendingLogout(c.req.header('cookie'))) return next();
    // The same attributes as the app's own cookie (Path=/, SameSite=Lax), so this clears that one.
    const clearMarker = () => deleteCookie(c, LOGOUT_PENDING_COOKIE, { path: '/', sameSite: 'Lax', secure: isHttps(c) });
    if (namesAnotherSession(c)) {
      clearMarker();
      return next();
    }
    const path = c.req.path;
    c.set('logoutPending', true);

    if (config.authMode === 'easyauth') {
      const navigation = c.req.method === 'GET' && !isUnder(path, '/api') && !isUnder(path, '/.auth') && (c.req.header('accept') ?? '').includes('text/html');
      if (!navigation) return next();
      const url = new URL(c.req.url);
      const back = safeRedirectTarget(`${url.pathname}${url.search}`, requestOrigin(c));
      clearMarker();
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/.auth/logout?post_logout_redirect_uri=${encodeURIComponent(back)}`, 302);
    }

    // The logout route ends the session itself, with the session's ID token for the provider's logout (oidc).
    if (c.req.method !== 'GET' || path !== '/.auth/logout') await endSession(c.get('db'), c);
    clearMarker();
    return next();
  };
}
