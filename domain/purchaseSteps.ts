import { stepList } from './flowSteps';

/** Where the wizard lives: one path, the step in `?steg=` (a history entry per step), and the confirmation. */
export const PURCHASE_ROUTES = { area: '/kjop-forsikring', confirmation: '/kjop-forsikring/bekreftelse' } as const;
export const PURCHASE_STEP_PARAM = 'steg';

/** Step 1's text under its heading. */
export const ADDRESS_STEP_INTRO = 'Hvilken bolig vil du forsikre? Søk opp adressen, eller skriv den inn selv.';

/**
 * The purchase wizard's steps (SPEC §2, §4), in order: one list for the machine's states, the routes
 * (`/kjop-forsikring?steg=<name>`, a history entry per step), the heading "Steg N av 4: heading" and the header's n/4.
 */
export const purchaseSteps = stepList([
  { name: 'adresse', route: '/kjop-forsikring?steg=adresse', number: 1, heading: 'Adresse', intro: ADDRESS_STEP_INTRO },
  { name: 'forsikring', route: '/kjop-forsikring?steg=forsikring', number: 2, heading: 'Velg forsikring' },
  { name: 'startdato', route: '/kjop-forsikring?steg=startdato', number: 3, heading: 'Startdato og kontakt' },
  { name: 'oppsummering', route: '/kjop-forsikring?steg=oppsummering', number: 4, heading: 'Oppsummering' },
]);

export type PurchaseStepName = (typeof purchaseSteps.names)[number];



/**
 * The step the wizard opens at whatever the tab has stored and the server answers, known from its address alone:
 * step 1 when the URL names step 1 or no step and the customer is not back from the e-ID login (`?resume=true`,
 * where the stored form decides). Null when only the loaded wizard can tell. The static shell and the wizard's
 * loading state show this step's heading (machines/purchase/steps.ts openingStep agrees, tested).
 */
export function certainOpeningStep(requested: PurchaseStepName | null, resume: boolean): 'adresse' | null {
  return !resume && (requested ?? 'adresse') === 'adresse' ? 'adresse' : null;
}
