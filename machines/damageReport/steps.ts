import { DAMAGE_REPORT_STEPS, type StepName } from '../../domain/schemas/damageReport';

export { DAMAGE_REPORT_STEPS, type StepName };

/** The flow's pages (SPEC §2 route table, §4 flow order). The step number is "N av 4". */
export const STEP_COUNT = 4;
export const FLOW_ROUTE = '/meld-skade/skademelding';
export const TAKK_ROUTE = '/meld-skade/takk';

export interface StepMeta {
  route: string;
  stepNumber: 1 | 2 | 3 | 4;
}

export const STEP_META: Record<StepName, StepMeta> = {
  rolle: { route: '/meld-skade/rolle', stepNumber: 1 },
  lokasjon: { route: '/meld-skade/lokasjon', stepNumber: 2 },
  forsikring: { route: '/meld-skade/forsikring', stepNumber: 2 },
  skade: { route: '/meld-skade/skade', stepNumber: 3 },
  informasjon: { route: '/meld-skade/informasjon', stepNumber: 3 },
  kontakt: { route: '/meld-skade/kontakt', stepNumber: 4 },
  oppsummering: { route: '/meld-skade/oppsummering', stepNumber: 4 },
};

export function isStepName(value: unknown): value is StepName {
  return typeof value === 'string' && (DAMAGE_REPORT_STEPS as readonly string[]).includes(value);
}

/** The step whose route is this path ('/meld-skade/rolle' or '/meld-skade/rolle/'), else null. */
export function stepFromPath(pathname: string): StepName | null {
  const clean = pathname.replace(/\/+$/, '');
  return DAMAGE_REPORT_STEPS.find((step) => STEP_META[step].route === clean) ?? null;
}

/** The steps before this one, in flow order. */
export function stepsBefore(step: StepName): StepName[] {
  return DAMAGE_REPORT_STEPS.slice(0, DAMAGE_REPORT_STEPS.indexOf(step));
}
