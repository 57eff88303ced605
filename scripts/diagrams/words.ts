/**
 * The business overviews' words (./business.ts): in bokmål, for the business, from the machine itself. A state or
 * transition the overview draws carries them in `meta.nb`, beside its English `description` for developers.
 */
export interface Described {
  description?: string | undefined;
  meta?: unknown;
}

/** The Norwegian words of a state or transition; without them, `missing()` is told and the English stands in. */
export function businessWords(of: Described, missing: () => void): string {
  const nb = (of.meta as { nb?: unknown } | undefined)?.nb;
  if (typeof nb === 'string' && nb.trim() !== '') return nb;
  missing();
  return of.description ?? '';
}

/** A route parameter as the business reader knows it (the customer's words), by its name in the route. */
const ROUTE_PARAMETERS: Readonly<Record<string, string>> = { agreementId: 'forsikringsnummer' };

/** A route as the business drawings write it: `/forsikringer/$agreementId/si-opp` → `/forsikringer/‹forsikringsnummer›/si-opp`. */
export const businessRoute = (route: string): string =>
  route.replace(/\$([A-Za-z]\w*)/g, (_, name: string) => `‹${ROUTE_PARAMETERS[name] ?? 'nummer'}›`);
