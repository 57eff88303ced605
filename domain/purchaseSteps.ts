import { isInArea, trimSlashes } from './paths';

/**
 * The purchase wizard's steps (SPEC §2, §4), in order: one list for the machine's states, the routes
 * (`/kjop-forsikring/?steg=<name>`), the heading "Steg N av 4: heading" and the header's n/4.
 */
export const PURCHASE_STEPS = [
  { name: 'adresse', number: 1, heading: 'Adresse' },
  { name: 'forsikring', number: 2, heading: 'Velg forsikring' },
  { name: 'startdato', number: 3, heading: 'Startdato og kontakt' },
  { name: 'oppsummering', number: 4, heading: 'Oppsummering' },
] as const;

export type PurchaseStep = (typeof PURCHASE_STEPS)[number];
export type PurchaseStepName = PurchaseStep['name'];

/** Step 1's text under its heading. */
export const ADDRESS_STEP_INTRO = 'Hvilken bolig vil du forsikre? Søk opp adressen, eller skriv den inn selv.';

export const PURCHASE_STEP_COUNT = PURCHASE_STEPS.length;
export const PURCHASE_STEP_NAMES: readonly PurchaseStepName[] = PURCHASE_STEPS.map((s) => s.name);

export function purchaseStepOf(name: PurchaseStepName): PurchaseStep {
  return PURCHASE_STEPS.find((s) => s.name === name)!;
}

export function isPurchaseStepName(value: unknown): value is PurchaseStepName {
  return typeof value === 'string' && PURCHASE_STEP_NAMES.includes(value as PurchaseStepName);
}

/** Where the wizard lives: one path, the step in `?steg=` (a history entry per step), and the confirmation. */
export const PURCHASE_ROUTES = { area: '/kjop-forsikring', confirmation: '/kjop-forsikring/bekreftelse' } as const;
export const PURCHASE_STEP_PARAM = 'steg';

/** `/kjop-forsikring?steg=forsikring` */
export const purchaseStepHref = (name: PurchaseStepName): string => `${PURCHASE_ROUTES.area}?${PURCHASE_STEP_PARAM}=${name}`;

/** Any path of the wizard (/kjop-forsikring and below). */
export const isInPurchaseArea = (pathname: string): boolean => isInArea(PURCHASE_ROUTES.area, pathname);

export const isPurchaseConfirmationPath = (pathname: string): boolean => trimSlashes(pathname) === PURCHASE_ROUTES.confirmation;

/**
 * The step the wizard opens at whatever the tab has stored and the server answers, known from its address alone:
 * step 1 when the URL names step 1 or no step and the customer is not back from the e-ID login (`?resume=true`,
 * where the stored form decides). Null when only the loaded wizard can tell. The static shell and the wizard's
 * loading state show this step's heading (machines/purchase/steps.ts openingStep agrees, tested).
 */
export function certainOpeningStep(requested: PurchaseStepName | null, resume: boolean): 'adresse' | null {
  return !resume && (requested ?? 'adresse') === 'adresse' ? 'adresse' : null;
}

/** The step after `name`, or null on the last. */
export function nextPurchaseStepOf(name: PurchaseStepName): PurchaseStepName | null {
  return PURCHASE_STEP_NAMES[PURCHASE_STEP_NAMES.indexOf(name) + 1] ?? null;
}

/** The step before `name`, or null on the first. */
export function previousPurchaseStepOf(name: PurchaseStepName): PurchaseStepName | null {
  return PURCHASE_STEP_NAMES[PURCHASE_STEP_NAMES.indexOf(name) - 1] ?? null;
}

/** The steps before `name`, in order. */
export const purchaseStepsBefore = (name: PurchaseStepName): readonly PurchaseStepName[] =>
  PURCHASE_STEP_NAMES.slice(0, PURCHASE_STEP_NAMES.indexOf(name));
