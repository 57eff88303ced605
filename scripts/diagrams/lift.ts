/**
 * The label of an edge lifted to a collapsed box: the transitions between two boxes merged into what
 * the customer does, e.g. `user.next` + `via saving` for rolle → lokasjon (NESTE, directly or after
 * saving). An automatic transition (done/error/always) out of a hidden inner state is traced back to
 * the transitions that entered that state inside the same box.
 */
import type { EdgeKind, GraphEdge } from './graph';
import type { StateTree } from './tree';

const USER_KINDS: EdgeKind[] = ['event', 'route'];

export interface LiftedLabel {
  label: string[];
  automatic: boolean;
}

/**
 * @param edges the transitions between the two boxes (at least one end hidden in a collapsed box)
 * @param hiddenIn the collapsed box an id is hidden in (undefined when the id is drawn itself)
 */
export function liftedLabel(
  edges: GraphEdge[],
  allEdges: GraphEdge[],
  tree: StateTree,
  hiddenIn: (id: string) => string | undefined,
): LiftedLabel {
  const causes: GraphEdge[] = [];
  const via = new Set<string>();
  const visited = new Set<string>();

  const collect = (edge: GraphEdge) => {
    const box = hiddenIn(edge.source);
    if (USER_KINDS.includes(edge.kind) || box === undefined) {
      causes.push(edge);
      return;
    }
    via.add(edge.source);
    if (visited.has(edge.source)) return;
    visited.add(edge.source);
    const entering = allEdges.filter(
      (e) => !e.internal && e.target === edge.source && e.source !== edge.source && tree.within(e.source, box),
    );
    if (entering.length === 0 || isInitialOf(edge.source, box, tree)) causes.push(edge);
    entering.forEach(collect);
  };
  // A variant of another edge's move (offline, on at once) says nothing that edge does not.
  const own = edges.filter((e) => !e.variant);
  (own.length > 0 ? own : edges).forEach(collect);

  const lines = [describe(unique(causes))];
  if (via.size > 0) {
    const keys = [...via].sort((a, b) => tree.orderOf(a) - tree.orderOf(b)).map((id) => tree.get(id).key);
    lines.push(`via ${unique(keys).join(', ')}`);
  }
  return { label: lines, automatic: causes.every((e) => !USER_KINDS.includes(e.kind)) };
}

/**
 * The causes' triggers with their guard when all causes of a trigger share it; no `else` (its
 * siblings are not drawn) and no actions (the detail diagram has them).
 */
function describe(causes: GraphEdge[]): string {
  const shownGuard = (g: string | undefined) => (g === 'else' ? undefined : g);
  const guardsByTrigger = new Map<string, Set<string | undefined>>();
  for (const c of causes) {
    const trigger = mergedTrigger(c, causes);
    guardsByTrigger.set(trigger, (guardsByTrigger.get(trigger) ?? new Set()).add(shownGuard(c.guard)));
  }
  return [...guardsByTrigger]
    .map(([trigger, guards]) => {
      const [only] = [...guards];
      return guards.size === 1 && only ? `${trigger} [${only}]` : trigger;
    })
    .join(' or ');
}

/** `done: x` and `error: x` of the same actor read as one: `done/error: x`. */
function mergedTrigger(edge: GraphEdge, all: GraphEdge[]): string {
  if (edge.kind !== 'done' && edge.kind !== 'error') return edge.trigger;
  const actor = edge.trigger.slice(edge.trigger.indexOf(':') + 2);
  const other = edge.kind === 'done' ? 'error' : 'done';
  return all.some((e) => e.kind === other && e.trigger === `${other}: ${actor}`) ? `done/error: ${actor}` : edge.trigger;
}

function isInitialOf(id: string, box: string, tree: StateTree): boolean {
  for (let s = tree.get(box).initial; s !== undefined; s = tree.get(s).initial) {
    if (s === id) return true;
  }
  return false;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
