/**
 * The portal's flows in one place: what the shell (the header's "n/M", the page titles), the diagrams and the flow
 * explorer know of each flow. A new flow adds its entry here; none of them names a flow by hand.
 *
 * A flow's step URLs come in one of two styles (docs/architecture.md "Adding a flow"):
 * - `path`: a route per step (`/meld-skade/rolle`), the damage report's;
 * - `query`: one route, the step in a query parameter (`/kjop-forsikring?steg=adresse`), the purchase wizard's, and
 *   the style for new flows: one route file, and the router's history has an entry per step all the same.
 */
import { CANCELLATION_ROUTES, CANCELLATION_STEP_PARAM, cancellationSteps, certainCancellationOpening } from './cancellationSteps';
import { certainOpeningStep as certainDamageReportOpening, DAMAGE_REPORT_ROUTES, damageReportSteps, stepAtPath } from './damageReportSteps';
import { roleHint } from './reporterRoles';
import { caseIdSearch } from './searchParams';
import type { StepList, FlowStep } from './flowSteps';
import { isAtPath, isInArea, trimSlashes } from './paths';
import { certainOpeningStep, PURCHASE_ROUTES, PURCHASE_STEP_PARAM, purchaseSteps } from './purchaseSteps';

export interface FlowEntry {
  /** The machine's id. */
  id: string;
  /** What the customer calls it. */
  title: string;
  /** The title of its pages (document.title, the header on a phone), when it is not `title`. */
  pageTitle?: string;
  /** Where it lives: this path and every path below it; a `$name` segment stands for any one (an agreement's id). */
  area: string;
  /** Where a new customer starts it (the header's, the front page's links; with the area's `$name` segments). */
  startHref: string;
  steps: StepList<readonly FlowStep[]>;
  /** The query parameter that names the step (`query` style); none: a route per step (`path` style). */
  stepParam?: string;
  /**
   * The step the flow opens at, known from its address alone (its query values, parsed as the router parses them; a
   * `query` flow at its bare area, a `path` flow at a step's path), or null when only the loaded flow can tell. The
   * static shell paints it (server/pageHints.ts).
   */
  openingAt?(search: Record<string, unknown>, pathname: string): string | null;
  /**
   * A flow that resumes the customer's draft (the damage report): the draft the address names (`draftIdAt`, null for
   * a new one), which the server reads for the shell, and the opening step's intro for it (undefined: a new one).
   */
  resumesDraft?: {
    draftIdAt(search: Record<string, unknown>): string | null;
    introFor(draft: ShellDraft | undefined): string;
  };
  /** Only for a logged-in customer (an anonymous visitor goes to /). */
  loggedInOnly?: boolean;
}

/** What the static shell knows of the customer's open draft (the damage report's opening step). */
export interface ShellDraft {
  reportedByType: number | null | undefined;
}

export const FLOWS = [
  {
    id: 'damageReport',
    title: 'Meld skade',
    area: DAMAGE_REPORT_ROUTES.area,
    startHref: DAMAGE_REPORT_ROUTES.entry,
    steps: damageReportSteps,
    openingAt: (_search, pathname) => certainDamageReportOpening(stepAtPath(pathname)),
    resumesDraft: {
      draftIdAt: (search) => caseIdSearch(search).CaseId ?? null,
      // The rolle step's intro, for the draft's reporter type.
      introFor: (draft) => roleHint(draft?.reportedByType),
    },
    loggedInOnly: true,
  },
  {
    id: 'purchase',
    title: 'Kjøp forsikring',
    // SPEC §2 lists 'Forsikringer for kjop-forsikring': the wizard's pages carry the insurances' title.
    pageTitle: 'Forsikringer',
    area: PURCHASE_ROUTES.area,
    startHref: PURCHASE_ROUTES.area,
    steps: purchaseSteps,
    stepParam: PURCHASE_STEP_PARAM,
    openingAt: (search) => certainOpeningStep(purchaseSteps.isName(search.steg) ? search.steg : null, search.resume === true || search.resume === 'true'),
  },
  {
    id: 'cancellation',
    title: 'Si opp forsikring',
    area: CANCELLATION_ROUTES.area,
    startHref: CANCELLATION_ROUTES.area,
    steps: cancellationSteps,
    stepParam: CANCELLATION_STEP_PARAM,
    openingAt: certainCancellationOpening,
    loggedInOnly: true,
  },
] as const satisfies readonly FlowEntry[];

export type FlowId = (typeof FLOWS)[number]['id'];

export const flowById = (id: FlowId): FlowEntry => FLOWS.find((f) => f.id === id)!;

/** The flow whose area holds `pathname`, or null. */
export const flowAt = (pathname: string): FlowEntry | null => FLOWS.find((f) => isInArea(f.area, pathname)) ?? null;

/** The step a location of the flow shows, by its URL style; null on its other pages (an entry, an end). */
export function stepAt(flow: FlowEntry, pathname: string, search: Record<string, unknown> = {}): string | null {
  if (!flow.stepParam) return flow.steps.atRoute(trimSlashes(pathname));
  const step = search[flow.stepParam];
  return isAtPath(flow.area, pathname) && flow.steps.isName(step) ? step : null;
}
