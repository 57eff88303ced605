/**
 * The purchase wizard's business view (./businessView.ts): its buttons and where AVBRYT takes the customer, as its
 * screens show them (src/features/purchase/, checked by tests/machines/diagrams.business.test.ts).
 */
import type { EndNames } from './flowKit/endNames';
import type { purchaseDeclaration } from '../domain/purchaseSteps';
import { flowById } from '../domain/flows';
import { PURCHASE_STEP_RULES } from '../domain/schemas/purchaseRules';
import { rulesInWords } from '../domain/schemas/ruleWords';
import type { BusinessViewOf } from './businessView';
import type { purchaseMachine } from './purchase.machine';

export const purchaseBusinessView = {
  endNames: { bekreftelse: 'Takk for bestillingen' } satisfies EndNames<typeof purchaseDeclaration>,
  machineId: 'purchase',
  title: flowById('purchase').title,
  buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.cancel': 'AVBRYT', 'user.newOrder': 'Legg til en ny adresse' },
  stepButtons: {
    oppsummering: { 'user.next': 'BESTILL FORSIKRING' },
  },
  anonymousStepButtons: { startdato: { 'user.next': 'SIGNER OG BESTILL FORSIKRING' } },
  exitActions: ['leaveWizard'],
  exitPlaces: { productPage: 'leverandørens produktside', '/': 'forsiden', '/sjekk-forsikring/resultat': 'resultatet av forsikringssjekken' },
  rules: rulesInWords(PURCHASE_STEP_RULES),
} satisfies BusinessViewOf<typeof purchaseMachine>;
