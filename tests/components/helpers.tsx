import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { vi } from 'vitest';
import { SWRConfig } from 'swr';

/**
 * Renders `Component` at `path` inside a real TanStack router (every path renders it) with a fresh SWR
 * cache. Returns the router to inspect navigation. `history: 'browser'` uses jsdom's window.history, whose
 * back/forward fire popstate and pass the router's blockers as in a browser (memory history skips them).
 */
export function renderAt(path: string, Component: ComponentType, options: { history?: 'memory' | 'browser' } = {}) {
  const Page = () => <Component />;
  const rootRoute = createRootRoute({
    component: () => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Outlet />
      </SWRConfig>
    ),
  });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
  const splat = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, splat]),
    history: options.history === 'browser' ? browserHistoryAt(path) : createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}

function browserHistoryAt(path: string) {
  window.history.replaceState(null, '', path);
  return createBrowserHistory();
}

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface StubFetchOptions {
  /**
   * The answer to GET /.auth/me, the session probe `fetchUser` asks before getUser. `true` (default): there is a
   * session, so getUser decides, as it always did; `false`: no session (`{ clientPrincipal: null }`), so getUser
   * is not asked. Either way the probe is answered here and is not a call of the returned spy. `'handler'`
   * passes it to `handler` like any other request.
   */
  session?: boolean | 'handler';
}

export const AUTH_ME_PRINCIPAL = { identityProvider: 'signicat', userId: 'test-user', userRoles: ['anonymous', 'authenticated'] };

/** Replaces global fetch (used by ky) with `handler`; returns the spy to inspect the requests. */
export function stubFetch(handler: FetchHandler, { session = true }: StubFetchOptions = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return handler(request);
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (session !== 'handler' && url.pathname === '/.auth/me') return json({ clientPrincipal: session ? AUTH_ME_PRINCIPAL : null });
    return spy(input, init);
  });
  return spy;
}

export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export const KARI = {
  id: 'u-kari',
  fullName: 'Kari Nordmann',
  socialSecurityNumber: '17047012345',
  streetAddress: 'Storgata 1, 0155 Oslo',
  mobilePhone: '91234567',
  email: 'kari@example.no',
  confirmedEmail: 'kari@example.no',
  consentToFurtherInformation: false,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
};
