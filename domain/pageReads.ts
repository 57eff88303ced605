/**
 * The API reads a page makes as soon as it renders, by page (SPEC §7 calls). The client's requests and SWR keys
 * use these URLs, and the server names them in the page's HTML as preloads, so they start with the page instead
 * of after its code. A read listed here must be one the page always makes at once: an unused preload is wasted.
 */
export type CaseStatus = 'draft' | 'active';

export const API_READS = {
  products: '/api/getProducts',
  metadata: '/api/metadata',
  cases: (status: CaseStatus) => `/api/getCases?status=${status}`,
} as const;

export interface PageReads {
  /** The page's path, without a trailing slash. */
  path: string;
  /** Made only for a logged-in customer (the server preloads them only with a valid session). */
  loggedIn: boolean;
  reads: readonly string[];
}

export const PAGE_READS: readonly PageReads[] = [
  { path: '/skadesaker', loggedIn: true, reads: [API_READS.cases('active'), API_READS.cases('draft'), API_READS.metadata] },
  { path: '/kjop-forsikring', loggedIn: false, reads: [API_READS.products] },
];
