import { lazyRouteComponent } from '@tanstack/react-router';
import { knownUser, useUser } from '../../api/getUser';
import type { HomeSearch } from '../../../domain/loginPanels';
import { page, visuallyHidden } from '../../styles/ui.css';
import { LoggedInHome } from './LoggedInHome';

/** The login panels, in a chunk of their own: a customer's first load does not carry them. */
const LoginPage = lazyRouteComponent(() => import('./LoginPanel'), 'LoginPage');

/**
 * The `/` route's loader: for a visitor, the login panels' code before the page renders (the static shell, which
 * already shows the panel's top, stays painted meanwhile). A customer's home is in the entry.
 */
export async function preloadHomePage(): Promise<void> {
  const user = await knownUser().catch(() => null);
  if (!user) await LoginPage.preload?.();
}

export function HomePage({ search }: { search: HomeSearch }) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className={page} aria-busy="true">
        <h1 className={visuallyHidden}>Min side</h1>
        <p>Laster...</p>
      </div>
    );
  }
  if (user) return <LoggedInHome user={user} />;
  return <LoginPage search={search} />;
}
