/**
 * The header's links as moves in the explorer's «Det maskinen tar imot her»: the logo and the main menu
 * (src/components/shell: NAV_ITEMS), where each goes, and, while the flow holds the customer, the leave dialog's
 * question it raises first (its words are the flow's: machines/<flow>.businessView.ts).
 */
import { PRODUCT_NAME } from '../../domain/brand';
import type { BusinessView } from '../../machines/businessView';
import { NAV_ITEMS, isCurrentSection } from '../../src/components/shell/paths';
import type { Move } from './moves';
import { pageName } from './pageNames';

/** The logo, as the header names it (on a phone, the house: «Hjem»). */
export const LOGO = `Logoen «${PRODUCT_NAME} – til forsiden» (på telefon: «Hjem»)`;

/** Each header link the customer can follow from `pathname` (not the menu item of the page they are in). */
export function headerMoves(view: BusinessView, pathname: string, blocksLeaving: boolean): Move[] {
  const links = [
    { what: LOGO, to: '/' },
    ...NAV_ITEMS.filter((item) => !isCurrentSection(pathname, item)).map((item) => ({ what: `Lenken «${item.label}» i menyen`, to: item.to })),
  ];
  return links.map(({ what, to }) => {
    const page = `«${pageName(to)}»`;
    const now =
      blocksLeaving && view.leaveDialog
        ? `Kunden blir spurt: «${view.leaveDialog.title}»; svarer kunden ${view.leaveDialog.leave}: til ${page}.`
        : `Kunden forlater ${view.title} og går til ${page}.`;
    return { group: 'kunden', what, now };
  });
}
