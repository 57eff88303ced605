/**
 * Which diagrams a machine gets, and what each shows.
 *
 * Rule: a compound state with `meta.route` (a routed step) is drawn collapsed, as one box with its
 * route, in the overview `<machine>`, and gets its own detail diagram `<machine>.<key>` that shows its
 * inside and, as dashed boxes, the states its transitions lead to. Edges into or out of a collapsed
 * box are lifted to it and merged (./lift.ts). A machine without such states gets one diagram.
 */
import { buildBox } from './boxes';
import { diagramEdges, withBackEdges } from './edges';
import { foldRepeated } from './fold';
import { descendants, type GraphState, type MachineGraph } from './graph';
import { diagramNotes } from './notes';
import { makeScope, type Scope } from './scope';
import { StateTree } from './tree';
import { ANY_STATE, legendOf, type Box, type Diagram } from './view';

export function diagramsOf(graph: MachineGraph): Diagram[] {
  const tree = new StateTree(graph);
  const folding = foldRepeated(graph);
  const collapsible = descendants(graph.root).filter((s) => s.route !== undefined && s.children.length > 0);
  const details = new Map(collapsible.map((s) => [s.id, detailName(graph, s, collapsible, tree)]));
  const base = { graph, tree, folding, details };
  return [
    buildDiagram(makeScope({ ...base, focus: graph.root.id, name: graph.id })),
    ...collapsible.map((s) => buildDiagram(makeScope({ ...base, focus: s.id, name: details.get(s.id)! }))),
  ];
}

/** `<machine>.<key>`, or the path when two steps share a key. */
function detailName(graph: MachineGraph, state: GraphState, all: GraphState[], tree: StateTree): string {
  if (all.filter((s) => s.key === state.key).length === 1) return `${graph.id}.${state.key}`;
  const path = [state.id, ...tree.ancestors(state.id)].reverse().slice(1).map((id) => tree.get(id).key);
  return `${graph.id}.${path.join('.')}`;
}

function buildDiagram(scope: Scope): Diagram {
  const { graph, tree, focus } = scope;
  const { edges, internal, descriptions } = diagramEdges(scope);
  // A detail draws the step and, outside it, the states its edges lead to or come from, in document order.
  const outside = new Set(edges.flatMap((e) => [e.source, e.target]).filter((id) => id !== ANY_STATE && !scope.inside(id)));
  const children = scope.isOverview
    ? graph.root.children
    : [...outside, focus].sort((a, b) => tree.orderOf(a) - tree.orderOf(b)).map((id) => tree.get(id));
  const root: Box = {
    id: graph.root.id,
    key: graph.root.key,
    kind: 'compound',
    lines: [],
    internal: [],
    deadEnd: undefined,
    link: undefined,
    initial: scope.isOverview ? graph.root.initial : undefined,
    tooltip: undefined,
    children: children.map((state) => buildBox(state, scope, { internal, descriptions }, outside.has(state.id))),
  };
  return { name: scope.name, title: titleOf(scope), root, edges: withBackEdges(root, edges), notes: diagramNotes(scope, root), legend: legendOf(root), overview: scope.isOverview ? undefined : graph.id };
}

function titleOf(scope: Scope): string {
  const { graph, focus, tree } = scope;
  if (scope.isOverview) return scope.details.size > 0 ? `${graph.id} (overview)` : graph.id;
  const state = tree.get(focus);
  return `${graph.id} › ${state.key}${state.route ? ` (${state.route})` : ''}`;
}
