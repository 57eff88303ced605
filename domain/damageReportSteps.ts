import { declareFlow } from './flowDeclaration';
import { isInArea, trimSlashes } from './paths';

/**
 * The damage report (SPEC §2 route table, §4 flow order), declared once: a route per step below /meld-skade, the
 * entry that creates or opens a draft, and the thank-you page. Its steps are the one list that the machine's step
 * states, their next/back targets, the URL, the step headings, the header's "n/4", the case list's resume link and
 * the model test's expected order all come from. Steps are counted "n av 4" (SPEC §9): two pages share a number.
 */
export const damageReportDeclaration = declareFlow({
  id: 'damageReport',
  title: 'Meld skade',
  area: '/meld-skade',
  urls: 'path',
  access: 'customer',
  start: 'skademelding',
  steps: [
    { name: 'rolle', heading: 'Hvem melder skaden?' },
    [
      { name: 'lokasjon', heading: 'Hvor er skaden?' },
      { name: 'forsikring', heading: 'Hvor er du forsikret?' },
    ],
    [
      { name: 'skade', heading: 'Om skaden' },
      { name: 'informasjon', heading: 'Vedlegg og beskrivelse' },
    ],
    [
      { name: 'kontakt', heading: 'Kontaktinformasjon' },
      { name: 'oppsummering', heading: 'Oppsummering' },
    ],
  ],
  ends: { takk: 'takk' },
});

export const damageReportSteps = damageReportDeclaration.steps;

export type StepName = (typeof damageReportSteps.names)[number];


/** Any path of the damage report's area (/meld-skade and below): leaving it asks first. */
export const isInDamageReportArea = (pathname: string): boolean => isInArea(damageReportDeclaration.area, pathname);

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
