/**
 * How the damage report's pages sit in the URL (the `path` style of domain/flows.ts: a route per step, the thank-you
 * page, ?CaseId= on every page once the draft exists), derived from its step list by src/routing/stepRouting.ts.
 */
import { damageReportDeclaration, type StepName } from '../../../domain/damageReportSteps';
import type { DamageReportInput } from '../../../machines/damageReport/types';
import type { FlowLocation } from '../../routing/flowRoutes';
import { pageAtLocation, stepRouting } from '../../routing/stepRouting';
import type { DamageReportActor } from './flowContext';

/** The report's pages in the URL, from its declaration: each step at its route below /meld-skade, the thanks at /meld-skade/takk. */
export const damageReportRouting = stepRouting<DamageReportActor, StepName, 'takk'>({
  ...damageReportDeclaration,
  carries: { param: 'CaseId', value: (snapshot) => snapshot.context.caseId },
  // The page a draft will open at, once there is a draft to open.
  awaitedPage: (snapshot) => (snapshot.context.caseId ? snapshot.context.requestedPage : null),
});

/** The machine's input from the URL the customer opened (entry, a step by deep link or reload, or takk). */
export function inputAt(location: FlowLocation): DamageReportInput {
  const caseId = location.search.CaseId;
  return { caseId: typeof caseId === 'string' && caseId !== '' ? caseId : null, requestedPage: pageAtLocation(damageReportDeclaration, location) };
}
