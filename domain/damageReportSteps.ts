import { isInArea, trimSlashes } from './paths';

/**
 * The damage report's steps in flow order (SPEC §2 route table, §4 flow order): the one list that the
 * machine's step states, their next/back targets, the URL, the step headings, the header's "n/4", the case
 * list's resume link and the model test's expected order all come from.
 */
export const DAMAGE_REPORT_STEP_LIST = [
  { name: 'rolle', route: '/meld-skade/rolle', number: 1, heading: 'Hvem melder skaden?' },
  { name: 'lokasjon', route: '/meld-skade/lokasjon', number: 2, heading: 'Hvor er skaden?' },
  { name: 'forsikring', route: '/meld-skade/forsikring', number: 2, heading: 'Hvor er du forsikret?' },
  { name: 'skade', route: '/meld-skade/skade', number: 3, heading: 'Om skaden' },
  { name: 'informasjon', route: '/meld-skade/informasjon', number: 3, heading: 'Vedlegg og beskrivelse' },
  { name: 'kontakt', route: '/meld-skade/kontakt', number: 4, heading: 'Kontaktinformasjon' },
  { name: 'oppsummering', route: '/meld-skade/oppsummering', number: 4, heading: 'Oppsummering' },
] as const;

export type DamageReportStep = (typeof DAMAGE_REPORT_STEP_LIST)[number];
export type StepName = DamageReportStep['name'];

export const DAMAGE_REPORT_STEPS: readonly StepName[] = DAMAGE_REPORT_STEP_LIST.map((s) => s.name);

/** Steps are counted "n av 4" (SPEC §9). */
export const STEP_COUNT = 4;

/** The flow's other pages: the entry that creates or opens a draft, and the thank-you page. */
export const DAMAGE_REPORT_ROUTES = {
  area: '/meld-skade',
  entry: '/meld-skade/skademelding',
  takk: '/meld-skade/takk',
} as const;

export function stepInfo(name: StepName): DamageReportStep {
  return DAMAGE_REPORT_STEP_LIST.find((s) => s.name === name)!;
}

/** The step after this one, or null after the last. */
export function nextStepOf(name: StepName): StepName | null {
  return DAMAGE_REPORT_STEPS[DAMAGE_REPORT_STEPS.indexOf(name) + 1] ?? null;
}

/** The step before this one, or null on the first (back then leaves the flow). */
export function previousStepOf(name: StepName): StepName | null {
  const index = DAMAGE_REPORT_STEPS.indexOf(name);
  return index > 0 ? DAMAGE_REPORT_STEPS[index - 1]! : null;
}

/** The steps before this one, in flow order. */
export function stepsBefore(name: StepName): StepName[] {
  return DAMAGE_REPORT_STEPS.slice(0, DAMAGE_REPORT_STEPS.indexOf(name));
}

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && (DAMAGE_REPORT_STEPS as readonly string[]).includes(value);
}

/** A path without trailing slashes ('/meld-skade/rolle/' → '/meld-skade/rolle'). */
export { trimSlashes };

/** Any path of the damage report's area (/meld-skade and below): leaving it asks first. */
export const isInDamageReportArea = (pathname: string): boolean => isInArea(DAMAGE_REPORT_ROUTES.area, pathname);

/** The step whose route is this path ('/meld-skade/rolle' or '/meld-skade/rolle/'), else null. */
export function stepAtPath(pathname: string): StepName | null {
  const clean = trimSlashes(pathname);
  return DAMAGE_REPORT_STEP_LIST.find((s) => s.route === clean)?.name ?? null;
}

/** Where a draft is continued (the case list's resume link): its first step, with the CaseId. */
export function resumeHref(caseId: string): string {
  return `${stepInfo('rolle').route}?CaseId=${encodeURIComponent(caseId)}`;
}
