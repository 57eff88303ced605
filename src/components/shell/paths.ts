/** Pure helpers of the shell: page titles, the flows' step numbers (domain/flows.ts), nav items. */
import { flowAt, stepAt } from '../../../domain/flows';

/** Step number ("N" of "Steg N av M") at a flow's location (its path, or its `?steg=`), or null outside the steps. */
export function stepForPath(pathname: string, search: Record<string, unknown> = {}): number | null {
  const flow = flowAt(pathname);
  const step = flow ? stepAt(flow, pathname, search) : null;
  return flow && step ? flow.steps.info(step).number : null;
}

/** "M" of "Steg N av M" on a flow's path. */
export const stepCountForPath = (pathname: string): number => flowAt(pathname)?.steps.count ?? 0;

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Titles by path (SPEC §2 Layout); also used for document.title. */
export function titleForPath(pathname: string): string {
  const flow = flowAt(pathname);
  if (flow) return flow.pageTitle ?? flow.title;
  switch (firstSegment(pathname)) {
    case 'kontakt':
      return 'Kontakt';
    case 'forsikringer':
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

export const isDamageReportPath = (pathname: string): boolean => flowAt(pathname)?.id === 'damageReport';

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
