/**
 * «Meld flytting»'s business view (./businessView.ts): its buttons, exit and leave dialog as its screens show them
 * (src/features/moving/texts.ts, checked by tests/machines/diagrams.business.test.ts).
 */
import { flowById } from '../domain/flows';
import { movingRulesInWords } from '../domain/schemas/moving';
import type { BusinessViewOf } from './businessView';
import type { movingMachine } from './moving.machine';

export const movingBusinessView = {
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
