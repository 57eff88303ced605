/** Look-ups over a {@link MachineGraph}'s state tree: by id, parents, document order. */
import { descendants, type GraphEdge, type GraphState, type MachineGraph } from './graph';

export class StateTree {
  readonly root: GraphState;
  private readonly byId = new Map<string, GraphState>();
  private readonly parentOf = new Map<string, string>();
  private readonly order = new Map<string, number>();

  constructor(graph: MachineGraph) {
    this.root = graph.root;
    this.byId.set(graph.root.id, graph.root);
    this.order.set(graph.root.id, -1);
    descendants(graph.root).forEach((state, index) => {
      this.byId.set(state.id, state);
      this.order.set(state.id, index);
    });
    const link = (state: GraphState) =>
      state.children.forEach((child) => {
        this.parentOf.set(child.id, state.id);
        link(child);
      });
    link(graph.root);
  }

  get(id: string): GraphState {
    const state = this.byId.get(id);
    if (!state) throw new Error(`Unknown state ${id}`);
    return state;
  }

  /** Every state with this key, in document order. */
  withKey(key: string): string[] {
    return [...this.byId.values()].filter((s) => s.key === key && s.id !== this.root.id).map((s) => s.id);
  }

  /** Position in document order (xstate keeps states in config order); the root is -1. */
  orderOf(id: string): number {
    return this.order.get(id) ?? -1;
  }

  /** Ancestors of `id`, nearest first, ending with the root (without `id` itself). */
  ancestors(id: string): string[] {
    const out: string[] = [];
    for (let p = this.parentOf.get(id); p !== undefined; p = this.parentOf.get(p)) out.push(p);
    return out;
  }

  /** `id` is `ancestor` or lies inside it. */
  within(id: string, ancestor: string): boolean {
    return id === ancestor || this.ancestors(id).includes(ancestor);
  }

  /** The innermost state that contains (or is) every one of `ids`. */
  commonAncestor(ids: string[]): string {
    if (ids.length === 0) return this.root.id;
    const chains = ids.map((id) => [id, ...this.ancestors(id)]);
    return chains[0]!.find((candidate) => chains.every((chain) => chain.includes(candidate))) ?? this.root.id;
  }

  /**
   * A state without a way out: a leaf that no transition with a target leaves, neither its own nor
   * one of an ancestor's (routes, which only the URL triggers, do not count).
   */
  isDeadEnd(state: GraphState, edges: GraphEdge[]): boolean {
    if (state.children.length > 0 || state.id === this.root.id) return false;
    const owners = new Set([state.id, ...this.ancestors(state.id)]);
    return !edges.some((e) => owners.has(e.source) && !e.internal && e.kind !== 'route');
  }
}
