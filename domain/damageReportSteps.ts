import { stepList } from './flowSteps';
import { isInArea, trimSlashes } from './paths';

/**
 * The damage report's steps in flow order (SPEC §2 route table, §4 flow order): the one list that the
 * machine's step states, their next/back targets, the URL, the step headings, the header's "n/4", the case
 * list's resume link and the model test's expected order all come from. Steps are counted "n av 4" (SPEC §9).
 */
export const damageReportSteps = stepList(
  [
    { name: 'rolle', route: '/meld-skade/rolle', number: 1, heading: 'Hvem melder skaden?' },
    { name: 'lokasjon', route: '/meld-skade/lokasjon', number: 2, heading: 'Hvor er skaden?' },
    { name: 'forsikring', route: '/meld-skade/forsikring', number: 2, heading: 'Hvor er du forsikret?' },
    { name: 'skade', route: '/meld-skade/skade', number: 3, heading: 'Om skaden' },
    { name: 'informasjon', route: '/meld-skade/informasjon', number: 3, heading: 'Vedlegg og beskrivelse' },
    { name: 'kontakt', route: '/meld-skade/kontakt', number: 4, heading: 'Kontaktinformasjon' },
    { name: 'oppsummering', route: '/meld-skade/oppsummering', number: 4, heading: 'Oppsummering' },
  ],
  4,
);

export type StepName = (typeof damageReportSteps.names)[number];

/** The flow's other pages: the entry that creates or opens a draft, and the thank-you page. */
export const DAMAGE_REPORT_ROUTES = {
  area: '/meld-skade',
  entry: '/meld-skade/skademelding',
  takk: '/meld-skade/takk',
} as const;

/** Any path of the damage report's area (/meld-skade and below): leaving it asks first. */
export const isInDamageReportArea = (pathname: string): boolean => isInArea(DAMAGE_REPORT_ROUTES.area, pathname);

/** The step whose route is this path ('/meld-skade/rolle' or '/meld-skade/rolle/'), else null. */
export const stepAtPath = (pathname: string): StepName | null => damageReportSteps.atRoute(trimSlashes(pathname));

/** Where a draft is continued (the case list's FORTSETT): the step it got to (its first step when not known), with the CaseId. */
export function resumeHref(caseId: string, step: StepName = 'rolle'): string {
  return `${damageReportSteps.info(step).route}?CaseId=${encodeURIComponent(caseId)}`;
}

/** How far a draft got, as its card says it: «Kom til steg 3 av 4: Om skaden» (the flow's own step numbers). */
export function reachedText(step: StepName): string {
  const { number, heading } = damageReportSteps.info(step);
  return `Kom til steg ${number} av ${damageReportSteps.count}: ${heading}`;
}

/**
 * The step the flow opens at for certain, from the address alone: rolle when the address asks for it (no earlier
 * step can hold it back). Any other step depends on the draft's answers. The static shell (server/pageHints.ts)
 * and the flow's loading state draw that step's top.
 */
export const certainOpeningStep = (requested: string | null): 'rolle' | null => (requested === 'rolle' ? 'rolle' : null);
