import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import { SWRConfig } from 'swr';

/** Text of the stand-in home page the login guard redirects to. */
export const HOME_TEXT = 'Forsiden';

/**
 * Renders one of the app's file routes at `path` in a memory router, with the route's own
 * beforeLoad and pendingComponent (and its component unless `component` is given), next to a
 * stand-in home page at /. `pattern` is the route's path as the router matches it.
 */
export function renderRoute(fileRoute: AnyRoute, pattern: string, path: string, component?: RouteComponent) {
  const rootRoute = createRootRoute({
    component: () => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Outlet />
      </SWRConfig>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>{HOME_TEXT}</p> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: pattern,
    beforeLoad: fileRoute.options.beforeLoad,
    pendingComponent: fileRoute.options.pendingComponent,
    component: component ?? fileRoute.options.component,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}
