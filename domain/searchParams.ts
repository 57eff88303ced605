import * as v from 'valibot';
import { PURCHASE_CONTEXT } from './purchaseContext';
import { purchaseSteps } from './purchaseSteps';

/**
 * Search-param schemas for the routes' validateSearch (valibot, Standard Schema). Every field falls
 * back to undefined, so a malformed query string never crashes a page. TanStack parses query values
 * as JSON first (`?CaseId=123` arrives as a number, `?resume=true` as a boolean), hence the unions.
 */

/** An optional string param; numbers are turned into strings, anything else is dropped. */
export const optionalString = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
    ),
  ),
  undefined,
);

/** A presence flag such as `?partner` or `?kjop`: true when present with any scalar value. */
export const optionalFlag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform(() => true as const),
    ),
  ),
  undefined,
);

/** `?resume=true` */
export const optionalBoolean = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.string()]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

/** Root: `?agent=` shows the partner's logo in the footer on any page. */
export const rootSearch = v.object({ agent: optionalString });

/** Home: the login-panel variant. */
export const homeSearch = v.object({
  agent: optionalString,
  partner: optionalFlag,
  meldskade: optionalFlag,
  kjop: optionalFlag,
});

/** Damage report pages. */
export const caseIdSearch = v.object({ CaseId: optionalString });

/** Insurance certificate. */
export const agreementIdSearch = v.object({ agreementId: optionalString });

/** Purchase wizard: the step (`?steg=`; anything else is dropped), back from the login, who sent the customer. */
export const purchaseSearch = v.object({
  steg: v.fallback(v.optional(v.picklist(purchaseSteps.names)), undefined),
  resume: optionalBoolean,
  kontekst: v.fallback(v.optional(v.picklist(Object.values(PURCHASE_CONTEXT))), undefined),
});
