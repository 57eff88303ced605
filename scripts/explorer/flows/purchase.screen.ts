/**
 * The purchase wizard on the explorer's customer screen (../ui/CustomerScreen.tsx): the app's own flow on the one
 * host, and its routes, as the app's route files have them (src/routes/kjop-forsikring): the steps in `?steg=` and
 * the confirmation below. The page only: Node never loads it.
 */
import { createRoute } from '@tanstack/react-router';
import { purchaseSearch } from '../../../domain/searchParams';
import { purchaseFlow } from '../../../src/features/purchase/PurchaseFlow';
import type { ExplorerScreen } from '../explorerFlow';

export const explorerScreen: ExplorerScreen = {
  hosted: purchaseFlow,
  routes: (area) => [
    createRoute({ getParentRoute: () => area, path: '/', validateSearch: purchaseSearch }),
    createRoute({ getParentRoute: () => area, path: 'bekreftelse' }),
  ],
};
