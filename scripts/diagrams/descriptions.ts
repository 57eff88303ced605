/**
 * The plain-language descriptions analysts read (XState `description`): every state, and every transition with a
 * guard, carries one. The diagrams and the README tables draw them. Lists what lacks one.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { descendants, machineToGraph } from './graph';
import { StateTree } from './tree';

/** One line per state or guarded transition without a description, e.g. `purchase.opening: always [opensAt] …`. */
export function descriptionProblems(machine: AnyStateMachine, source: string): string[] {
  const problems: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node !== machine.root && !node.description?.trim()) problems.push(`${node.id}: the state has no description (${source})`);
    const transitions = [...[...node.transitions.entries()].flatMap(([event, list]) => list.map((t) => [event, t] as const))];
    for (const t of node.always ?? []) transitions.push(['always', t]);
    for (const [event, t] of transitions) {
      if (!t.guard || t.description?.trim()) continue;
      const to = t.target?.map((n: AnyStateNode) => n.id).join(', ') ?? 'stays';
      problems.push(`${node.id}: ${event} → ${to} has a guard and no description (${source})`);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return problems;
}

/** One line per end (nothing leads out) that says neither success nor failure (`meta.outcome`; a final state is a success). */
export function outcomeProblems(machine: AnyStateMachine, source: string): string[] {
  const graph = machineToGraph(machine);
  const tree = new StateTree(graph);
  return descendants(graph.root)
    .filter((state) => tree.isDeadEnd(state, graph.edges) && state.outcome === undefined)
    .map((state) => `${state.id}: an end without meta.outcome ('success' or 'failure') (${source})`);
}
