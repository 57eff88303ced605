/**
 * Walks an xstate machine (`machine.root`) into a neutral graph model: every state and every
 * transition with a readable label. Which diagram shows what is decided in ./split.ts.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { Outcome } from '../../machines/flowKit/outcome';
import { formatActions, formatGuard, formatLabel } from './labels';

export { formatGuard };

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** xstate state node id, e.g. `consentModal.open.checked` (or the explicit `id`). */
  id: string;
  key: string;
  type: StateKind;
  description: string | undefined;
  /** `meta.route` of flow states, e.g. `/meld-skade/rolle`. */
  route: string | undefined;
  /** How an end ends for the customer: `meta.outcome`, else `success` for a final state (machines/flowKit/outcome.ts). */
  outcome: Outcome | undefined;
  /** Names (src) of invoked actors. */
  invokes: string[];
  /** Named entry and exit actions, with parameters. */
  entry: string[];
  exit: string[];
  /** Id of the initial child (compound states). */
  initial: string | undefined;
  children: GraphState[];
}

export type EdgeKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot' | 'stateDone' | 'route';

export interface GraphEdge {
  /** Id of the state node that owns the transition (the root for route and global transitions). */
  source: string;
  /** Id of the target; equals `source` for targetless transitions (`internal`). */
  target: string;
  kind: EdgeKind;
  /** Raw event descriptor, e.g. `xstate.done.actor.saveDraft`. */
  event: string;
  /** Readable trigger: `user.next`, `always`, `after 300ms`, `done: saveDraft`, `URL → rolle`, `URL change`. */
  trigger: string;
  /** Readable guard: `isStepValid`, `!isTicked`, `a and b`, `resumesAt(lokasjon)`; `else` for the last, unguarded candidate. */
  guard: string | undefined;
  /** Named actions with their parameters (inline assigns and other built-ins are left out). */
  actions: string[];
  /** Targetless transition: stays in the source state. */
  internal: boolean;
  /** `trigger [guard] / actions`. */
  label: string;
  /** The transition's plain-language `description`, if the machine gives one. */
  description: string | undefined;
  /** The same move as its sibling candidates in another case (`meta.variant`: offline, on at once): lifted as theirs. */
  variant: boolean;
}

export interface MachineGraph {
  id: string;
  description: string | undefined;
  root: GraphState;
  edges: GraphEdge[];
}

export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const root = machine.root;
  const edges: GraphEdge[] = [];
  const walk = (node: AnyStateNode): GraphState => {
    edges.push(...edgesOf(node));
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      description: node.description,
      route: routeOf(node),
      outcome: outcomeOf(node),
      invokes: node.invoke.map((inv) => invokeName(inv)),
      entry: formatActions(node.entry),
      exit: formatActions(node.exit),
      initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
      children: Object.values(node.states).map(walk),
    };
  };
  const graphRoot = walk(root);
  return { id: root.id, description: root.description, root: graphRoot, edges };
}

/** Every state node under `state`, depth first in document order (without `state` itself). */
export function descendants(state: GraphState): GraphState[] {
  return state.children.flatMap((child) => [child, ...descendants(child)]);
}

function outcomeOf(node: AnyStateNode): Outcome | undefined {
  const outcome = (node.meta as { outcome?: unknown } | undefined)?.outcome;
  if (outcome === 'success' || outcome === 'failure') return outcome;
  return node.type === 'final' ? 'success' : undefined;
}

function routeOf(node: AnyStateNode): string | undefined {
  const meta = node.meta as { route?: unknown } | undefined;
  return typeof meta?.route === 'string' ? meta.route : undefined;
}

function invokeName(inv: { id: string; src: unknown }): string {
  return typeof inv.src === 'string' ? inv.src : inv.id;
}

/** Transitions grouped by event in candidate order (xstate takes the first whose guard passes). */
function edgesOf(node: AnyStateNode): GraphEdge[] {
  const groups: AnyTransitionDefinition[][] = [...node.transitions.values()];
  if (node.always?.length) groups.push(node.always);
  return groups.flatMap((candidates) =>
    candidates.flatMap((t, index) => toEdges(node, t, isElse(candidates, index) ? 'else' : undefined)),
  );
}

/** The last candidate without a guard after guarded siblings: taken when none of theirs passes. */
function isElse(candidates: AnyTransitionDefinition[], index: number): boolean {
  const t = candidates[index]!;
  return (
    index > 0 &&
    index === candidates.length - 1 &&
    t.guard === undefined &&
    edgeKind(t) !== 'route' &&
    candidates.slice(0, index).some((c) => c.guard !== undefined)
  );
}

function toEdges(node: AnyStateNode, t: AnyTransitionDefinition, elseGuard: string | undefined): GraphEdge[] {
  const kind = edgeKind(t);
  const targets = t.target && t.target.length > 0 ? t.target : undefined;
  const guard = kind === 'route' ? routeGuard(t) : t.guard === undefined ? elseGuard : formatGuard(t.guard);
  const actions = formatActions(t.actions);
  const make = (target: AnyStateNode | undefined): GraphEdge => {
    const trigger = triggerOf(node, t, kind, target);
    return {
      source: node.id,
      target: target?.id ?? node.id,
      kind,
      event: t.eventType,
      trigger,
      guard,
      actions,
      internal: target === undefined,
      label: formatLabel(trigger, guard, actions),
      description: t.description,
      variant: (t.meta as { variant?: boolean } | undefined)?.variant === true,
    };
  };
  return targets ? targets.map((target) => make(target)) : [make(undefined)];
}

function edgeKind(t: AnyTransitionDefinition): EdgeKind {
  const e = t.eventType;
  if (e === '') return 'always';
  if (e === 'xstate.route') return 'route';
  if (e.startsWith('xstate.after.')) return 'after';
  if (e.startsWith('xstate.done.actor.')) return 'done';
  if (e.startsWith('xstate.error.actor.')) return 'error';
  if (e.startsWith('xstate.snapshot.')) return 'snapshot';
  if (e.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

function triggerOf(node: AnyStateNode, t: AnyTransitionDefinition, kind: EdgeKind, target: AnyStateNode | undefined): string {
  const actorName = (prefix: string) => {
    const id = t.eventType.slice(prefix.length);
    const inv = node.invoke.find((i) => i.id === id);
    return inv ? invokeName(inv) : id;
  };
  switch (kind) {
    case 'always':
      return 'always';
    case 'route':
      return target ? `URL → ${target.key}` : 'URL change';
    case 'after': {
      const delay = (t as { delay?: number | string }).delay;
      return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}`;
    }
    case 'done':
      return `done: ${actorName('xstate.done.actor.')}`;
    case 'error':
      return `error: ${actorName('xstate.error.actor.')}`;
    case 'snapshot':
      return `snapshot: ${actorName('xstate.snapshot.')}`;
    case 'stateDone':
      return 'done';
    case 'event':
      return t.eventType;
  }
}

/**
 * A route transition XState makes from a state's `route` (its target has one) guards with
 * `and([routeMatches, userGuard])`: show only the user's guard. A state's own `xstate.route` transition (a
 * refusal, e.g. kontakt's of later steps) shows its guard as written.
 */
function routeGuard(t: AnyTransitionDefinition): string | undefined {
  const route = t.target?.[0]?.config.route as { guard?: unknown } | undefined;
  if (route) return route.guard === undefined ? undefined : formatGuard(route.guard);
  return t.guard === undefined ? undefined : formatGuard(t.guard);
}
