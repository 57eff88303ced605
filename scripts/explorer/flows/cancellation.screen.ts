/**
 * «Si opp forsikring» on the explorer's customer screen (../ui/CustomerScreen.tsx): the app's own flow on the one
 * host, and its routes, as the app's route file has them (src/routes/forsikringer/$agreementId_/si-opp/$.tsx): one
 * agreement's wizard, its steps in `?steg=` and its confirmation below. The page only: Node never loads it.
 */
import { createRoute } from '@tanstack/react-router';
import { cancellationDeclaration } from '../../../domain/cancellationSteps';
import { flowSearch } from '../../../domain/flowDeclaration';
import { cancellationFlow } from '../../../src/features/cancellation/flow';
import type { ExplorerScreen } from '../explorerFlow';

export const explorerScreen: ExplorerScreen = {
  hosted: cancellationFlow,
  routes: (area) => [
    createRoute({ getParentRoute: () => area, path: '/', validateSearch: flowSearch(cancellationDeclaration) }),
    createRoute({ getParentRoute: () => area, path: 'bekreftelse' }),
  ],
};
