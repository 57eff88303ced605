/** Pure helpers of the shell: page titles, the flows' step numbers, nav items. */
import { isInDamageReportArea, stepAtPath, damageReportSteps } from '../../../domain/damageReportSteps';
import { PURCHASE_STEP_PARAM, isInPurchaseArea, isPurchaseConfirmationPath, purchaseSteps } from '../../../domain/purchaseSteps';

/**
 * Step number (1..4) of a damage-report route or of the purchase wizard's `?steg=`, or null outside the
 * steps (from the step lists).
 */
export function stepForPath(pathname: string, search: Record<string, unknown> = {}): number | null {
  if (isInPurchaseArea(pathname)) {
    const step = search[PURCHASE_STEP_PARAM];
    return !isPurchaseConfirmationPath(pathname) && purchaseSteps.isName(step) ? purchaseSteps.info(step).number : null;
  }
  const step = stepAtPath(pathname);
  return step ? damageReportSteps.info(step).number : null;
}

/** "M" of "Steg N av M" on a flow's path. */
export const stepCountForPath = (pathname: string): number =>
  isInPurchaseArea(pathname) ? purchaseSteps.count : damageReportSteps.count;

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Titles by path (SPEC §2 Layout); also used for document.title. */
export function titleForPath(pathname: string): string {
  switch (firstSegment(pathname)) {
    case 'kontakt':
      return 'Kontakt';
    case 'meld-skade':
      return 'Meld skade';
    // SPEC §2 lists 'Forsikringer for kjop-forsikring': the title Forsikringer, used for the purchase path too.
    case 'forsikringer':
    case 'kjop-forsikring':
      return 'Forsikringer';
    case 'profil':
      return 'Min profil';
    case 'skadesaker':
      return 'Skadesaker';
    case 'tilgjengelighet':
      return 'Tilgjengelighet';
    default:
      return 'Min side';
  }
}

export const isDamageReportPath = isInDamageReportArea;

export type NavIcon = 'report' | 'cases' | 'insurances' | 'contact';

export interface NavItem {
  label: string;
  to: string;
  /** First path segment that marks the item as current. */
  section: string;
  icon: NavIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Meld skade', to: '/meld-skade/skademelding', section: 'meld-skade', icon: 'report' },
  { label: 'Saker', to: '/skadesaker', section: 'skadesaker', icon: 'cases' },
  { label: 'Forsikringer', to: '/forsikringer', section: 'forsikringer', icon: 'insurances' },
  { label: 'Kontakt', to: '/kontakt', section: 'kontakt', icon: 'contact' },
];

export function isCurrentSection(pathname: string, item: NavItem): boolean {
  return firstSegment(pathname) === item.section;
}
