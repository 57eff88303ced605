import { Navigate, Outlet, createRootRoute, useMatches, useRouterState } from '@tanstack/react-router';
import { Shell } from '../components/shell/Shell';
import { RouteToasterOnDemand } from '../components/toasts/RouteToasterOnDemand';
import { SessionWatcher } from '../components/shell/SessionWatcher';
import { firstLoadUser } from '../routing/requireUser';
import { rootSearch } from '../../domain/searchParams';
import '../routing/staticData';
import '../styles/global.css';

export const Route = createRootRoute({
  validateSearch: rootSearch,
  // First load only (the root stays matched afterwards): wait for the user, see firstLoadUser.
  beforeLoad: ({ cause }) => (cause === 'enter' ? firstLoadUser() : undefined),
  component: RootLayout,
  // SPEC §2: unknown paths redirect to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { agent } = Route.useSearch();
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare === true) });
  return (
    <>
      <Shell pathname={pathname} agentKey={agent} bare={bare}>
        <Outlet />
      </Shell>
      <RouteToasterOnDemand />
      <SessionWatcher />
    </>
  );
}
