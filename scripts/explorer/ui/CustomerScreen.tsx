/**
 * The customer's screen: the portal's own header and flow views (src/features/*), under a router whose history is
 * the explorer page's own (hash history, so it works from the file system): the header's links, browser Back and
 * Forward and the flows' route bridges work as in the app, leave dialog included. Outside the flows a plain page
 * says where the customer went.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  Outlet,
  RouterProvider,
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useRouter,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CANCELLATION_STEP_PARAM, cancellationSteps } from '../../../domain/cancellationSteps';
import { damageReportSteps } from '../../../domain/damageReportSteps';
import { stepSearch } from '../../../domain/flowSteps';
import { isInArea } from '../../../domain/paths';
import { caseIdSearch, purchaseSearch } from '../../../domain/searchParams';
import { FlowView } from '../../../src/components/flow/FlowHost';
import { Header } from '../../../src/components/shell/Header';
import { titleForPath } from '../../../src/components/shell/paths';
import { useIsMobile } from '../../../src/components/useMediaQuery';
import { cancellationFlow } from '../../../src/features/cancellation/flow';
import type { CancellationActor } from '../../../src/features/cancellation/flowContext';
import { DamageReportFlowView } from '../../../src/features/damageReport/DamageReportFlow';
import type { DamageReportActor } from '../../../src/features/damageReport/flowContext';
import { PurchaseFlowView } from '../../../src/features/purchase/PurchaseFlow';
import type { PurchaseActor } from '../../../src/features/purchase/flowContext';
import { page } from '../../../src/styles/ui.css';
import { AddressSearchContext } from '../../../src/lib/search/addressSearchContext';
import { PRODUCT_PAGE_PATH, addressSearchStandIn } from '../flows';
import { inputAt, type Explorer, type FlowId } from './explorer';

export function useExplorerVersion(explorer: Explorer): number {
  return useSyncExternalStore(explorer.subscribe, explorer.getVersion);
}

/** The flow's host: its kept run, or a new one from the URL when the customer came to it. */
function FlowHost({ explorer, flowId }: { explorer: Explorer; flowId: FlowId }) {
  useExplorerVersion(explorer);
  const router = useRouter();
  const run = explorer.runFor(flowId);
  useEffect(() => {
    if (!run) explorer.start(flowId, inputAt(flowId, router));
  }, [explorer, flowId, router, run]);
  useEffect(() => () => explorer.left(flowId), [explorer, flowId]);
  if (!run) return null;
  switch (flowId) {
    case 'damageReport':
      return <DamageReportFlowView key={run.id} actor={run.actor as DamageReportActor} />;
    case 'purchase':
      return (
        <AddressSearchContext value={() => addressSearchStandIn}>
          <PurchaseFlowView key={run.id} actor={run.actor as PurchaseActor} />
        </AddressSearchContext>
      );
    case 'cancellation':
      return <FlowView key={run.id} flow={cancellationFlow} actor={run.actor as CancellationActor} />;
  }
}

const OUTSIDE_TITLES: Record<string, string> = {
  [PRODUCT_PAGE_PATH]: 'Leverandørens produktside',
  '/sjekk-forsikring/resultat': 'Resultatet av forsikringssjekken',
};

/** A page outside the flows: where the customer went. */
function OutsidePage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className={page}>
      <h1>{OUTSIDE_TITLES[pathname] ?? titleForPath(pathname)}</h1>
      <p>Kunden er utenfor flytene, på {pathname}. Utforskeren viser ikke denne siden; bruk lenkene i toppen for å gå inn i en flyt igjen.</p>
    </div>
  );
}

/** Whether the header shows the logged-in customer: in the purchase wizard, as its machine knows. */
function useLoggedIn(explorer: Explorer, pathname: string): boolean {
  useExplorerVersion(explorer);
  const run = isInArea(explorer.flow('purchase').area, pathname) ? explorer.runs.get('purchase') : undefined;
  const user = useSelector(run?.actor, (s: { context?: { user?: unknown } } | undefined) => s?.context?.user);
  return run ? user !== null && user !== undefined : true;
}

function Frame({ explorer }: { explorer: Explorer }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const mobile = useIsMobile();
  const loggedIn = useLoggedIn(explorer, pathname);
  return (
    <div className="customer-frame">
      <Header pathname={pathname} loggedIn={loggedIn} mobile={mobile} />
      <div className="customer-main">
        <Outlet />
      </div>
    </div>
  );
}

export function createCustomerRouter(explorer: Explorer) {
  const root = createRootRoute({ component: () => <Frame explorer={explorer} /> });
  const flowRoute = (path: string, flowId: FlowId, children: AnyRoute[]) =>
    createRoute({ getParentRoute: () => root, path, component: () => <FlowHost explorer={explorer} flowId={flowId} /> }).addChildren(children);
  const damageReportPaths = ['skademelding', ...damageReportSteps.names.map((s) => damageReportSteps.info(s).route.split('/').pop()!), 'takk'];
  const damageReport = flowRoute(explorer.flow('damageReport').area, 'damageReport', []);
  damageReport.addChildren(damageReportPaths.map((path) => createRoute({ getParentRoute: () => damageReport, path, validateSearch: caseIdSearch })));
  const purchase = flowRoute(explorer.flow('purchase').area, 'purchase', []);
  purchase.addChildren([
    createRoute({ getParentRoute: () => purchase, path: '/', validateSearch: purchaseSearch }),
    createRoute({ getParentRoute: () => purchase, path: 'bekreftelse' }),
  ]);
  // One agreement's wizard: its steps in `?steg=` and its confirmation below (the app's routes/forsikringer/$agreementId_/si-opp).
  const cancellation = flowRoute(explorer.flow('cancellation').area, 'cancellation', []);
  cancellation.addChildren([
    createRoute({ getParentRoute: () => cancellation, path: '/', validateSearch: stepSearch(cancellationSteps, CANCELLATION_STEP_PARAM) }),
    createRoute({ getParentRoute: () => cancellation, path: 'bekreftelse' }),
  ]);
  const outside = [
    createRoute({ getParentRoute: () => root, path: '/', component: OutsidePage }),
    createRoute({ getParentRoute: () => root, path: '$', component: OutsidePage }),
  ];
  return createRouter({ routeTree: root.addChildren([damageReport, purchase, cancellation, ...outside]), history: createHashHistory() });
}

export function CustomerScreen({ explorer }: { explorer: Explorer }) {
  return <RouterProvider router={explorer.router} />;
}
