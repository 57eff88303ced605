/**
 * A logout the server has not heard of yet (LOGG UT offline): a cookie that names no customer, so the server ends
 * the session on the first request that carries it (server/auth/pendingLogout.ts), also when this tab is
 * closed before the network is back. The server clears it.
 *
 * A browser killed right after LOGG UT would lose the cookie (Chromium writes cookies to disk only every ~30 s),
 * so the mark is also kept as an empty IndexedDB database, which reaches the disk at once: before the app asks who
 * is logged in it puts the cookie back from it (restorePendingLogout), and the service worker does the same before
 * it fetches a page (scripts/build/serviceWorkerLogout.ts). The mark names the session it ends (its key, from
 * getUser's answer), so that one left behind never ends a later login.
 */
import {
  LOGOUT_PENDING_COOKIE,
  LOGOUT_PENDING_DATABASE_PREFIX,
  LOGOUT_PENDING_MAX_AGE_S,
  LOGOUT_PENDING_SESSION_PREFIX,
  LOGOUT_PENDING_VALUE,
} from '../../../domain/session';

/** The key of the session this page was shown for (getUser's answer), null before one is known. */
let sessionKey: string | null = null;

export function rememberSessionKey(key: string | null): void {
  sessionKey = key;
}

function setMarkCookie(value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOGOUT_PENDING_COOKIE}=${value}; Path=/; Max-Age=${LOGOUT_PENDING_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The marks kept on disk (database names); none where IndexedDB cannot list them. */
async function marksOnDisk(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  try {
    return (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith(LOGOUT_PENDING_DATABASE_PREFIX));
  } catch {
    return [];
  }
}

/** Creates the empty database that keeps the mark; resolves once it exists (or the browser refuses). */
function keepMarkOnDisk(value: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(`${LOGOUT_PENDING_DATABASE_PREFIX}${value}`);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/** Marks the logout pending: the cookie at once, the disk copy before it resolves. */
export async function markLogoutPending(): Promise<void> {
  const value = sessionKey ? `${LOGOUT_PENDING_SESSION_PREFIX}${sessionKey}` : LOGOUT_PENDING_VALUE;
  setMarkCookie(value);
  await keepMarkOnDisk(value);
}

export const isLogoutPending = (): boolean => document.cookie.split('; ').some((c) => c.startsWith(`${LOGOUT_PENDING_COOKIE}=`));

/** What restorePendingLogout found: no mark on disk, one whose cookie was there, or one whose cookie it put back. */
export type DiskMark = 'none' | 'kept' | 'restored';

/**
 * A mark kept on disk whose cookie is gone (the browser was killed before it wrote its cookies) is made a cookie
 * again, so the next request tells the server. (The page's preloaded reads went before it, without the mark.)
 */
export async function restorePendingLogout(): Promise<DiskMark> {
  const marks = await marksOnDisk();
  if (marks.length === 0) return 'none';
  if (isLogoutPending()) return 'kept';
  setMarkCookie(marks[0]!.slice(LOGOUT_PENDING_DATABASE_PREFIX.length));
  return 'restored';
}

/** The server has answered a request that carried the mark (it ended the session, or nobody was logged in): the disk copy goes. */
export async function forgetPendingLogoutOnDisk(): Promise<void> {
  for (const name of await marksOnDisk()) indexedDB.deleteDatabase(name);
}

/**
 * Tells the server of a pending logout now, if the network lets it: any request carries the mark, and the server
 * ends the session and clears it (GET /.auth/me answers who is logged in: nobody). true once it got an answer.
 */
export async function finishPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    await fetch('/.auth/me', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return false;
  }
  await forgetPendingLogoutOnDisk();
  return true;
}
