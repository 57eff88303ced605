/**
 * «Meld flytting»'s business view (./businessView.ts): its buttons, exit and leave dialog as its screens show them
 * (src/features/moving/texts.ts, checked by tests/machines/diagrams.business.test.ts).
 */
import type { EndNames } from './flowKit/endNames';
import { AGREEMENT_NOT_FOUND, AGREEMENT_NOT_LOADED } from '../domain/insuranceSelectors';
import type { movingDeclaration } from '../domain/movingSteps';
import { flowById } from '../domain/flows';
import { movingRulesInWords } from '../domain/schemas/moving';
import type { BusinessViewOf } from './businessView';
import type { movingMachine } from './moving.machine';

export const movingBusinessView = {
  endNames: { bekreftelse: 'Flyttingen er registrert', loadFailed: AGREEMENT_NOT_FOUND, loadError: AGREEMENT_NOT_LOADED, notMovable: 'Meld flytting' } satisfies EndNames<typeof movingDeclaration>,
  machineId: 'moving',
  title: flowById('moving').title,
  buttons: {
    'user.next': 'NESTE',
    'user.back': 'TILBAKE',
    'user.submit': 'MELD FLYTTING',
    'user.toggleManual': 'Jeg finner ikke adressen – skriv den inn manuelt',
    'user.retry': 'PRØV IGJEN',
  },
  exitActions: ['leaveFlow'],
  leaveDialog: { title: 'Vil du avbryte flyttemeldingen?', stay: 'TILBAKE', leave: 'AVBRYT FLYTTEMELDINGEN' },
  rules: movingRulesInWords(),
} satisfies BusinessViewOf<typeof movingMachine>;
