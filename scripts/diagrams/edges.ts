/**
 * The edges of one diagram: transitions between drawn boxes keep their label; those with an end
 * hidden in a collapsed box are lifted to it, merged per pair of boxes (./lift.ts). Targetless
 * transitions are returned per state, to be listed inside it.
 */
import type { GraphEdge, GraphState } from './graph';
import { wrapLabel } from './labels';
import { liftedLabel } from './lift';
import type { Scope } from './scope';
import { ANY_STATE, type Box, type Edge } from './view';

/** Characters per line of an edge label. */
const EDGE_WIDTH = 24;

export interface DiagramEdges {
  edges: Edge[];
  /** State id → its targetless transitions that are not folded into a note. */
  internal: Map<string, string[]>;
  /** State id → `label: description` of those of its targetless transitions that have a description. */
  descriptions: Map<string, string[]>;
}

interface Lifted {
  from: string;
  to: string;
  edges: GraphEdge[];
}

export function diagramEdges(scope: Scope): DiagramEdges {
  const { graph, tree, visible } = scope;
  const transitions = graph.edges.filter((e) => shows(scope, e));
  // In the order of their first transition.
  const drawn: (Edge | Lifted)[] = [];
  const lifted = new Map<string, Lifted>();
  const internal = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const e of transitions) {
    if (e.internal) {
      if (visible(e.source) === e.source) internal.set(e.source, [...(internal.get(e.source) ?? []), e.label]);
      if (visible(e.source) === e.source && e.description) descriptions.set(e.source, [...(descriptions.get(e.source) ?? []), `${e.label}: ${e.description}`]);
      continue;
    }
    const fromAnyState = e.source === graph.root.id;
    const from = fromAnyState ? ANY_STATE : visible(e.source);
    const to = visible(e.target);
    if ((fromAnyState || from === e.source) && to === e.target) {
      drawn.push({
        source: from,
        target: to,
        label: wrapLabel(e.label, EDGE_WIDTH),
        automatic: isAutomatic(e),
        back: false,
        fanOut: false,
        fromAnyState,
        tooltip: e.description,
      });
    } else if (from !== to) {
      const key = `${from}\n${to}`;
      const group = lifted.get(key);
      if (group) group.edges.push(e);
      else {
        lifted.set(key, { from, to, edges: [e] });
        drawn.push(lifted.get(key)!);
      }
    }
  }
  const hiddenIn = (id: string) => (visible(id) !== id ? visible(id) : undefined);
  const dispatchers = fanOutSources(transitions);
  const heads = fanHeads(drawn.filter((item): item is Edge => !('edges' in item) && dispatchers.has(item.source)), graph.root);
  const edges = drawn.map((item): Edge => {
    if (!('edges' in item)) return { ...item, fanOut: dispatchers.has(item.source) && !heads.has(item) };
    const { label, automatic } = liftedLabel(item.edges, graph.edges, tree, hiddenIn);
    return {
      source: item.from,
      target: item.to,
      label: label.flatMap((line) => (line.startsWith('via ') ? [line] : wrapLabel(line, EDGE_WIDTH))),
      automatic,
      back: false,
      fanOut: false,
      fromAnyState: item.from === ANY_STATE,
      tooltip: unique(item.edges.flatMap((e) => (e.description ? [e.description] : []))).join('\n') || undefined,
    };
  });
  return { edges, internal, descriptions };
}

/** Marks edges to a box earlier in document order than their source (inside their common parent). */
export function withBackEdges(root: Box, edges: Edge[]): Edge[] {
  return edges.map((edge) => ({ ...edge, back: isBackEdge(root, edge) }));
}

/**
 * Transitions this diagram shows: not the routes (they are lines in their box) nor the folded
 * ones; in a detail, those leaving the step's states and those entering its inside from elsewhere.
 */
function shows(scope: Scope, e: GraphEdge): boolean {
  const { graph, tree, focus, inside } = scope;
  if (e.kind === 'route' && e.source === graph.root.id) return false;
  if (scope.folding.isFolded(e)) return false;
  if (scope.isOverview) return true;
  if (e.source === graph.root.id || (tree.within(focus, e.source) && e.source !== focus)) return false;
  return inside(e.source) || (inside(e.target) && e.target !== focus);
}

/** States that branch at once (`always`) to three or more states and have no other way out. */
function fanOutSources(edges: GraphEdge[]): Set<string> {
  const out = new Map<string, GraphEdge[]>();
  for (const e of edges) if (!e.internal) out.set(e.source, [...(out.get(e.source) ?? []), e]);
  return new Set(
    [...out].filter(([, list]) => list.every((e) => e.kind === 'always') && new Set(list.map((e) => e.target)).size >= 3).map(([id]) => id),
  );
}

/**
 * Per fan, the arrow to the target first in document order: it keeps constraining the layout, so the fan's source
 * stands before the states it dispatches to (the resume state before the first step) and reading goes left to right.
 */
function fanHeads(fanEdges: Edge[], root: GraphState): Set<Edge> {
  const order = new Map<string, number>();
  const visit = (state: GraphState) => {
    order.set(state.id, order.size);
    state.children.forEach(visit);
  };
  visit(root);
  const heads = new Map<string, Edge>();
  for (const edge of fanEdges) {
    const head = heads.get(edge.source);
    if (!head || (order.get(edge.target) ?? 0) < (order.get(head.target) ?? 0)) heads.set(edge.source, edge);
  }
  return new Set(heads.values());
}

function isAutomatic(edge: GraphEdge): boolean {
  return edge.kind !== 'event' && edge.kind !== 'route';
}

function isBackEdge(root: Box, edge: Edge): boolean {
  if (edge.fromAnyState || edge.source === edge.target) return false;
  const a = pathTo(edge.source, root, []);
  const b = pathTo(edge.target, root, []);
  if (!a || !b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i >= b.length) return true; // the target contains the source
  if (i >= a.length) return false; // the source contains the target
  const parent = a[i - 1]!;
  return parent.children.indexOf(b[i]!) < parent.children.indexOf(a[i]!);
}

function pathTo(id: string, box: Box, trail: Box[]): Box[] | undefined {
  if (box.id === id) return [...trail, box];
  for (const child of box.children) {
    const found = pathTo(id, child, [...trail, box]);
    if (found) return found;
  }
  return undefined;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
