import useSWR from 'swr';
import type { User } from '../../domain/types';
import { ApiError, getJson } from './http';

export const USER_KEY = '/api/getUser';

/** GET /api/getUser. A 401 means anonymous and yields null (SPEC §4: logged in exactly when this call succeeds). */
export async function fetchUser(): Promise<User | null> {
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
