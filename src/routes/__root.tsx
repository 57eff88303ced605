import { Navigate, Outlet, createRootRoute, useMatches, useRouterState } from '@tanstack/react-router';
import { USER_KEY } from '../api/getUser';
import { ApiCacheProvider } from '../api/swrConfig';
import { Shell } from '../components/shell/Shell';
import { RouteToasterOnDemand } from '../components/toasts/RouteToasterOnDemand';
import { firstLoadUser, type FirstLoadContext } from '../routing/requireUser';
import { rootSearch } from '../routing/search';
import '../routing/staticData';
import '../styles/global.css';

export const Route = createRootRoute({
  validateSearch: rootSearch,
  // First load only (the root stays matched afterwards): wait for the user, see firstLoadUser.
  beforeLoad: ({ cause }): Promise<FirstLoadContext> | FirstLoadContext => (cause === 'enter' ? firstLoadUser() : {}),
  component: RootLayout,
  // SPEC §2: unknown paths redirect to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { agent } = Route.useSearch();
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare === true) });
  const { initialUser } = Route.useRouteContext();
  return (
    <ApiCacheProvider value={initialUser === undefined ? undefined : { fallback: { [USER_KEY]: initialUser } }}>
      <Shell pathname={pathname} agentKey={agent} bare={bare}>
        <Outlet />
      </Shell>
      <RouteToasterOnDemand />
    </ApiCacheProvider>
  );
}
