/**
 * The customer's screen: the portal's own header and flow views (src/features/*), under a router whose history is
 * the explorer page's own (hash history, so it works from the file system): the header's links, browser Back and
 * Forward and the flows' route bridges work as in the app, leave dialog included. Outside the flows a plain page
 * says where the customer went.
 */
import { useEffect, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { Outlet, RouterProvider, createHashHistory, createRootRoute, createRoute, createRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { isInArea } from '../../../domain/paths';
import { FlowView } from '../../../src/components/flow/FlowHost';
import { ModalContained } from '../../../src/components/Modal';
import { Header } from '../../../src/components/shell/Header';
import { titleForPath } from '../../../src/components/shell/paths';
import { useIsMobile } from '../../../src/components/useMediaQuery';
import { page } from '../../../src/styles/ui.css';
import { AddressSearchContext } from '../../../src/lib/search/addressSearchContext';
import { clickLine, clickedOf, escapeLine } from '../logLines';
import { pageName, portalPage } from '../pageNames';
import { addressSearchStandIn } from '../searchStandIns';
import { HomePage } from './HomePage';
import type { Explorer, FlowId } from './explorer';

export function useExplorerVersion(explorer: Explorer): number {
  return useSyncExternalStore(explorer.subscribe, explorer.getVersion);
}

/**
 * The flow's host: its kept run, or a new one from the URL when the customer came to it, shown by the app's own
 * flow (its screen, ../flows/<id>.screen.ts) through the one host's FlowView. The host gives the address search (the purchase wizard's
 * field starts it), as the app's does: here its stand-in.
 */
function FlowHost({ explorer, flowId }: { explorer: Explorer; flowId: FlowId }) {
  useExplorerVersion(explorer);
  const run = explorer.runFor(flowId);
  useEffect(() => {
    if (!run) explorer.start(flowId, explorer.inputAt(flowId));
  }, [explorer, flowId, run]);
  useEffect(() => () => explorer.left(flowId), [explorer, flowId]);
  if (!run) return null;
  return (
    <AddressSearchContext value={() => addressSearchStandIn}>
      <FlowView key={run.id} flow={explorer.screen(flowId).hosted} actor={run.actor} />
    </AddressSearchContext>
  );
}

/** A page outside the flows: where the customer went (a flow's exit names the pages outside the portal). */
function OutsidePage({ explorer }: { explorer: Explorer }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const outside = explorer.flows.find((f) => f.outside?.[pathname])?.outside?.[pathname];
  return (
    <div className={page}>
      <h1>{outside ?? portalPage(pathname)?.name ?? titleForPath(pathname)}</h1>
      <p>Kunden er utenfor flytene, på {pageName(pathname)} ({pathname}). Utforskeren viser ikke denne siden; bruk lenkene i toppen for å gå inn i en flyt igjen.</p>
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
  // A link (the logo, the header's menu) or a dialog's button, logged by its name; React brings the clicks of the
  // dialogs' portals here too.
  const logClick = (event: MouseEvent) => {
    const clicked = clickedOf(event.target);
    if (clicked) explorer.logHere(clickLine(clicked));
  };
  // Esc in a dialog closes it as a click outside does: logged too.
  const logEscape = (event: KeyboardEvent) => {
    const line = escapeLine(event.key, event.target);
    if (line) explorer.logHere(line);
  };
  // A click on the dimmed screen around an open dialog (the frame's backdrop, ./style.ts) is a click outside it: the
  // dialog gets it as it gets one on the portal's own backdrop, which lands on the <dialog> (src/components/Modal.tsx).
  const clickOutside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.currentTarget.querySelector('dialog[open]')?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
  };
  return (
    <div className="customer-frame" onClickCapture={logClick} onKeyDownCapture={logEscape} onClick={clickOutside}>
      <Header pathname={pathname} loggedIn={loggedIn} mobile={mobile} />
      <div className="customer-main">
        <Outlet />
      </div>
    </div>
  );
}

/** The front page: the home page with its dialogs once the analyst has asked for them (./HomePanel.tsx), else a page outside the flows. */
function FrontPage({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  return explorer.home.shown > 0 ? <HomePage explorer={explorer} /> : <OutsidePage explorer={explorer} />;
}

export function createCustomerRouter(explorer: Explorer) {
  const root = createRootRoute({ component: () => <Frame explorer={explorer} /> });
  // Each flow's area, with its own routes below (its screen's), as the app's route files have them.
  const flows = explorer.flows.map((flow) => {
    const area = createRoute({ getParentRoute: () => root, path: flow.area, component: () => <FlowHost explorer={explorer} flowId={flow.id} /> });
    return area.addChildren(explorer.screen(flow.id).routes(area));
  });
  const outside = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <FrontPage explorer={explorer} /> }),
    createRoute({ getParentRoute: () => root, path: '$', component: () => <OutsidePage explorer={explorer} /> }),
  ];
  return createRouter({ routeTree: root.addChildren([...flows, ...outside]), history: createHashHistory() });
}

/** The portal's dialogs open inside the customer's screen (its frame gives the backdrop): the explorer's panels stay usable. */
export function CustomerScreen({ explorer }: { explorer: Explorer }) {
  return (
    <ModalContained value>
      <RouterProvider router={explorer.router} />
    </ModalContained>
  );
}
