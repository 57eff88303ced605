import { redirect } from '@tanstack/react-router';
import { preload } from 'swr';
import type { User } from '../../domain/types';
import { USER_KEY, fetchUser } from '../api/getUser';

/**
 * The logged-in user for a route's beforeLoad. Asks `fetchUser` (the one "am I logged in" question,
 * src/api/getUser.ts) through SWR's preload under the user's cache key, so the page's `useUser()`
 * takes this answer instead of asking again. null when anonymous; rejects when the call fails
 * (not 401/403).
 */
export function ensureUser(): Promise<User | null> {
  return preload(USER_KEY, fetchUser);
}

/**
 * The root route's beforeLoad on the first load of the app: waits for the answer to "am I logged in", so the
 * first render is already the page for this user (the header, the home page's variant) instead of a loading
 * state that then moves the footer; index.html's static shell stays painted meanwhile. The answer becomes the
 * user's cache entry at once (RootLayout hands it to SWR as fallback). A failed call is the pages' to show.
 */
export interface FirstLoadContext {
  /** The first load's answer: the user, or null when anonymous; absent when the call failed. */
  initialUser?: User | null;
}

export async function firstLoadUser(): Promise<FirstLoadContext> {
  try {
    return { initialUser: await ensureUser() };
  } catch {
    return {};
  }
}

/**
 * beforeLoad of the pages with the user's own data (profile, consent, case list, case summary):
 * anonymous visitors go to / (where they can log in). When the user call fails for another reason
 * the page loads and shows its error from the same answer ('Kunne ikke laste data, prøv på nytt').
 */
export async function requireUser(): Promise<void> {
  let user: User | null;
  try {
    user = await ensureUser();
  } catch {
    return;
  }
  if (!user) throw redirect({ to: '/', replace: true });
}
