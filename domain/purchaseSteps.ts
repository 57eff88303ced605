import { declareFlow } from './flowDeclaration';

/** Step 1's text under its heading. */
export const ADDRESS_STEP_INTRO = 'Hvilken bolig vil du forsikre? Søk opp adressen, eller skriv den inn selv.';

/**
 * The purchase wizard (SPEC §2, §4), declared once: one path, the step in `?steg=` (a history entry per step), and
 * the confirmation below it. Its steps are the machine's states, the headings "Steg N av 4: heading" and the header's n/4.
 */
export const purchaseDeclaration = declareFlow({
  id: 'purchase',
  title: 'Kjøp forsikring',
  // SPEC §2 lists 'Forsikringer for kjop-forsikring': the wizard's pages carry the insurances' title.
  pageTitle: 'Forsikringer',
  area: '/kjop-forsikring',
  urls: { query: 'steg' },
  access: 'anyone',
  steps: [
    { name: 'adresse', heading: 'Adresse', intro: ADDRESS_STEP_INTRO },
    { name: 'forsikring', heading: 'Velg forsikring' },
    { name: 'startdato', heading: 'Startdato og kontakt' },
    { name: 'oppsummering', heading: 'Oppsummering' },
  ],
  ends: { bekreftelse: 'bekreftelse' },
});

export const purchaseSteps = purchaseDeclaration.steps;

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
