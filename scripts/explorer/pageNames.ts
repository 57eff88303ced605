/**
 * The portal's pages outside the explorer's flows, named as the customer knows them (in the log, on the customer's
 * screen), and the flow whose panels the explorer shows there: the case list holds the damage report's drafts, so
 * SE UTKAST on the home page leads the panels to «Meld skade».
 */
import { flowAt, type FlowId } from '../../domain/flows';
import { CASE_LIST_HEADING, CONTACT_HEADING, INSURANCE_LIST_HEADING } from '../../domain/pageHeadings';
import { trimSlashes } from '../../domain/paths';

export interface PortalPage {
  path: string;
  name: string;
  /** The flow whose choices, log and overview are shown on the page. */
  panelsOf?: FlowId;
}

export const PORTAL_PAGES: readonly PortalPage[] = [
  { path: '/', name: 'Forsiden' },
  { path: '/skadesaker', name: CASE_LIST_HEADING, panelsOf: 'damageReport' },
  { path: '/forsikringer', name: INSURANCE_LIST_HEADING },
  { path: '/kontakt', name: CONTACT_HEADING },
  { path: '/profil', name: 'Min profil' },
];

/** The page at `pathname`, if the explorer names it. */
export const portalPage = (pathname: string): PortalPage | undefined => PORTAL_PAGES.find((p) => trimSlashes(p.path) === trimSlashes(pathname));

/** «Forsiden», «Dine skadesaker»; a flow's page by the flow's title; a page not named here by its address. */
export const pageName = (pathname: string): string => portalPage(pathname)?.name ?? flowAt(pathname)?.title ?? `siden ${pathname}`;
