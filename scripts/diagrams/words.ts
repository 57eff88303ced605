/**
 * The business overviews' words (./business.ts): in bokmål, for the business, from the machine itself. A state or
 * transition the overview draws carries them in `meta.nb`, beside its English `description` for developers.
 */
export interface Described {
  description?: string | undefined;
  meta?: unknown;
}

/** A state's or transition's `meta.nb`, if it has one. */
export const nbOf = (of: Described): string | undefined => {
  const nb = (of.meta as { nb?: unknown } | undefined)?.nb;
  return typeof nb === 'string' ? nb : undefined;
};

/** The Norwegian words of a state or transition; without them, `missing()` is told and the English stands in. */
export function businessWords(of: Described, missing: () => void): string {
  const nb = nbOf(of);
  if (nb !== undefined && nb.trim() !== '') return nb;
  missing();
  return of.description ?? '';
}

/**
 * A page whose address holds a parameter, by the page's name as the customer knows it (the agreement's id is no
 * number the customer has seen): the routes below it are written from that page.
 */
export const ROUTE_PAGES: readonly { route: string; name: string; explained: string }[] = [
  {
    route: '/forsikringer/$agreementId',
    name: '(forsikringens side)',
    explained: 'adressen til siden for forsikringen kunden har valgt under «Dine forsikringer»',
  },
];

/** A route as the business drawings write it: `/forsikringer/$agreementId/si-opp` → `(forsikringens side)/si-opp`. */
export const businessRoute = (route: string): string => {
  const page = ROUTE_PAGES.find((p) => route === p.route || route.startsWith(`${p.route}/`) || route.startsWith(`${p.route}?`));
  if (page) return `${page.name}${route.slice(page.route.length)}`;
  if (route.includes('$')) throw new Error(`scripts/diagrams/words.ts: ROUTE_PAGES names no page for the route ${route}`);
  return route;
};

/** What the page names a drawing's `texts` show stand for, for its legend: «(forsikringens side) er adressen til …». */
export const routePagesExplained = (texts: readonly string[]): string[] =>
  ROUTE_PAGES.filter((p) => texts.some((t) => t.includes(p.name))).map((p) => `${p.name} er ${p.explained}.`);

/** A word in braces in a quoted message: what the screen puts there (`{dato}`, `{agent}`). */
const PLACEHOLDER = /\{[^{}]+\}/;

/** The legend's line for a drawing whose `texts` quote messages with words in braces; none without. */
export const placeholdersExplained = (texts: readonly string[]): string[] => {
  const example = texts.map((t) => PLACEHOLDER.exec(t)?.[0]).find(Boolean);
  return example ? [`Ord i krøllparentes, som ${example}, står for det kunden ser der: datoen, navnet eller tallet det gjelder.`] : [];
};
