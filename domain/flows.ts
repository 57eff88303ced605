/**
 * The portal's flows in one place: what the shell (the header's "n/M", the page titles), the diagrams and the flow
 * explorer know of each flow. A new flow adds its entry here; none of them names a flow by hand.
 *
 * What the server's static shell paints of a flow before the app runs is domain/flowOpenings.ts's, kept apart so
 * the app's first load does not carry it.
 *
 * A flow's step URLs come in one of two styles (docs/architecture.md "Adding a flow"):
 * - `path`: a route per step (`/meld-skade/rolle`), the damage report's;
 * - `query`: one route, the step in a query parameter (`/kjop-forsikring?steg=adresse`), the purchase wizard's, and
 *   the style for new flows: one route file, and the router's history has an entry per step all the same.
 */
import { CANCELLATION_ROUTES, CANCELLATION_STEP_PARAM, cancellationSteps } from './cancellationSteps';
import { DAMAGE_REPORT_ROUTES, damageReportSteps } from './damageReportSteps';
import type { StepList, FlowStep } from './flowSteps';
import { isAtPath, isInArea, trimSlashes } from './paths';
import { PURCHASE_ROUTES, PURCHASE_STEP_PARAM, purchaseSteps } from './purchaseSteps';

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
  /** Only for a logged-in customer (an anonymous visitor goes to /). */
  loggedInOnly?: boolean;
}

export const FLOWS = [
  {
    id: 'damageReport',
    title: 'Meld skade',
    area: DAMAGE_REPORT_ROUTES.area,
    startHref: DAMAGE_REPORT_ROUTES.entry,
    steps: damageReportSteps,
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
  },
  {
    id: 'cancellation',
    title: 'Si opp forsikring',
    area: CANCELLATION_ROUTES.area,
    startHref: CANCELLATION_ROUTES.area,
    steps: cancellationSteps,
    stepParam: CANCELLATION_STEP_PARAM,
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
