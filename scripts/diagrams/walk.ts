/** Walking a machine's state nodes: their descendants, and each one's transitions with their event. */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Every state node under `node`, depth first in document order (without `node` itself). */
export function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodesOf(child)]);
}

/** The node's transitions with their event type, in candidate order; `always` transitions have the event ''. */
export function transitionsOf(node: AnyStateNode): [string, AnyTransitionDefinition][] {
  const byEvent = [...node.transitions.entries()].flatMap(([event, list]) => list.map((t): [string, AnyTransitionDefinition] => [event, t]));
  return [...byEvent, ...(node.always ?? []).map((t): [string, AnyTransitionDefinition] => ['', t])];
}
