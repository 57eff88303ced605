import { redirect } from '@tanstack/react-router';
import { mutate, preload } from 'swr';
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
 * state that then moves the footer; index.html's static shell stays painted meanwhile. The answer is written
 * into SWR's cache under the user's key, so every useUser() has it from its first render on. (A fallback in the
 * root's route context was lost with the next router load, a URL the flow replaced at once: the header then
 * showed an anonymous visitor beside a logged-in page.) A failed call is the pages' to show.
 */
export async function firstLoadUser(): Promise<void> {
  try {
    await mutate(USER_KEY, await ensureUser(), { revalidate: false });
  } catch {
    // The pages ask again and show the failure.
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
