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
import { cancellationDeclaration } from './cancellationSteps';
import { damageReportDeclaration } from './damageReportSteps';
import type { FlowDeclaration } from './flowDeclaration';
import { movingDeclaration } from './movingSteps';
import { isAtPath, isInArea, trimSlashes } from './paths';
import { purchaseDeclaration } from './purchaseSteps';

/** A flow as the shell, the diagrams and the explorer read it: its declaration (domain/flowDeclaration.ts). */
export type FlowEntry = FlowDeclaration;

export const FLOWS = [damageReportDeclaration, purchaseDeclaration, cancellationDeclaration, movingDeclaration] as const;

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
