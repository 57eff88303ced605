import { PURCHASE_CONTEXT, type PurchaseContext } from './purchaseContext';
import { purchaseSteps, type PurchaseStepName } from './purchaseSteps';

/**
 * The routes' validateSearch: each reads the query values it knows and drops the rest, so a malformed query
 * string never crashes a page. TanStack parses query values as JSON first (`?CaseId=123` arrives as a number,
 * `?resume=true` as a boolean), hence the coercions.
 *
 * Plain functions, the router's own form of validateSearch, not valibot schemas: nothing here is refused or
 * answered with a message, values are only kept or dropped, and every page's first load runs these. valibot
 * in the entry chunk cost about 3 KB gzip on `/`, whose budget is 120 KB (npm run bench).
 */
type Search = Record<string, unknown>;

/** The values read, without the absent ones (an absent param has no key, as in the URL). */
function present<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/** A string param; numbers are turned into strings, anything else is dropped. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A presence flag such as `?partner` or `?kjop`: true when present with any scalar value. */
export function optionalFlag(value: unknown): true | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? true : undefined;
}

/** `?resume=true` */
export function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' || typeof value === 'string' ? value === true || value === 'true' : undefined;
}

/** Root: `?agent=` shows the partner's logo in the footer on any page. */
export const rootSearch = (search: Search): { agent?: string } => present({ agent: optionalString(search.agent) });

/** Home: the login-panel variant. */
export const homeSearch = (search: Search): { agent?: string; partner?: true; meldskade?: true; kjop?: true } =>
  present({
    agent: optionalString(search.agent),
    partner: optionalFlag(search.partner),
    meldskade: optionalFlag(search.meldskade),
    kjop: optionalFlag(search.kjop),
  });

/** Damage report pages. */
export const caseIdSearch = (search: Search): { CaseId?: string } => present({ CaseId: optionalString(search.CaseId) });

/** Insurance certificate. */
export const agreementIdSearch = (search: Search): { agreementId?: string } => present({ agreementId: optionalString(search.agreementId) });

const purchaseContexts: readonly unknown[] = Object.values(PURCHASE_CONTEXT);

/** Purchase wizard: the step (`?steg=`; anything else is dropped), back from the login, who sent the customer. */
export const purchaseSearch = (search: Search): { steg?: PurchaseStepName; resume?: boolean; kontekst?: PurchaseContext } =>
  present({
    steg: purchaseSteps.isName(search.steg) ? search.steg : undefined,
    resume: optionalBoolean(search.resume),
    kontekst: purchaseContexts.includes(search.kontekst) ? (search.kontekst as PurchaseContext) : undefined,
  });

/** The e-mail address's confirmation page: the link's `?token=` (its shape is checked by the page). */
export const tokenSearch = (search: Search): { token?: string } => present({ token: optionalString(search.token) });
