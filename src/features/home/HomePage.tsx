import { useUser } from '../../api/getUser';
import type { HomeSearch } from '../../../domain/loginPanels';
import { page, visuallyHidden } from '../../styles/ui.css';
import { LoggedInHome } from './LoggedInHome';

import { LoginPage } from './loginPage';

export { preloadHomePage } from './loginPage';

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
