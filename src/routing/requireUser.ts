import { redirect } from '@tanstack/react-router';
import { loadUser } from '../api/getUser';

/**
 * The root route's beforeLoad on the first load of the app: waits for the answer to "am I logged in", so the
 * first render is already the page for this user (the header, the home page's variant) instead of a loading
 * state that then moves the footer; index.html's static shell stays painted meanwhile. The answer is kept
 * (loadUser), so every useUser() has it from its first render on. A failed call is the pages' to show.
 */
export async function firstLoadUser(): Promise<void> {
  try {
    await loadUser();
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
  let user;
  try {
    user = await loadUser();
  } catch {
    return;
  }
  if (!user) throw redirect({ to: '/', replace: true });
}
