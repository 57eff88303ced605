/**
 * Code a page loads lazily but always renders at once, for one kind of visitor: the server names it in the page's
 * HTML with the page's route code (server/pageHints.ts), so it arrives with the entry instead of a round trip after
 * the entry has run. Lazy chunks do not preload their own imports (vite.config.ts, `lazyChunkDependencies`): what a
 * first load needs at once is named here or by the route, and a later page's code is fetched on the link's intent.
 */
export interface PagePart {
  /** The page's path, without a trailing slash. */
  path: string;
  /** Who always gets it: a visitor without a session, or a customer with one. */
  visitor: 'anonymous' | 'customer';
  /** The lazily imported module, as Vite's build manifest names it (its path from the project root). */
  module: string;
}

export const PAGE_PARTS: readonly PagePart[] = [
  // The login panels (src/features/home/HomePage.tsx): the `/` route's loader waits for them before it renders.
  { path: '/', visitor: 'anonymous', module: 'src/features/home/LoginPanel.tsx' },
];
