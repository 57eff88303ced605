/**
 * How a flow's pages sit in the URL, derived from its step list, for the route bridge (./flowRoutes.ts), in either
 * style of domain/flows.ts:
 * - `query` (a `stepParam`; the style for new flows): the flow lives at one path (its area, which may hold `$name`
 *   segments: /forsikringer/$agreementId/si-opp), each step is `?{stepParam}={step}` there;
 * - `path` (no `stepParam`; the damage report's): each step at its own route, the step list's `route`.
 * Its other pages (a confirmation, a thank-you) have paths of their own (`ends`). Any other address of the area is
 * the flow's entry: no page of its own, the machine's page replaces it. A query value every page carries (the
 * damage report's ?CaseId=, the draft it shows) is part of each page's address and key (`carries`).
 */
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { FlowStep, StepList } from '../../domain/flowSteps';
import { fillPath, isAtPath, isInArea, trimSlashes } from '../../domain/paths';
import { flowPageMetaOf } from '../../machines/flowKit/pageMeta';
import type { FlowLocation, FlowRouting } from './flowRoutes';

export interface StepRoutingConfig<TActor extends AnyActorRef, TStep extends string, TEnd extends string> {
  steps: StepList<readonly FlowStep<TStep>[]>;
  /** The flow's path (with its `$name` segments): this path and every path below it. */
  area: string;
  /** `query` style: the query parameter that names the step. None: `path` style. */
  stepParam?: string;
  /** The flow's pages that are not steps, by page name: their paths (with the area's `$name` segments). */
  ends: Readonly<Record<TEnd, string>>;
  /** The values of the area's `$name` segments this actor's flow runs for (none: the area has none). */
  params?(snapshot: SnapshotFrom<TActor>): Record<string, string>;
  /** A query parameter every page of the flow carries, and its value in the machine (null: not yet). */
  carries?: { param: string; value(snapshot: SnapshotFrom<TActor>): string | null };
  /** While it loads, the page the flow will open at (the URL's request, which back/forward may change), or null. */
  awaitedPage?(snapshot: SnapshotFrom<TActor>): NoInfer<TStep | TEnd> | null;
}

type PagesConfig<TStep extends string, TEnd extends string> = Pick<StepRoutingConfig<AnyActorRef, TStep, TEnd>, 'steps' | 'area' | 'stepParam' | 'ends'>;

const ENTRY = 'entry';

/** The page a location of the flow names: a step, an end with a path of its own, or null (the entry). */
export function pageAtLocation<TStep extends string, TEnd extends string>(config: PagesConfig<TStep, TEnd>, location: FlowLocation): TStep | TEnd | null {
  if (config.stepParam === undefined) {
    const step = config.steps.atRoute(trimSlashes(location.pathname));
    if (step) return step;
  } else if (isAtPath(config.area, location.pathname)) {
    // The bare area, where a query flow's dead ends show too: a step or the entry.
    const step = location.search[config.stepParam];
    return config.steps.isName(step) ? step : null;
  }
  return (Object.keys(config.ends) as TEnd[]).find((page) => isAtPath(config.ends[page], location.pathname)) ?? null;
}

/**
 * The route bridge's reading of a flow for one actor (`actor` is needed where the area has `$name` segments). A
 * location of the same flow for another `$name` value (another agreement's wizard) is outside this actor's area:
 * leaving it.
 */
export function stepRouting<TActor extends AnyActorRef, TStep extends string, TEnd extends string>(
  config: StepRoutingConfig<TActor, TStep, TEnd>,
  actor?: TActor,
): FlowRouting<TActor> {
  const { steps, area, stepParam, ends, carries } = config;
  const isEnd = (page: TStep | TEnd): page is TEnd => page in ends;
  const paramsOf = (snapshot: SnapshotFrom<TActor>) => config.params?.(snapshot) ?? {};
  const pathOf = (page: TStep | TEnd, params: Record<string, string>) => {
    if (isEnd(page)) return fillPath(ends[page], params);
    return stepParam === undefined ? steps.info(page).route : `${fillPath(area, params)}?${stepParam}=${page}`;
  };
  const withCarried = (path: string, value: string | null) =>
    carries && value ? `${path}${path.includes('?') ? '&' : '?'}${carries.param}=${encodeURIComponent(value)}` : path;
  // A page at the bare area (a dead end) has the entry's key: the address names no page.
  const atEntry = (page: TStep | TEnd | null) => page === null || (isEnd(page) && ends[page] === area);
  const keyOf = (page: TStep | TEnd | null, carried: string | null) => {
    const key = page === null || atEntry(page) ? ENTRY : page;
    return carries ? `${key}?${carried ?? ''}` : key;
  };
  const flowPage = (page: TStep | TEnd, snapshot: SnapshotFrom<TActor>) => {
    const carried = carries?.value(snapshot) ?? null;
    return { href: withCarried(pathOf(page, paramsOf(snapshot)), carried), key: keyOf(page, carried) };
  };
  const carriedAt = (location: FlowLocation) => {
    const value = carries ? location.search[carries.param] : undefined;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const ownArea = () => (actor && config.params ? fillPath(area, config.params(actor.getSnapshot())) : area);
  return {
    pageOf(snapshot) {
      const page = flowPageMetaOf<TStep | TEnd>(snapshot)?.page;
      return page ? flowPage(page, snapshot) : null;
    },
    awaitedPageOf(snapshot) {
      const page = (snapshot as AnyMachineSnapshot).hasTag('loading') ? (config.awaitedPage?.(snapshot) ?? null) : null;
      return page ? flowPage(page, snapshot) : null;
    },
    pageAt(location) {
      if (!isInArea(ownArea(), location.pathname)) return null;
      const page = pageAtLocation(config, location);
      const event = page === null || isEnd(page) ? null : ({ type: 'xstate.route', to: `#${page}` } as never);
      return { key: keyOf(page, carriedAt(location)), event };
    },
    isEntry: (location) => isInArea(ownArea(), location.pathname) && atEntry(pageAtLocation(config, location)),
    blocksLeaving: (snapshot) => (snapshot as AnyMachineSnapshot).hasTag('blocksLeaving'),
  };
}
