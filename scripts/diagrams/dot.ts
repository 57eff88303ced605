/**
 * Prints a {@link MachineGraph} as Graphviz DOT: clusters for compound and parallel states,
 * edges between states, and internal (targetless) transitions listed inside their state (UML style).
 */
import type { GraphEdge, GraphState, MachineGraph } from './graph';
import { stateNotes } from './mermaid';

const FONT = 'Helvetica,Arial,sans-serif';
const ANY_STATE = '__any_state';

export function toDot(graph: MachineGraph): string {
  const lines: string[] = [];
  const anchors = new Map<string, string>();
  const clusterOf = new Map<string, string>();
  const initialEdges: [from: string, to: string][] = [];
  const internal = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    if (edge.internal && edge.source !== graph.root.id) internal.set(edge.source, [...(internal.get(edge.source) ?? []), edge]);
  }
  let clusterCount = 0;

  const label = (state: GraphState, title: string) =>
    htmlLabel(title, stateNotes(state), (internal.get(state.id) ?? []).map((e) => e.label));

  const printState = (state: GraphState, indent: string) => {
    if (state.children.length === 0) {
      const attrs = [`label=${label(state, state.key)}`, ...(state.type === 'final' ? ['peripheries=2'] : [])];
      lines.push(`${indent}${quote(state.id)} [${attrs.join(', ')}];`);
      return;
    }
    const cluster = `cluster_${clusterCount++}`;
    clusterOf.set(state.id, cluster);
    lines.push(`${indent}subgraph ${cluster} {`);
    lines.push(`${indent}  label=${label(state, state.type === 'parallel' ? `${state.key} (parallel)` : state.key)}; style="rounded,dashed"; color="#64748b";`);
    const anchor = `${state.id}.__initial`;
    anchors.set(state.id, anchor);
    if (state.initial) {
      lines.push(`${indent}  ${quote(anchor)} [shape=point, width=0.12, label=""];`);
      initialEdges.push([anchor, state.initial]);
    } else {
      lines.push(`${indent}  ${quote(anchor)} [shape=point, width=0.01, style=invis, label=""];`);
    }
    for (const child of state.children) printState(child, `${indent}  `);
    lines.push(`${indent}}`);
  };

  lines.push(`digraph ${quote(graph.id)} {`);
  lines.push(`  graph [rankdir=LR, compound=true, nodesep=0.35, ranksep=0.6, fontname=${quote(FONT)}, fontsize=13, labelloc=t, labeljust=l, label=${quote(graph.id)}, bgcolor="white"];`);
  lines.push(`  node [shape=box, style="rounded,filled", fillcolor="#f8fafc", color="#334155", fontname=${quote(FONT)}, fontsize=12, margin="0.15,0.06"];`);
  lines.push(`  edge [color="#334155", fontcolor="#0f172a", fontname=${quote(FONT)}, fontsize=10, arrowsize=0.7];`);
  lines.push(`  "__initial" [shape=point, width=0.15, label=""];`);
  if (graph.edges.some((e) => e.source === graph.root.id)) {
    lines.push(`  ${quote(ANY_STATE)} [label="any state", shape=plaintext, style="", fontcolor="#475569"];`);
  }
  for (const child of graph.root.children) printState(child, '  ');
  if (graph.root.initial) initialEdges.unshift(['__initial', graph.root.initial]);

  const end = (id: string, side: 'tail' | 'head'): { node: string; attr?: string } => {
    if (id === graph.root.id) return { node: ANY_STATE };
    const cluster = clusterOf.get(id);
    if (cluster) return { node: anchors.get(id)!, attr: `${side === 'tail' ? 'ltail' : 'lhead'}=${cluster}` };
    return { node: id };
  };
  for (const [from, to] of initialEdges) {
    const head = end(to, 'head');
    lines.push(`  ${quote(from)} -> ${quote(head.node)}${head.attr ? ` [${head.attr}]` : ''};`);
  }
  for (const edge of graph.edges) {
    if (edge.internal && edge.source !== graph.root.id) continue;
    lines.push(`  ${printEdge(edge, end)}`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function printEdge(edge: GraphEdge, end: (id: string, side: 'tail' | 'head') => { node: string; attr?: string }): string {
  const from = end(edge.source, 'tail');
  const to = end(edge.target, 'head');
  const attrs = [`label=${quote(` ${edge.label} `)}`];
  if (edge.source !== edge.target) {
    if (from.attr) attrs.push(from.attr);
    if (to.attr) attrs.push(to.attr);
  }
  if (edge.kind !== 'event' && edge.kind !== 'route') attrs.push('style=dashed');
  return `${quote(from.node)} -> ${quote(to.node)} [${attrs.join(', ')}];`;
}

/** Title in bold, then notes (route, invoke) in grey, then internal transitions, left aligned. */
function htmlLabel(title: string, notes: string[], internalTransitions: string[]): string {
  const rows = [`<tr><td><b>${escapeHtml(title)}</b></td></tr>`];
  for (const note of notes) rows.push(`<tr><td><font point-size="10" color="#475569">${escapeHtml(note)}</font></td></tr>`);
  for (const t of internalTransitions) rows.push(`<tr><td align="left"><font point-size="9">${escapeHtml(t)}</font></td></tr>`);
  return `<<table border="0" cellborder="0" cellspacing="0" cellpadding="1">${rows.join('')}</table>>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** DOT double-quoted string; `\n` becomes a centred line break. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
