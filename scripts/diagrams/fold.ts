/**
 * Folds targetless transitions that repeat across states into one note per diagram, so that
 * `user.change / changeField` is not drawn in every editing state:
 * - the same targetless transition (same label) in two or more states;
 * - URL refusals, `'xstate.route': {}` in busy states (no target, no actions).
 * - the machine's own targetless transitions (they apply in every state).
 * Targetless transitions specific to one state stay with that state.
 */
import type { GraphEdge, MachineGraph } from './graph';
import type { StateTree } from './tree';

export interface FoldNote {
  /** `refusal`: URL changes refused; `repeated`: the same transitions in several states; `everywhere`: the machine's own. */
  kind: 'refusal' | 'repeated' | 'everywhere';
  /** The states the note speaks about (where the folded transitions are defined). */
  states: string[];
  labels: string[];
}

export interface Folding {
  notes: FoldNote[];
  isFolded(edge: GraphEdge): boolean;
}

export function foldRepeated(graph: MachineGraph): Folding {
  const folded = new Set<GraphEdge>();
  const notes: FoldNote[] = [];
  const candidates = graph.edges.filter((e) => e.internal && e.source !== graph.root.id);
  const everywhere = graph.edges.filter((e) => e.internal && e.source === graph.root.id);
  if (everywhere.length > 0) {
    everywhere.forEach((e) => folded.add(e));
    notes.push({ kind: 'everywhere', states: [graph.root.id], labels: everywhere.map((e) => e.label) });
  }

  const refusals = candidates.filter((e) => e.kind === 'route' && e.actions.length === 0 && !e.guard);
  if (refusals.length > 0) {
    refusals.forEach((e) => folded.add(e));
    notes.push({ kind: 'refusal', states: unique(refusals.map((e) => e.source)), labels: [] });
  }

  const byLabel = new Map<string, GraphEdge[]>();
  for (const edge of candidates) {
    if (folded.has(edge)) continue;
    byLabel.set(edge.label, [...(byLabel.get(edge.label) ?? []), edge]);
  }
  // Labels repeated in the same set of states share one note, in the order they first appear.
  const byStates = new Map<string, { states: string[]; labels: string[] }>();
  for (const [label, edges] of byLabel) {
    const states = unique(edges.map((e) => e.source));
    if (states.length < 2) continue;
    edges.forEach((e) => folded.add(e));
    const key = states.join('\n');
    const group = byStates.get(key) ?? { states, labels: [] };
    group.labels.push(label);
    byStates.set(key, group);
  }
  for (const { states, labels } of byStates.values()) notes.push({ kind: 'repeated', states, labels });
  return { notes, isFolded: (edge) => folded.has(edge) };
}

/** The note's heading and the transitions it lists, naming only `states` (those of the note that the diagram shows). */
export function noteText(note: FoldNote, states: string[], tree: StateTree): { title: string; items: string[] } {
  switch (note.kind) {
    case 'everywhere':
      return { title: 'In every state:', items: note.labels };
    case 'refusal':
      return { title: `While ${listKeys(states, tree)}: URL changes are refused (the URL is put back).`, items: [] };
    case 'repeated':
      return { title: `${inStates(states, tree)}:`, items: note.labels };
  }
}

/**
 * `In every editing state` when the states are all that have that name, `In editing of rolle and
 * skade` when they are some of them, else `In a, b and c`.
 */
function inStates(states: string[], tree: StateTree): string {
  const keys = unique(states.map((id) => tree.get(id).key));
  if (keys.length > 1 || states.length === 1) return `In ${listKeys(states, tree, 'and')}`;
  if (tree.withKey(keys[0]!).length === states.length) return `In every ${keys[0]} state`;
  const parents = states.map((id) => tree.ancestors(id)[0]!);
  return `In ${keys[0]} of ${listKeys(parents, tree, 'and')}`;
}

function listKeys(states: string[], tree: StateTree, last = 'or'): string {
  const keys = unique(states.map((id) => tree.get(id).key));
  return keys.length <= 1 ? (keys[0] ?? '') : `${keys.slice(0, -1).join(', ')} ${last} ${keys.at(-1)}`;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
