/**
 * The places of a counted flow (issue 49): the states its business overview draws as boxes. A flow's steps
 * (`meta.stepNumber`), its ends (`meta.outcome`), its detours (`meta.detour`, the e-ID login) and its final states;
 * a machine without steps (a page's dialog) has its top-level states as places. Two places are no state: `start`,
 * where a flow opens (the overview's opening box), and `left`, where a customer leaves it before its end.
 *
 * Read by the catalogue of legal moves (./catalogue.ts, at `npm run diagrams`) and by the tracker in the browser
 * (./tracker.ts), so both name a state the same way. Plain TypeScript on xstate's state nodes, no React.
 */
import { getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

/** The overview's box of the flow's opening (scripts/diagrams/businessMoves.ts `OPENING`). */
export const START = 'start';
/** Where a customer who leaves before an end goes: no state of the machine. */
export const LEFT = 'left';

/** Moves the machine makes by itself: an actor's answer, a delay, a region's end (eventless ones have the event ''). */
export const AUTOMATIC = /^xstate\.(done|error)\.actor\.|^xstate\.after\.|^xstate\.done\.state\./;

export interface Places {
  /** The state node of each place id. */
  readonly nodes: ReadonlyMap<string, AnyStateNode>;
  /** The place a state node belongs to (itself or its nearest ancestor that is a place), or undefined (loading). */
  placeOf(node: AnyStateNode): string | undefined;
  /** Places a flow ends in (success, failure, final): nobody leaves from there. */
  readonly ends: ReadonlySet<string>;
}

/** Every state node under `node`, depth first in document order (without `node` itself). */
export function nodesUnder(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodesUnder(child)]);
}

/** The node's transitions with their event type; `always` transitions have the event ''. */
export function transitionsOf(node: AnyStateNode): [string, AnyTransitionDefinition][] {
  const byEvent = [...node.transitions.entries()].flatMap(([event, list]) => list.map((t): [string, AnyTransitionDefinition] => [event, t]));
  return [...byEvent, ...(node.always ?? []).map((t): [string, AnyTransitionDefinition] => ['', t])];
}

interface PlaceMeta {
  stepNumber?: number;
  outcome?: string;
  detour?: unknown;
}

const metaOf = (node: AnyStateNode) => (node.meta ?? {}) as PlaceMeta;

const cache = new WeakMap<AnyStateMachine, Places>();

export function placesOf(machine: AnyStateMachine): Places {
  const known = cache.get(machine);
  if (known) return known;
  const all = nodesUnder(machine.root);
  const hasSteps = all.some((n) => metaOf(n).stepNumber !== undefined);
  const ends = all.filter((n) => metaOf(n).outcome !== undefined || (n.type === 'final' && n.parent === machine.root));
  const chosen = hasSteps
    ? all.filter((n) => metaOf(n).stepNumber !== undefined || metaOf(n).detour !== undefined || ends.includes(n))
    : Object.values(machine.root.states);
  // A place is named by its state's key where that is unique in the flow (`rolle`, `takk`), else by its id.
  const keyCount = new Map<string, number>();
  for (const n of chosen) keyCount.set(n.key, (keyCount.get(n.key) ?? 0) + 1);
  const nameOf = new Map(chosen.map((n) => [n, keyCount.get(n.key) === 1 ? n.key : n.path.join('.')]));
  const places: Places = {
    nodes: new Map(chosen.map((n) => [nameOf.get(n)!, n])),
    placeOf(node) {
      for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
        const name = nameOf.get(n);
        if (name !== undefined) return name;
      }
      return undefined;
    },
    ends: new Set(ends.filter((n) => nameOf.has(n)).map((n) => nameOf.get(n)!)),
  };
  cache.set(machine, places);
  return places;
}

/** The place a snapshot shows: the innermost active state that is a place, or undefined (loading, a region between). */
export function placeOfSnapshot(machine: AnyStateMachine, snapshot: Pick<AnyMachineSnapshot, 'value'>): string | undefined {
  const places = placesOf(machine);
  const nodes = [...getStateNodes(machine.root, snapshot.value)].sort((a, b) => b.order - a.order);
  for (const node of nodes) {
    const place = places.placeOf(node);
    if (place !== undefined) return place;
  }
  return undefined;
}

/** The notice a transition shows the customer (`setNotice`'s `notice`, machines/flowKit/notice.ts), if any. */
export function noticeOf(t: AnyTransitionDefinition): string | undefined {
  for (const action of t.actions ?? []) {
    if (action && typeof action === 'object' && 'type' in action && action.type === 'setNotice') {
      const params = (action as { params?: unknown }).params;
      const notice = params && typeof params === 'object' ? (params as { notice?: unknown }).notice : undefined;
      if (typeof notice === 'string') return notice;
    }
  }
  return undefined;
}
