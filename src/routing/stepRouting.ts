/**
 * How a flow's pages sit in the URL, derived from its step list, for the route bridge (./flowRoutes.ts): the
 * `query` style of domain/flows.ts, the style for new flows. The flow lives at one path (its area, which may hold
 * `$name` segments: /forsikringer/$agreementId/si-opp), each step is `?{stepParam}={step}` there, and its other pages
 * (a confirmation) have paths of their own below it. The bare area is the flow's entry: no page of its own, the
 * machine's page replaces it.
 */
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { FlowStep, StepList } from '../../domain/flowSteps';
import { fillPath, isAtPath, isInArea } from '../../domain/paths';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import type { FlowLocation, FlowRouting } from './flowRoutes';

export interface StepRoutingConfig<TActor extends AnyActorRef, TStep extends string, TEnd extends string> {
  steps: StepList<readonly FlowStep<TStep>[]>;
  /** The flow's path (with its `$name` segments). */
  area: string;
  /** The query parameter that names the step. */
  stepParam: string;
  /** The flow's pages that are not steps, by page name: their paths (with the area's `$name` segments). */
  ends: Readonly<Record<TEnd, string>>;
  /** The values of the area's `$name` segments this actor's flow runs for (none: {}). */
  params(snapshot: SnapshotFrom<TActor>): Record<string, string>;
  /** While it loads, the step the flow will open at (the URL's request, which back/forward may change), or null. */
  awaitedStep?(snapshot: SnapshotFrom<TActor>): TStep | null;
}

const ENTRY = 'entry';

/**
 * The page a location of the flow names: the step of `?{stepParam}=`, an end with a path of its own, or null (the
 * bare area: the flow's entry, and where its dead ends show, which no address asks for).
 */
export function pageAtLocation<TStep extends string, TEnd extends string>(
  config: Pick<StepRoutingConfig<AnyActorRef, TStep, TEnd>, 'steps' | 'area' | 'stepParam' | 'ends'>,
  location: FlowLocation,
): TStep | TEnd | null {
  if (isAtPath(config.area, location.pathname)) {
    const step = location.search[config.stepParam];
    return config.steps.isName(step) ? step : null;
  }
  return (Object.keys(config.ends) as TEnd[]).find((page) => isAtPath(config.ends[page], location.pathname)) ?? null;
}

/**
 * The route bridge's reading of a flow for one actor. A location of the same flow for another `$name` value (another
 * agreement's wizard) is outside this actor's area: leaving it.
 */
export function stepRouting<TActor extends AnyActorRef, TStep extends string, TEnd extends string>(
  config: StepRoutingConfig<TActor, TStep, TEnd>,
  actor: TActor,
): FlowRouting<TActor> {
  const hrefOf = (page: TStep | TEnd, params: Record<string, string>) =>
    page in config.ends ? fillPath(config.ends[page as TEnd], params) : `${fillPath(config.area, params)}?${config.stepParam}=${page}`;
  // A page at the bare area (a dead end) has the entry's key: the address names no page.
  const keyOf = (page: TStep | TEnd) => (page in config.ends && config.ends[page as TEnd] === config.area ? ENTRY : page);
  const flowPage = (page: TStep | TEnd, snapshot: SnapshotFrom<TActor>) => ({ href: hrefOf(page, config.params(snapshot)), key: keyOf(page) });
  const ownArea = () => fillPath(config.area, config.params(actor.getSnapshot()));
  return {
    pageOf(snapshot) {
      const page = flowPageMetaOf<TStep | TEnd>(snapshot)?.page;
      return page ? flowPage(page, snapshot) : null;
    },
    awaitedPageOf(snapshot) {
      const step = (snapshot as AnyMachineSnapshot).hasTag('loading') ? (config.awaitedStep?.(snapshot) ?? null) : null;
      return step ? flowPage(step, snapshot) : null;
    },
    pageAt(location) {
      if (!isInArea(ownArea(), location.pathname)) return null;
      const page = pageAtLocation(config, location);
      if (page === null) return { key: ENTRY, event: null };
      return { key: page, event: page in config.ends ? null : ({ type: 'xstate.route', to: `#${page}` } as never) };
    },
    blocksLeaving: (snapshot) => (snapshot as AnyMachineSnapshot).hasTag('blocksLeaving'),
  };
}

