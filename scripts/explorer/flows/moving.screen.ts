/**
 * «Meld flytting» on the explorer's customer screen (../ui/CustomerScreen.tsx): the app's own flow on the one host,
 * and its routes, as the app's route file has them (src/routes/forsikringer/$agreementId_/meld-flytting/$.tsx): one
 * agreement's wizard, its steps in `?steg=` and its confirmation below. The page only: Node never loads it.
 */
import { createRoute } from '@tanstack/react-router';
import { flowSearch } from '../../../domain/flowDeclaration';
import { movingDeclaration } from '../../../domain/movingSteps';
import { movingFlow } from '../../../src/features/moving/flow';
import type { ExplorerScreen } from '../explorerFlow';

export const explorerScreen: ExplorerScreen = {
  hosted: movingFlow,
  routes: (area) => [
    createRoute({ getParentRoute: () => area, path: '/', validateSearch: flowSearch(movingDeclaration) }),
    createRoute({ getParentRoute: () => area, path: 'bekreftelse' }),
  ],
};
