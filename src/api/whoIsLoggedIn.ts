/**
 * "Who is logged in?" asked of the server, and the device made theirs: no React, no store, so that a visitor's page
 * can ask it without the app (src/boot/deviceCleanup.ts). ./getUser.ts keeps the app's answer.
 */
import type { User } from '../../domain/types';
import { SESSION_KEY_HEADER } from '../../domain/session';
import { claimDevice } from '../lib/device/claim';
import { forgetPendingLogoutOnDisk, isLogoutPending, rememberSessionKey, restorePendingLogout } from '../lib/device/pendingLogout';
import { apiErrorFromResponse } from './apiError';
import { sameOriginGet } from './sameOriginGet';

export const USER_KEY = '/api/getUser';
export const AUTH_ME_PATH = '/.auth/me';

/**
 * Easy Auth's session probe, GET /.auth/me: `{ clientPrincipal: null }` without a session, the principal with
 * one. true/false when it says so; undefined when it cannot tell (not answered, another shape), and then
 * getUser decides. Plain fetch, so an anonymous first load needs neither ky nor a failing request.
 */
async function hasSession(query: string): Promise<boolean | undefined> {
  try {
    const response = await sameOriginGet(`${AUTH_ME_PATH}${query}`);
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'clientPrincipal' in body) return body.clientPrincipal !== null && typeof body.clientPrincipal === 'object';
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one place the client asks "am I logged in" (SPEC §4: logged in exactly when GET /api/getUser succeeds).
 * Asks /.auth/me first: without a session the answer is null at once, and getUser (which would answer 401, a
 * failed request in the console) is not called. Otherwise GET /api/getUser; a 401/403 there still means
 * anonymous (null), other failures throw an ApiError with the §7 message. Plain fetch rather than the ky
 * instance (http.ts), with the same semantics (same origin, no retry): every page's first load asks this, and
 * ky stays out of it.
 */
async function askServer(query = ''): Promise<User | null> {
  if ((await hasSession(query)) === false) return null;
  const response = await sameOriginGet(`${USER_KEY}${query}`);
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw await apiErrorFromResponse(response);
  rememberSessionKey(response.headers.get(SESSION_KEY_HEADER));
  return (await response.json()) as User;
}

/**
 * The customer logged in, by askServer, and the device made theirs (src/lib/device/claim.ts: another customer's
 * data is removed first). A logout made offline and not yet told the server (src/lib/device/pendingLogout.ts)
 * means nobody: the question carries its mark, so the server ends the session before it answers; and without a
 * network the answer is nobody all the same.
 */
export async function fetchUser(): Promise<User | null> {
  // A mark a killed browser kept only on disk is a cookie again before the question goes; the page's preloads of
  // the question went without it, so it is asked at another address (the server reads no query there).
  const markOnDisk = await restorePendingLogout();
  const logoutPending = isLogoutPending();
  let user: User | null;
  let answered = true;
  try {
    user = await askServer(markOnDisk === 'restored' ? '?utlogging' : '');
  } catch (error) {
    // No answer: nobody, when a logout is pending or the session has surely ended unused (./offlineAnswer.ts).
    const nobody = logoutPending || (await import('./offlineAnswer').then((offline) => offline.nobodyOffline(), () => false));
    if (!nobody) throw error;
    user = null;
    answered = false;
  }
  // The server has had the mark and answered (nobody is logged in, or the mark is cleared): the disk copy has done its work.
  if (markOnDisk && answered && (user === null || !isLogoutPending())) void forgetPendingLogoutOnDisk();
  await claimDevice(user?.id ?? null);
  return user;
}
