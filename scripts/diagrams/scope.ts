/** What one diagram looks at: the whole machine (overview) or one collapsed step (detail), and how ids map to boxes. */
import type { Folding } from './fold';
import type { MachineGraph } from './graph';
import type { StateTree } from './tree';

export interface Scope {
  graph: MachineGraph;
  tree: StateTree;
  folding: Folding;
  /** Collapsible state id → name of its detail diagram. */
  details: Map<string, string>;
  /** The state whose inside this diagram shows: the root (overview) or a collapsed step (detail). */
  focus: string;
  name: string;
  isOverview: boolean;
  /** `id` is the focus or inside it. */
  inside(id: string): boolean;
  /** The box an id is drawn as: itself, or the outermost collapsed state (other than the focus) around it. */
  visible(id: string): string;
}

export function makeScope(base: Pick<Scope, 'graph' | 'tree' | 'folding' | 'details' | 'focus' | 'name'>): Scope {
  const { tree, focus, details, graph } = base;
  return {
    ...base,
    isOverview: focus === graph.root.id,
    inside: (id) => tree.within(id, focus),
    visible: (id) => [id, ...tree.ancestors(id)].reverse().find((s) => details.has(s) && !tree.within(focus, s)) ?? id,
  };
}
