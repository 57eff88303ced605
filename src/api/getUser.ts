import useSWR from 'swr';
import type { User } from '../../domain/types';

export const USER_KEY = '/api/getUser';
export const AUTH_ME_PATH = '/.auth/me';

function origin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/**
 * Easy Auth's session probe, GET /.auth/me: `{ clientPrincipal: null }` without a session, the principal with
 * one. true/false when it says so; undefined when it cannot tell (not answered, another shape), and then
 * getUser decides. Plain fetch, so an anonymous first load needs neither ky nor a failing request.
 */
async function hasSession(): Promise<boolean | undefined> {
  try {
    const response = await fetch(`${origin()}${AUTH_ME_PATH}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
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
 * anonymous (null), other failures throw.
 */
export async function fetchUser(): Promise<User | null> {
  if ((await hasSession()) === false) return null;
  const { ApiError, getJson } = await import('./http');
  try {
    return await getJson<User>('api/getUser');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The current user; `isLoggedIn` is true exactly when getUser succeeded with a user. */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<User | null, Error>(USER_KEY, fetchUser);
  return {
    user: data ?? null,
    error,
    isLoading,
    isLoggedIn: Boolean(data),
    mutate,
  };
}
