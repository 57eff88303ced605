import useSWR from 'swr';
import type { User } from '../../domain/types';
import { apiErrorFromResponse, siteOrigin } from './apiError';

export const USER_KEY = '/api/getUser';
export const AUTH_ME_PATH = '/.auth/me';

/** Both questions: same origin, cookies sent, JSON back (as the ky instance in http.ts asks). */
const SAME_ORIGIN_JSON: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json' } };

/**
 * Easy Auth's session probe, GET /.auth/me: `{ clientPrincipal: null }` without a session, the principal with
 * one. true/false when it says so; undefined when it cannot tell (not answered, another shape), and then
 * getUser decides. Plain fetch, so an anonymous first load needs neither ky nor a failing request.
 */
async function hasSession(): Promise<boolean | undefined> {
  try {
    const response = await fetch(`${siteOrigin()}${AUTH_ME_PATH}`, SAME_ORIGIN_JSON);
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
export async function fetchUser(): Promise<User | null> {
  if ((await hasSession()) === false) return null;
  const response = await fetch(`${siteOrigin()}${USER_KEY}`, SAME_ORIGIN_JSON);
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as User;
}

/**
 * The current user; `isLoggedIn` is true exactly when getUser succeeded with a user. `isLoading` while there is
 * no answer yet: an answer the app already has (the first load's, written to SWR's cache) is no loading state.
 */
export function useUser() {
  const { data, error, mutate } = useSWR<User | null, Error>(USER_KEY, fetchUser);
  return {
    user: data ?? null,
    error,
    isLoading: data === undefined && error === undefined,
    isLoggedIn: Boolean(data),
    mutate,
  };
}
