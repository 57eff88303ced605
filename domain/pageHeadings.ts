/**
 * What a page shows first where the address and the session alone decide it: its heading and the lead paragraph
 * under it. The server writes them into index.html's static shell in place of the heading placeholder
 * (server/pageHints.ts), so the page's largest text is painted before the JavaScript runs; the page renders the
 * same text in the same place, with the same classes (FIRST_PAINT_CLASS, styled once in src/styles). Listed are
 * only pages whose first render starts with a plain <h1> (and lead) in the page container, as the shell's does.
 */
export const CASE_LIST_HEADING = 'Dine skadesaker';
export const CONTACT_HEADING = 'Kontakt oss';
export const CONTACT_LEAD = 'Lurer du på noe om forsikringen eller skadesaken din? Vi hjelper deg gjerne.';
export const INSURANCE_LIST_HEADING = 'Dine forsikringer';
export const INSURANCE_LIST_LEAD = 'Her ser du forsikringene dine, hva de dekker og hvilke dokumenter som hører til.';
/** A soft hyphen where the long word may break on a phone (Tilgjengelighets-|erklæring), not in the middle of «erklæring». */
export const ACCESSIBILITY_HEADING = 'Tilgjengelighets\u00ADerklæring';
export const ACCESSIBILITY_LEAD = 'Alle skal kunne bruke Min side. Her står hvilke krav vi følger, hvordan vi tester, og hvordan du sier fra om noe ikke virker.';
export const HOME_LEAD = 'Her kan du melde skade etter råte, sopp og skadedyr, følge skadesakene dine og se forsikringene dine.';

/** The logged-in home page's heading. */
export const homeGreeting = (fullName: string) => `Hei, ${fullName}`;

/**
 * Class names the shell and the pages share, as plain global classes (not vanilla-extract's hashed ones): the
 * server's markup must name them. Their styles are in the entry's stylesheet, which the build inlines in index.html.
 */
export const FIRST_PAINT_CLASS = {
  lead: 'lead',
  homeHero: 'home-hero',
  homePanel: 'home-panel',
  homeEyebrow: 'home-eyebrow',
  homeTitle: 'home-title',
} as const;

export interface PageHeading {
  /** The page's path, without a trailing slash. */
  path: string;
  /** Shown only to a logged-in customer (anyone else is sent elsewhere); false: to everyone. */
  loggedIn: boolean;
  heading: string;
  /** The lead paragraph right under the heading, when the page has one. */
  lead?: string;
}

export const PAGE_HEADINGS: readonly PageHeading[] = [
  { path: '/skadesaker', loggedIn: true, heading: CASE_LIST_HEADING },
  { path: '/forsikringer', loggedIn: true, heading: INSURANCE_LIST_HEADING, lead: INSURANCE_LIST_LEAD },
  { path: '/kontakt', loggedIn: false, heading: CONTACT_HEADING, lead: CONTACT_LEAD },
  { path: '/tilgjengelighet', loggedIn: false, heading: ACCESSIBILITY_HEADING, lead: ACCESSIBILITY_LEAD },
];

/** The heading (and lead) the page at `path` (without a trailing slash) shows first, for this visitor; null when unknown. */
export function pageHeading(path: string, loggedIn: boolean): PageHeading | null {
  return PAGE_HEADINGS.find((page) => page.path === path && (loggedIn || !page.loggedIn)) ?? null;
}
