/**
 * «Si opp forsikring» and «Meld flytting» in a router like the app's (the browser's history, so Back and Forward pass
 * the router's blockers), with a front page of its own at / and the insurance's page at /forsikringer/{id}.
 */
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createBrowserHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { SWRConfig } from 'swr';
import { FlowHost } from '../../../src/components/flow/FlowHost';
import type { cancellationFlow } from '../../../src/features/cancellation/flow';
import type { movingFlow } from '../../../src/features/moving/flow';

export const HOME = 'Forsiden';
export const INSURANCE_PAGE = 'Forsikringen';

export function renderFlowAt(path: string, flow: typeof cancellationFlow | typeof movingFlow) {
  const root = createRootRoute({
    component: () => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Outlet />
      </SWRConfig>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>{HOME}</h1> });
  const insurance = createRoute({ getParentRoute: () => root, path: '/forsikringer/$agreementId', component: () => <h1>{INSURANCE_PAGE}</h1> });
  const flowRoute = createRoute({ getParentRoute: () => root, path: '$', component: () => <FlowHost flow={flow as never} /> });
  if (`${window.location.pathname}${window.location.search}` !== path) window.history.replaceState(window.history.state, '', path);
  const router = createRouter({ routeTree: root.addChildren([home, insurance, flowRoute]), history: createBrowserHistory() });
  render(<RouterProvider router={router} />);
  return { router };
}

/** The browser's history as the router numbers it: `paths` in turn, the last one current. */
export function historyOf(paths: readonly string[]) {
  paths.forEach((path, index) => {
    const state = { __TSR_index: index, __TSR_key: `k${index}`, key: `k${index}` };
    if (index === 0) window.history.replaceState(state, '', path);
    else window.history.pushState(state, '', path);
  });
}
