/**
 * Prints a {@link Diagram} as Graphviz DOT, left to right: clusters for expanded compound states,
 * targetless transitions listed inside their state (UML style), notes under the title. Edges back
 * to an earlier state do not constrain the layout, so siblings run in document order.
 */
import { wrapWords } from './labels';
import { ANY_STATE, type Box, type Diagram, type Edge, type Note } from './view';

/** Graphviz measures text with its Arial metrics only for this name; the SVG then names the fallbacks (./svg.ts). */
const FONT = 'Helvetica';
const ANY_NODE = '__any_state';

const NODE_STYLE: Record<string, string[]> = {
  state: [],
  final: ['peripheries=2'],
  collapsed: ['fillcolor="#e0f2fe"', 'color="#0369a1"', 'penwidth=2'],
  outside: ['style="rounded,dashed"', 'fillcolor="#ffffff"', 'color="#94a3b8"', 'fontcolor="#475569"'],
};

/** Ends: green where the customer is done (success), amber where something went wrong (failure). */
const END_STYLE = {
  success: ['fillcolor="#dcfce7"', 'color="#15803d"'],
  failure: ['fillcolor="#fef3c7"', 'color="#b45309"'],
};
const END_TEXT = { success: '#14532d', failure: '#78350f' };

export function toDot(diagram: Diagram): string {
  const lines: string[] = [];
  const anchors = new Map<string, { node: string; cluster: string }>();
  const initialEdges: [from: string, to: string][] = [];
  let clusterCount = 0;

  const printBox = (box: Box, indent: string, parent: string) => {
    if (box.kind !== 'compound' && box.kind !== 'parallel') {
      const attrs = [`label=${htmlLabel(box.key, box.lines, box.internal, box.deadEnd, END_TEXT[box.outcome ?? 'failure'])}`, ...NODE_STYLE[box.kind]!];
      // Sibling steps (collapsed boxes) share a group: Graphviz keeps the edges between them straight, in one row.
      if (box.kind === 'collapsed') attrs.push(`group=${quote(parent)}`);
      if (box.deadEnd) attrs.push(...END_STYLE[box.outcome ?? 'failure']);
      const tooltip = [box.tooltip, box.link ? `Open ${box.link}` : undefined].filter(Boolean).join('\n');
      if (box.link) attrs.push(`URL=${quote(`./${box.link}.svg`)}`);
      if (tooltip) attrs.push(`tooltip=${quote(tooltip)}`);
      lines.push(`${indent}${quote(box.id)} [${attrs.join(', ')}];`);
      return;
    }
    const cluster = `cluster_${clusterCount++}`;
    const anchor = `${box.id}.__initial`;
    anchors.set(box.id, { node: anchor, cluster });
    const title = box.kind === 'parallel' ? `${box.key} (parallel)` : box.key;
    lines.push(`${indent}subgraph ${cluster} {`);
    lines.push(`${indent}  label=${htmlLabel(title, box.lines, box.internal, undefined)}; style="rounded,dashed"; color="#64748b";`);
    if (box.tooltip) lines.push(`${indent}  tooltip=${quote(box.tooltip)};`);
    if (box.initial) {
      // The start dot shares the initial child's rank, so it costs no column of its own.
      lines.push(`${indent}  ${quote(anchor)} [shape=point, width=0.12, label=""];`);
      const first = box.children.find((c) => c.id === box.initial);
      if (first && first.children.length === 0) lines.push(`${indent}  { rank=same; ${quote(anchor)}; ${quote(first.id)}; }`);
      initialEdges.push([anchor, box.initial]);
    } else {
      lines.push(`${indent}  ${quote(anchor)} [shape=point, width=0.01, style=invis, label=""];`);
    }
    for (const child of box.children) printBox(child, `${indent}  `, box.id);
    lines.push(`${indent}}`);
  };

  const title = htmlTitle(diagram.title, diagram.notes, diagram.legend, diagram.overview);
  lines.push(`digraph ${quote(diagram.name)} {`);
  lines.push(`  graph [rankdir=LR, compound=true, nodesep=0.3, ranksep=0.25, fontname=${quote(FONT)}, fontsize=13, labelloc=t, labeljust=l, label=${title}, bgcolor="white"];`);
  lines.push(`  node [shape=box, style="rounded,filled", fillcolor="#f8fafc", color="#334155", fontname=${quote(FONT)}, fontsize=12, margin="0.12,0.05"];`);
  lines.push(`  edge [color="#334155", fontcolor="#0f172a", fontname=${quote(FONT)}, fontsize=10, arrowsize=0.7];`);
  if (diagram.root.initial) {
    lines.push(`  "__initial" [shape=point, width=0.15, label=""];`);
    initialEdges.unshift(['__initial', diagram.root.initial]);
  }
  if (diagram.edges.some((e) => e.fromAnyState)) {
    lines.push(`  ${quote(ANY_NODE)} [label="any state", shape=plaintext, style="", fontcolor="#475569"];`);
  }
  for (const child of diagram.root.children) printBox(child, '  ', diagram.root.id);

  const end = (id: string, side: 'tail' | 'head'): { node: string; attr?: string } => {
    if (id === ANY_STATE) return { node: ANY_NODE };
    const anchor = anchors.get(id);
    if (anchor) return { node: anchor.node, attr: `${side === 'tail' ? 'ltail' : 'lhead'}=${anchor.cluster}` };
    return { node: id };
  };
  for (const [from, to] of initialEdges) {
    const head = end(to, 'head');
    lines.push(`  ${quote(from)} -> ${quote(head.node)}${head.attr ? ` [${head.attr}]` : ''};`);
  }
  for (const edge of diagram.edges) lines.push(`  ${printEdge(edge, end)}`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function printEdge(edge: Edge, end: (id: string, side: 'tail' | 'head') => { node: string; attr?: string }): string {
  const from = end(edge.source, 'tail');
  const to = end(edge.target, 'head');
  const attrs = [`label=${quote(edge.label.map((l) => ` ${l} `).join('\n'))}`];
  if (edge.source !== edge.target) {
    if (from.attr) attrs.push(from.attr);
    if (to.attr) attrs.push(to.attr);
  }
  if (edge.tooltip) attrs.push(`tooltip=${quote(edge.tooltip)}`, `labeltooltip=${quote(edge.tooltip)}`);
  if (edge.automatic) attrs.push('style=dashed');
  if (edge.back || edge.fanOut || edge.fromAnyState) attrs.push('constraint=false');
  return `${quote(from.node)} -> ${quote(to.node)} [${attrs.join(', ')}];`;
}

/** Name in bold, then info lines in grey, internal transitions small, and a dead end's description in brown. */
function htmlLabel(title: string, info: string[], internal: string[], deadEnd: string | undefined, deadEndColor = END_TEXT.failure): string {
  const rows = [`<tr><td><b>${escapeHtml(title)}</b></td></tr>`];
  for (const line of info) rows.push(`<tr><td><font point-size="10" color="#475569">${escapeHtml(line)}</font></td></tr>`);
  for (const t of internal) rows.push(`<tr><td align="left"><font point-size="9">${escapeHtml(t)}</font></td></tr>`);
  for (const line of wrapWords(deadEnd ?? '', 36)) rows.push(`<tr><td><font point-size="10" color="${deadEndColor}">${escapeHtml(line)}</font></td></tr>`);
  return `<<table border="0" cellborder="0" cellspacing="0" cellpadding="1">${rows.join('')}</table>>`;
}

/** The diagram's title in bold and its notes below it (heading, then one transition a line), left aligned. */
function htmlTitle(title: string, notes: Note[], legend: string[], overview: string | undefined): string {
  const rows = [`<tr><td align="left"><font point-size="14"><b>${escapeHtml(title)}</b></font></td></tr>`];
  if (overview) {
    const link = `./${overview}.svg`;
    rows.push(`<tr><td align="left" href="${escapeHtml(link)}" title="${escapeHtml(`Back to the overview of ${overview}`)}"><font point-size="11" color="#0369a1"><u>${escapeHtml(`← Overview of ${overview}`)}</u></font></td></tr>`);
  }
  if (legend.length) rows.push(`<tr><td align="left"><font point-size="10" color="#334155">${legend.map(escapeHtml).join(' ')}</font></td></tr>`);
  for (const note of notes) {
    const text = [...wrapWords(note.title, 110), ...note.items.map((item) => `   ${item}`)].map(escapeHtml).join('<br align="left"/>');
    rows.push(`<tr><td align="left" bgcolor="#fef9c3"><font point-size="10">${text}<br align="left"/></font></td></tr>`);
  }
  return `<<table border="0" cellborder="0" cellspacing="2" cellpadding="3">${rows.join('')}</table>>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** DOT double-quoted string; `\n` becomes a centred line break. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
