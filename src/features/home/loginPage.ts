/** The front page's login panels as a chunk of their own, and the `/` route's loader that fetches it for a visitor. */
import { lazyRouteComponent } from '@tanstack/react-router';
import { knownUser } from '../../api/getUser';
import { loggedOutPageIs } from '../../lib/loggedOutPage';

/** The login panels, in a chunk of their own: a customer's first load does not carry them. */
export const LoginPage = lazyRouteComponent(() => import('./LoginPanel'), 'LoginPage');

/** What a customer's page loads once idle, so that the page LOGG UT leads to shows offline too. */
loggedOutPageIs(() => LoginPage.preload?.() ?? Promise.resolve());

/**
 * The `/` route's loader: for a visitor, the login panels' code before the page renders (the static shell, which
 * already shows the panel's top, stays painted meanwhile). A customer's home is in the entry.
 */
export async function preloadHomePage(): Promise<void> {
  const user = await knownUser().catch(() => null);
  if (!user) await LoginPage.preload?.();
}
