/**
 * «Si opp forsikring»'s business view (./businessView.ts): its buttons, exit and leave dialog as its screens show
 * them (src/features/cancellation/texts.ts, checked by tests/machines/diagrams.business.test.ts).
 */
import { flowById } from '../domain/flows';
import { cancellationRulesInWords } from '../domain/schemas/cancellation';
import type { BusinessViewOf } from './businessView';
import type { cancellationMachine } from './cancellation.machine';

export const cancellationBusinessView = {
  machineId: 'cancellation',
  title: flowById('cancellation').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SI OPP FORSIKRING', 'user.retry': 'PRØV IGJEN' },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avbryte oppsigelsen?', stay: 'TILBAKE', leave: 'AVBRYT OPPSIGELSEN' },
  rules: cancellationRulesInWords(),
} satisfies BusinessViewOf<typeof cancellationMachine>;
