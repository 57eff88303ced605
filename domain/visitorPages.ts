/**
 * A visitor's front page as the server sends it, whole (issue 46): one for each login panel (domain/loginPanels.ts)
 * but an agent's, written by the build (scripts/build/visitorPages.ts) into the built app's `.visitor/` folder,
 * served by server/static.ts for `/` without a session.
 */
import type { LoginVariant } from './loginPanels';

export type VisitorPanel = Exclude<LoginVariant['kind'], 'agent'>;

export const VISITOR_PANELS: readonly VisitorPanel[] = ['default', 'partner', 'meldskade', 'kjop'];

/** In the built app's folder; a dot-folder, so never served as a file (server/static.ts) nor precached. */
export const VISITOR_PAGES_DIR = '.visitor';

/**
 * The origin the pages' login links are rendered with (the app's LoginPanel takes the page's origin): the server puts
 * the request's own in its place (its encoded form, as the link's query carries it).
 */
export const VISITOR_ORIGIN_PLACEHOLDER = 'https://visitor-origin.invalid';

/** The file of the page for this panel, or null: an agent's panel is the app's. */
export const visitorPageFile = (variant: LoginVariant): string | null => (variant.kind === 'agent' ? null : `${VISITOR_PAGES_DIR}/${variant.kind}.html`);
