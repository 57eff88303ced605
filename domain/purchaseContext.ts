/**
 * The hand-off into the purchase wizard: `/kjop-forsikring?kontekst=sjekk-forsikring` when the
 * customer comes from the insurance check; no parameter (= kjop-forsikring) from anywhere else.
 * The wizard reads the parameter to set customerRoute (SPEC §3: 974590000 for sjekk-forsikring,
 * 974590001 for kjop-forsikring: `customerRouteOf` in ./purchaseForm.ts, kept out of the first load with the codes).
 */
export const PURCHASE_CONTEXT_PARAM = 'kontekst';

export const PURCHASE_CONTEXT = { sjekkForsikring: 'sjekk-forsikring', kjopForsikring: 'kjop-forsikring' } as const;
export type PurchaseContext = (typeof PURCHASE_CONTEXT)[keyof typeof PURCHASE_CONTEXT];

export const PURCHASE_PATH = '/kjop-forsikring';

/** The wizard's address for a context; kjop-forsikring is the default and carries no parameter. */
export function purchaseHref(context: PurchaseContext = PURCHASE_CONTEXT.kjopForsikring): string {
  return context === PURCHASE_CONTEXT.kjopForsikring ? PURCHASE_PATH : `${PURCHASE_PATH}?${PURCHASE_CONTEXT_PARAM}=${context}`;
}

/** The context named by the parameter's value; anything else is kjop-forsikring. */
export function purchaseContextOf(value: unknown): PurchaseContext {
  return value === PURCHASE_CONTEXT.sjekkForsikring ? PURCHASE_CONTEXT.sjekkForsikring : PURCHASE_CONTEXT.kjopForsikring;
}

