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

export const PURCHASE_STEP_COUNT = PURCHASE_STEPS.length;
export const PURCHASE_STEP_NAMES: readonly PurchaseStepName[] = PURCHASE_STEPS.map((s) => s.name);

export function purchaseStepOf(name: PurchaseStepName): PurchaseStep {
  return PURCHASE_STEPS.find((s) => s.name === name)!;
}

export function isPurchaseStepName(value: unknown): value is PurchaseStepName {
  return typeof value === 'string' && PURCHASE_STEP_NAMES.includes(value as PurchaseStepName);
}
