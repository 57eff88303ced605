/**
 * Walks an xstate machine (`machine.root`) into a neutral graph model that the
 * Mermaid and DOT printers share. No printing here.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** xstate state node id, e.g. `consentModal.open.checked` (or the explicit `id`). */
  id: string;
  key: string;
  type: StateKind;
  description: string | undefined;
  /** `meta.route` of flow states, e.g. `/meld-skade/rolle`. */
  route: string | undefined;
  /** Names (src) of invoked actors. */
  invokes: string[];
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
  /** Readable trigger: `user.next`, `always`, `after 300ms`, `done: saveDraft`, `URL → rolle`. */
  trigger: string;
  /** Readable guard: `isStepValid`, `!isTicked`, `a and b`. */
  guard: string | undefined;
  /** Named actions (inline assigns and other built-ins are left out). */
  actions: string[];
  /** Targetless transition: stays in the source state. */
  internal: boolean;
  /** `trigger [guard] / actions`. */
  label: string;
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
      invokes: node.invoke.map((inv) => invokeName(inv)),
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

function routeOf(node: AnyStateNode): string | undefined {
  const meta = node.meta as { route?: unknown } | undefined;
  return typeof meta?.route === 'string' ? meta.route : undefined;
}

function invokeName(inv: { id: string; src: unknown }): string {
  return typeof inv.src === 'string' ? inv.src : inv.id;
}

function edgesOf(node: AnyStateNode): GraphEdge[] {
  const transitions: AnyTransitionDefinition[] = [...node.transitions.values()].flat();
  transitions.push(...(node.always ?? []));
  return transitions.flatMap((t) => toEdges(node, t));
}

function toEdges(node: AnyStateNode, t: AnyTransitionDefinition): GraphEdge[] {
  const kind = edgeKind(t);
  const targets = t.target && t.target.length > 0 ? t.target : undefined;
  const guard = kind === 'route' ? routeGuard(t) : t.guard === undefined ? undefined : formatGuard(t.guard);
  const actions = namedActions(t.actions);
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
    };
  };
  return targets ? targets.map((target) => make(target)) : [make(undefined)];
}

export function formatLabel(trigger: string, guard: string | undefined, actions: string[]): string {
  return `${trigger}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
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
      return `URL → ${target?.key ?? '?'}`;
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

/** A route transition's guard is `and([routeMatches, userGuard])`: show only the user's guard. */
function routeGuard(t: AnyTransitionDefinition): string | undefined {
  const target = t.target?.[0];
  const route = target?.config.route as { guard?: unknown } | undefined;
  return route?.guard === undefined ? undefined : formatGuard(route.guard);
}

type GuardLike = unknown;

/** Readable guard: names, `!a`, `a and b`, `(a or b)`, `in(#id)`. */
export function formatGuard(guard: GuardLike, nested = false): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { check?: { name?: string }; guards?: GuardLike[]; stateValue?: unknown; name?: string };
    const check = fn.check?.name;
    if (check === 'checkNot' && fn.guards) return `!${formatGuard(fn.guards[0], true)}`;
    if ((check === 'checkAnd' || check === 'checkOr') && fn.guards) {
      const joined = fn.guards.map((g) => formatGuard(g, true)).join(check === 'checkAnd' ? ' and ' : ' or ');
      return nested ? `(${joined})` : joined;
    }
    if (check === 'checkStateIn') return `in(${JSON.stringify(fn.stateValue)})`;
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function namedActions(actions: readonly unknown[]): string[] {
  return actions.flatMap((a) => {
    if (typeof a === 'string') return [a];
    if (a && typeof a === 'object' && 'type' in a) {
      const type = String((a as { type: unknown }).type);
      return type.startsWith('xstate.') ? [] : [type];
    }
    return [];
  });
}
