/**
 * LOGG UT marks the logout pending (./pendingLogout.ts says what the mark is): its cookie at once, and its copy on
 * disk before the page says the customer is logged out; and the copy goes once the server has had the mark. Loaded
 * with the logout dialog, or when a copy is to go.
 */
import { LOGOUT_PENDING_DATABASE_PREFIX, LOGOUT_PENDING_SESSION_PREFIX, LOGOUT_PENDING_VALUE } from '../../../domain/session';
import { deviceSessionKey } from './deviceSession';
import { isLogoutPending, marksOnDisk, sessionKeyNow, setMarkCookie } from './pendingLogout';

/**
 * The mark's value for this page's session: its key; started offline, the key the device kept of its customer's
 * session (./deviceSession.ts); `1` (any session) when neither was ever learnt.
 */
function markValue(): string {
  const key = sessionKeyNow() ?? deviceSessionKey();
  return key ? `${LOGOUT_PENDING_SESSION_PREFIX}${key}` : LOGOUT_PENDING_VALUE;
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
  const value = markValue();
  setMarkCookie(value);
  await keepMarkOnDisk(value);
}

/** The mark's copies on disk, once the server has had the mark. */
export async function forgetMarksOnDisk(): Promise<void> {
  for (const name of await marksOnDisk()) indexedDB.deleteDatabase(name);
}

/**
 * Tells the server of a pending logout now, if the network lets it: any request carries the mark, and the server
 * ends the session and clears it (GET /.auth/me answers who is logged in: nobody). true once it got an answer.
 */
export async function tellServer(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    await fetch('/.auth/me', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return false;
  }
  await forgetMarksOnDisk();
  return true;
}
