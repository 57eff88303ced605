/** How the purchase wizard's pages sit in the URL, for the route bridge (src/routing/flowRoutes.ts). */
import { purchaseContextOf } from '../../../domain/purchaseContext';
import type { PurchaseForm } from '../../../domain/purchaseForm';
import { PURCHASE_ROUTES, isInPurchaseArea, isPurchaseConfirmationPath, purchaseSteps } from '../../../domain/purchaseSteps';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { PurchaseInput, PurchasePage } from '../../../machines/purchase/types';
import type { FlowLocation, FlowRouting } from '../../routing/flowRoutes';
import type { PurchaseActor } from './flowContext';

/** The page a location of the area names: the confirmation, the step of `?steg=`, or null (the wizard's entry). */
function pageAtLocation(location: FlowLocation): PurchasePage | null {
  if (isPurchaseConfirmationPath(location.pathname)) return 'bekreftelse';
  return purchaseSteps.isName(location.search.steg) ? location.search.steg : null;
}

/** The entry (/kjop-forsikring without a step) is no page of its own: the machine's page replaces it. */
const ENTRY_KEY = 'entry';

const hrefOf = (page: PurchasePage) => (page === 'bekreftelse' ? PURCHASE_ROUTES.confirmation : purchaseSteps.info(page).route);
const flowPage = (page: PurchasePage) => ({ href: hrefOf(page), key: page });

export const purchaseRouting: FlowRouting<PurchaseActor> = {
  pageOf(snapshot) {
    const page = flowPageMetaOf<PurchasePage>(snapshot)?.page;
    return page ? flowPage(page) : null;
  },
  awaitedPageOf(snapshot) {
    const { requestedPage } = snapshot.context;
    if (!snapshot.hasTag('loading') || !requestedPage || requestedPage === 'bekreftelse') return null;
    return flowPage(requestedPage);
  },
  pageAt(location) {
    if (!isInPurchaseArea(location.pathname)) return null;
    const page = pageAtLocation(location);
    if (page === null) return { key: ENTRY_KEY, event: null };
    return { key: page, event: page === 'bekreftelse' ? null : { type: 'xstate.route', to: `#${page}` } };
  },
  blocksLeaving: (snapshot) => snapshot.hasTag('blocksLeaving'),
};

/** The machine's input from the URL the customer opened and the form kept in session storage. */
export function inputAt(location: FlowLocation, storedForm: PurchaseForm | null): PurchaseInput {
  const kontekst = location.search.kontekst;
  return {
    requestedPage: pageAtLocation(location),
    resume: location.search.resume === true,
    context: typeof kontekst === 'string' ? purchaseContextOf(kontekst) : null,
    storedForm,
  };
}
