/**
 * The heading a page shows in its first render where the address and the session alone decide it. The server
 * writes it into index.html's static shell in place of the heading placeholder (server/pageHints.ts), so the
 * real heading is painted before the JavaScript runs; the page renders the same text in the same place. Listed
 * are only pages whose first render starts with a plain <h1> in the page container, as the shell's does.
 */
export const CASE_LIST_HEADING = 'Dine skadesaker';
export const CONTACT_HEADING = 'Kontakt oss';

export interface PageHeading {
  /** The page's path, without a trailing slash. */
  path: string;
  /** Shown only to a logged-in customer (anyone else is sent elsewhere); false: to everyone. */
  loggedIn: boolean;
  heading: string;
}

export const PAGE_HEADINGS: readonly PageHeading[] = [
  { path: '/skadesaker', loggedIn: true, heading: CASE_LIST_HEADING },
  { path: '/kontakt', loggedIn: false, heading: CONTACT_HEADING },
];

/** The heading the page at `path` (without a trailing slash) shows first, for this visitor; null when unknown. */
export function pageHeading(path: string, loggedIn: boolean): string | null {
  return PAGE_HEADINGS.find((page) => page.path === path && (loggedIn || !page.loggedIn))?.heading ?? null;
}
