/**
 * A logout the server has not heard of yet (LOGG UT offline): a cookie that names no customer, so the server ends
 * the session on the first request that carries it (server/auth/pendingLogout.ts), also when this tab is
 * closed before the network is back. The server clears it.
 *
 * A browser killed right after LOGG UT would lose the cookie (Chromium writes cookies to disk only every ~30 s),
 * so the mark is also kept as an empty IndexedDB database, which reaches the disk at once: before the app asks who
 * is logged in it puts the cookie back from it (restorePendingLogout), and the service worker does the same before
 * it fetches a page (scripts/build/serviceWorkerLogout.ts). The mark names the session it ends (its key, from
 * getUser's answer), so that one left behind never ends a later login. What the app needs as it starts is here; the
 * logout sets the mark with ./logoutMark.ts, loaded with the logout dialog.
 */
import {
  LOGOUT_PENDING_COOKIE,
  LOGOUT_PENDING_DATABASE_PREFIX,
  LOGOUT_PENDING_MAX_AGE_S,
} from '../../../domain/session';

/** The key of the session this page was shown for (getUser's answer), null before one is known. */
let sessionKey: string | null = null;

export function rememberSessionKey(key: string | null): void {
  sessionKey = key;
}

/** The key of the session this page was shown for (null: never learnt). */
export const sessionKeyNow = (): string | null => sessionKey;

export function setMarkCookie(value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOGOUT_PENDING_COOKIE}=${value}; Path=/; Max-Age=${LOGOUT_PENDING_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The marks kept on disk (database names); none where IndexedDB cannot list them. */
export async function marksOnDisk(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  try {
    return (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith(LOGOUT_PENDING_DATABASE_PREFIX));
  } catch {
    return [];
  }
}

export const isLogoutPending = (): boolean => document.cookie.split('; ').some((c) => c.startsWith(`${LOGOUT_PENDING_COOKIE}=`));

/** What restorePendingLogout found: no mark on disk (''), one whose cookie was there, or one whose cookie it put back. */
export type DiskMark = '' | 'kept' | 'restored';

/**
 * A mark kept on disk whose cookie is gone (the browser was killed before it wrote its cookies) is made a cookie
 * again, so the next request tells the server. (The page's preloaded reads went before it, without the mark.)
 */
export async function restorePendingLogout(): Promise<DiskMark> {
  const marks = await marksOnDisk();
  if (marks.length === 0) return '';
  if (isLogoutPending()) return 'kept';
  setMarkCookie(marks[0]!.slice(LOGOUT_PENDING_DATABASE_PREFIX.length));
  return 'restored';
}

/** The rest of a pending logout's work (./logoutMark.ts): loaded when there is a mark, a rare moment. */
const markWork = () => import('./logoutMark');

/** The server has answered a request that carried the mark: its copy on disk goes. */
export const forgetPendingLogoutOnDisk = (): Promise<void> => markWork().then((mark) => mark.forgetMarksOnDisk());

/** Tells the server of a pending logout now, if the network lets it (./logoutMark.ts tellServer). */
export const finishPendingLogout = (): Promise<boolean> => markWork().then((mark) => mark.tellServer());

/** How often a logout made offline is told the server again while the page stays open (as a weak signal seldom says it is back). */
const RETRY_PENDING_LOGOUT_MS = 15_000;

/**
 * Tells the server of a pending logout now, on every return of the network and every `RETRY_PENDING_LOGOUT_MS`
 * until it has heard (the app's SessionWatcher, a visitor's device cleanup). Returns the stop.
 */
export function keepTellingPendingLogout(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const tell = () => {
    if (!isLogoutPending()) return;
    void finishPendingLogout();
    timer ??= setInterval(() => {
      if (isLogoutPending()) void finishPendingLogout();
      else clearInterval(timer);
    }, RETRY_PENDING_LOGOUT_MS);
  };
  tell();
  window.addEventListener('online', tell);
  return () => {
    window.removeEventListener('online', tell);
    clearInterval(timer);
  };
}
