/**
 * «Si opp forsikring»'s business view (./businessView.ts): its buttons, exit and leave dialog as its screens show
 * them (src/features/cancellation/texts.ts, checked by tests/machines/diagrams.business.test.ts).
 */
import type { EndNames } from './flowKit/endNames';
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED } from '../domain/insuranceSelectors';
import type { cancellationDeclaration } from '../domain/cancellationSteps';
import { flowById } from '../domain/flows';
import { cancellationRulesInWords } from '../domain/schemas/cancellation';
import type { BusinessViewOf } from './businessView';
import type { cancellationMachine } from './cancellation.machine';

export const cancellationBusinessView = {
  endNames: { bekreftelse: 'Forsikringen er sagt opp', loadFailed: AGREEMENT_NOT_FOUND, loadError: AGREEMENT_NOT_LOADED, notCancellable: 'Si opp forsikring' } satisfies EndNames<typeof cancellationDeclaration>,
  machineId: 'cancellation',
  title: flowById('cancellation').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SI OPP FORSIKRING', 'user.retry': 'PRØV IGJEN' },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avbryte oppsigelsen?', stay: 'TILBAKE', leave: 'AVBRYT OPPSIGELSEN' },
  rules: cancellationRulesInWords(),
} satisfies BusinessViewOf<typeof cancellationMachine>;
