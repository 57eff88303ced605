/**
 * The plain-language descriptions analysts read (XState `description`): every state, and every transition with a
 * guard, carries one. The diagrams and the README tables draw them. Lists what lacks one.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { descendants, machineToGraph } from './graph';
import { StateTree } from './tree';
import { nodesOf, transitionsOf } from './walk';

/** One line per state or guarded transition without a description, e.g. `purchase.opening: always [opensAt] …`. */
export function descriptionProblems(machine: AnyStateMachine, source: string): string[] {
  const problems: string[] = [];
  for (const node of [machine.root, ...nodesOf(machine.root)]) {
    if (node !== machine.root && !node.description?.trim()) problems.push(`${node.id}: the state has no description (${source})`);
    for (const [event, t] of transitionsOf(node)) {
      if (!t.guard || t.description?.trim()) continue;
      const to = t.target?.map((n: AnyStateNode) => n.id).join(', ') ?? 'stays';
      problems.push(`${node.id}: ${event || 'always'} → ${to} has a guard and no description (${source})`);
    }
  }
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
