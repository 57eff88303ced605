/**
 * A logout the server has not heard of yet (LOGG UT offline): a cookie that names no customer, so the server ends
 * the session on the first request that carries it (server/auth/pendingLogout.ts), also when this tab is
 * closed before the network is back. The server clears it.
 */
import { LOGOUT_PENDING_COOKIE, LOGOUT_PENDING_MAX_AGE_S, LOGOUT_PENDING_VALUE } from '../../../domain/session';

export function markLogoutPending(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOGOUT_PENDING_COOKIE}=${LOGOUT_PENDING_VALUE}; Path=/; Max-Age=${LOGOUT_PENDING_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export const isLogoutPending = (): boolean => document.cookie.split('; ').some((c) => c.startsWith(`${LOGOUT_PENDING_COOKIE}=`));

/**
 * Tells the server of a pending logout now, if the network lets it: any request carries the mark, and the server
 * ends the session and clears it (GET /.auth/me answers who is logged in: nobody). true once it got an answer.
 */
export async function finishPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    await fetch('/.auth/me', { credentials: 'same-origin', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
