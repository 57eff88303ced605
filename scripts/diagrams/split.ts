/**
 * Which diagrams a machine gets, and what each shows.
 *
 * Rule: a compound state with `meta.route` (a routed step) is drawn collapsed, as one box with its
 * route, in the overview `<machine>`, and gets its own detail diagram `<machine>.<key>` that shows its
 * inside and, as dashed boxes, the states its transitions lead to. Edges into or out of a collapsed
 * box are lifted to it and merged (./lift.ts). A machine without such states gets one diagram.
 */
import { foldRepeated, noteText, type Folding } from './fold';
import { descendants, type GraphEdge, type GraphState, type MachineGraph } from './graph';
import { formatLabel, wrapLabel } from './labels';
import { liftedLabel } from './lift';
import { StateTree } from './tree';
import { ANY_STATE, type Box, type Diagram, type Edge, type Note } from './view';

/** Characters per line of an edge label, of a line in a box (narrower in a collapsed one) and of a targetless transition. */
const EDGE_WIDTH = 24;
const LINE_WIDTH = 32;
const COLLAPSED_LINE_WIDTH = 24;
const INTERNAL_WIDTH = 44;

interface Scope {
  graph: MachineGraph;
  tree: StateTree;
  folding: Folding;
  /** Collapsible state id → name of its detail diagram. */
  details: Map<string, string>;
  /** The state whose inside this diagram shows: the root (overview) or a collapsed step (detail). */
  focus: string;
  name: string;
}

export function diagramsOf(graph: MachineGraph): Diagram[] {
  const tree = new StateTree(graph);
  const folding = foldRepeated(graph);
  const collapsible = descendants(graph.root).filter((s) => s.route !== undefined && s.children.length > 0);
  const details = new Map(collapsible.map((s) => [s.id, detailName(graph, s, collapsible, tree)]));
  const base = { graph, tree, folding, details };
  const overview = buildDiagram({ ...base, focus: graph.root.id, name: graph.id });
  return [overview, ...collapsible.map((s) => buildDiagram({ ...base, focus: s.id, name: details.get(s.id)! }))];
}

/** `<machine>.<key>`, or the path when two steps share a key. */
function detailName(graph: MachineGraph, state: GraphState, all: GraphState[], tree: StateTree): string {
  if (all.filter((s) => s.key === state.key).length === 1) return `${graph.id}.${state.key}`;
  const path = [state.id, ...tree.ancestors(state.id)].reverse().slice(1).map((id) => tree.get(id).key);
  return `${graph.id}.${path.join('.')}`;
}

function buildDiagram(scope: Scope): Diagram {
  const { graph, tree, focus } = scope;
  const isOverview = focus === graph.root.id;
  const inside = (id: string) => tree.within(id, focus);

  /** The box an id is drawn as: itself, or the outermost collapsed state (other than the focus) around it. */
  const visible = (id: string): string => {
    const chain = [id, ...tree.ancestors(id)].reverse();
    return chain.find((s) => scope.details.has(s) && !tree.within(focus, s)) ?? id;
  };

  const edges = graph.edges.filter((e) => {
    if (e.kind === 'route' && e.source === graph.root.id) return false;
    if (scope.folding.isFolded(e)) return false;
    if (isOverview) return true;
    if (e.source === graph.root.id || (tree.within(focus, e.source) && e.source !== focus)) return false;
    return inside(e.source) || (inside(e.target) && e.target !== focus);
  });

  // Edges in the order of their first transition; lifted ones merged per pair of boxes.
  interface Lifted {
    from: string;
    to: string;
    edges: GraphEdge[];
  }
  const drawn: (Edge | Lifted)[] = [];
  const lifted = new Map<string, Lifted>();
  const internal = new Map<string, string[]>();
  for (const e of edges) {
    if (e.internal) {
      if (visible(e.source) === e.source) internal.set(e.source, [...(internal.get(e.source) ?? []), e.label]);
      continue;
    }
    const fromAnyState = e.source === graph.root.id;
    const from = fromAnyState ? ANY_STATE : visible(e.source);
    const to = visible(e.target);
    if ((fromAnyState || from === e.source) && to === e.target) {
      drawn.push({ source: from, target: to, label: wrapLabel(e.label, EDGE_WIDTH), automatic: isAutomatic(e), back: false, fanOut: false, fromAnyState });
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
  const dispatchers = fanOutSources(edges);
  const merged = drawn.map((item): Edge => {
    if (!('edges' in item)) return { ...item, fanOut: dispatchers.has(item.source) };
    const { label, automatic } = liftedLabel(item.edges, graph.edges, tree, hiddenIn);
    return {
      source: item.from,
      target: item.to,
      label: label.flatMap((line) => (line.startsWith('via ') ? [line] : wrapLabel(line, EDGE_WIDTH))),
      automatic,
      back: false,
      fanOut: false,
      fromAnyState: item.from === ANY_STATE,
    };
  });

  const outsideIds = new Set<string>();
  for (const edge of merged) {
    for (const id of [edge.source, edge.target]) if (id !== ANY_STATE && !inside(id)) outsideIds.add(id);
  }
  const box = (state: GraphState): Box => buildBox(state, scope, visible, internal, outsideIds.has(state.id));
  const rootChildren = isOverview
    ? graph.root.children.map(box)
    : [...outsideIds, focus].sort((a, b) => tree.orderOf(a) - tree.orderOf(b)).map((id) => box(tree.get(id)));
  const root: Box = {
    id: graph.root.id,
    key: graph.root.key,
    kind: 'compound',
    lines: [],
    internal: [],
    deadEnd: undefined,
    link: undefined,
    initial: isOverview ? graph.root.initial : undefined,
    children: rootChildren,
  };
  const result = merged.map((edge) => ({ ...edge, back: isBackEdge(root, edge) }));
  return { name: scope.name, title: titleOf(scope), root, edges: result, notes: notesOf(scope, root, visible) };
}

function buildBox(
  state: GraphState,
  scope: Scope,
  visible: (id: string) => string,
  internal: Map<string, string[]>,
  outside: boolean,
): Box {
  const { tree, graph } = scope;
  const collapsed = scope.details.has(state.id) && state.id !== scope.focus;
  const routeEdges = graph.edges.filter((e) => e.kind === 'route' && !e.internal && e.source === graph.root.id);
  const enteredByUrl = routeEdges
    .filter((e) => visible(e.target) === state.id)
    .map((e) => formatLabel(e.target === state.id ? 'entered by URL' : `URL → ${tree.get(e.target).key}`, e.guard, e.actions));
  // A collapsed box shows how it is reached; what it does on entry is in its own diagram.
  const lines = [
    ...(state.route ? [state.route] : []),
    ...(outside ? [] : enteredByUrl),
    ...(outside || collapsed ? [] : state.invokes.map((name) => `invoke ${name}`)),
    ...(outside || collapsed || !state.entry.length ? [] : [`entry / ${state.entry.join(', ')}`]),
    ...(outside || collapsed || !state.exit.length ? [] : [`exit / ${state.exit.join(', ')}`]),
  ].flatMap((line) => wrapLabel(line, collapsed ? COLLAPSED_LINE_WIDTH : LINE_WIDTH));
  const expand = !outside && !collapsed && state.children.length > 0;
  const kind = outside ? 'outside' : collapsed ? 'collapsed' : expand ? (state.type === 'parallel' ? 'parallel' : 'compound') : state.type === 'final' ? 'final' : 'state';
  return {
    id: state.id,
    key: state.key,
    kind,
    lines,
    internal: outside ? [] : (internal.get(state.id) ?? []).flatMap((line) => wrapLabel(line, INTERNAL_WIDTH)),
    deadEnd: !outside && tree.isDeadEnd(state, graph.edges) ? (state.description ?? 'Dead end.') : undefined,
    link: outside ? (scope.details.get(state.id) ?? graph.id) : collapsed ? scope.details.get(state.id) : undefined,
    initial: expand ? state.initial : undefined,
    children: expand ? state.children.map((child) => buildBox(child, scope, visible, internal, false)) : [],
  };
}

/** States that branch at once (`always`) to three or more states and have no other way out. */
function fanOutSources(edges: GraphEdge[]): Set<string> {
  const out = new Map<string, GraphEdge[]>();
  for (const e of edges) if (!e.internal) out.set(e.source, [...(out.get(e.source) ?? []), e]);
  return new Set(
    [...out].filter(([, list]) => list.every((e) => e.kind === 'always') && new Set(list.map((e) => e.target)).size >= 3).map(([id]) => id),
  );
}

function isAutomatic(edge: GraphEdge): boolean {
  return edge.kind !== 'event' && edge.kind !== 'route';
}

/** An edge to a box that comes earlier (in document order) than the source, inside their common parent. */
function isBackEdge(root: Box, edge: Edge): boolean {
  if (edge.fromAnyState || edge.source === edge.target) return false;
  const pathTo = (id: string, box: Box, trail: Box[]): Box[] | undefined => {
    if (box.id === id) return [...trail, box];
    for (const child of box.children) {
      const found = pathTo(id, child, [...trail, box]);
      if (found) return found;
    }
    return undefined;
  };
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

function notesOf(scope: Scope, root: Box, visible: (id: string) => string): Note[] {
  const { tree, focus, graph } = scope;
  const shown = new Set(allIds(root));
  const notes: Note[] = [];
  for (const note of scope.folding.notes) {
    if (note.kind === 'everywhere') {
      const text = noteText(note, note.states, tree);
      if (focus === graph.root.id && root.children[0]) notes.push({ anchor: root.children[0].id, title: text.title, items: [...text.items] });
      continue;
    }
    const states = note.states.filter((id) => tree.within(id, focus));
    if (states.length === 0) continue;
    const common = tree.commonAncestor(states);
    const anchor =
      shown.has(common) && common !== graph.root.id
        ? common
        : visible([...states].sort((a, b) => tree.orderOf(a) - tree.orderOf(b))[0]!);
    const text = noteText(note, states, tree);
    const same = notes.find((n) => n.anchor === anchor && n.title === text.title);
    if (same) same.items.push(...text.items);
    else notes.push({ anchor, title: text.title, items: [...text.items] });
  }
  return notes;
}

function allIds(box: Box): string[] {
  return box.children.flatMap((child) => [child.id, ...allIds(child)]);
}

function titleOf(scope: Scope): string {
  const { graph, focus, tree } = scope;
  if (focus === graph.root.id) return scope.details.size > 0 ? `${graph.id} (overview)` : graph.id;
  const state = tree.get(focus);
  return `${graph.id} › ${state.key}${state.route ? ` (${state.route})` : ''}`;
}
