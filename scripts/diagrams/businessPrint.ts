/**
 * Prints a business overview (./business.ts) as Graphviz DOT (the committed SVG) and as a Mermaid flowchart:
 * the steps in one row, the ends, detours, exits and the leave dialog below, the notes at the bottom.
 * Colours as in the technical diagrams: ends green (done) or amber (something went wrong).
 */
import { BUSINESS_LEGEND, type BusinessDiagram, type BusinessNode } from './business';
import { arrowWordsExplained } from './arrowWords';
import { isDepartureNote } from './businessDepartures';
import { wrapWords } from './labels';
import { escapeLabel } from './mermaid';
import { placeholdersExplained, routePagesExplained } from './words';

const FONT = 'Helvetica';

const STYLE: Record<BusinessNode['kind'], { fill: string; stroke: string; dashed?: boolean }> = {
  step: { fill: '#e0f2fe', stroke: '#0369a1' },
  success: { fill: '#dcfce7', stroke: '#15803d' },
  failure: { fill: '#fef3c7', stroke: '#b45309' },
  detour: { fill: '#f3e8ff', stroke: '#7e22ce', dashed: true },
  exit: { fill: '#ffffff', stroke: '#475569', dashed: true },
  dialog: { fill: '#fff7ed', stroke: '#c2410c' },
  note: { fill: '#fef9c3', stroke: '#a16207' },
};

export function businessToDot(d: BusinessDiagram): string {
  // The graph's name is the SVG's <title>, which a browser shows as the picture's name: the flow's business title.
  const lines = [`digraph ${quote(d.title)} {`];
  const texts = [...d.steps, ...d.others].flatMap((n) => n.lines);
  const pages = [...routePagesExplained(texts), ...placeholdersExplained([...texts, ...d.edges.flatMap((e) => e.label)])];
  const arrowWords = arrowWordsExplained(d.edges.map((e) => e.label));
  const legend = wrapWords([d.legend ?? BUSINESS_LEGEND, ...arrowWords, ...pages].join(' '), 120).map((l) => `<tr><td align="left"><font point-size="10" color="#334155">${html(l)}</font></td></tr>`);
  // A blank line under the legend: an arrow's words over the row (on their white ground) never cover the legend's.
  const title = `<<table border="0" cellspacing="2"><tr><td align="left"><font point-size="15"><b>${html(d.title)}</b></font></td></tr>${legend.join('')}<tr><td> </td></tr></table>>`;
  // An overview holds its steps in one row, top to bottom below it; a step's diagram reads left to right.
  const flowing = d.layout === 'flow' || d.layout === 'down';
  lines.push(
    `  graph [rankdir=${d.layout === 'flow' ? 'LR' : 'TB'}, nodesep=${flowing ? 0.3 : 0.15}, ranksep=${flowing ? 0.6 : 0.45}, fontname=${quote(FONT)}, labelloc=t, labeljust=l, label=${title}, bgcolor="white"];`,
  );
  lines.push(`  node [shape=box, style="rounded,filled", fontname=${quote(FONT)}, fontsize=9, margin="0.06,0.04"];`);
  lines.push(`  edge [color="#334155", fontname=${quote(FONT)}, fontsize=9, arrowsize=0.7];`);
  for (const node of [...d.steps, ...d.others]) lines.push(`  ${quote(node.id)} [${nodeAttrs(node)}];`);
  // The row: the start, then the steps in flow order, held in order by invisible edges.
  const row = flowing ? [] : [...(d.others.some((n) => n.id === 'start') ? ['start'] : []), ...d.steps.map((s) => s.id)];
  if (row.length) lines.push(`  { rank=same; ${row.map(quote).join('; ')}; }`);
  for (let i = 1; i < row.length; i++) lines.push(`  ${quote(row[i - 1]!)} -> ${quote(row[i]!)} [style=invis, weight=10];`);
  // A way in other than the start (any step, for the leave dialog) sits below the steps, not in their row.
  const middle = flowing ? undefined : d.steps[Math.floor(d.steps.length / 2)];
  for (const n of d.others.filter((o) => o.kind === 'exit' && o.id !== 'start' && !d.edges.some((e) => e.to === o.id))) {
    if (middle) lines.push(`  ${quote(middle.id)} -> ${quote(n.id)} [style=invis];`);
  }
  // The notes sit at the bottom, under everything else.
  const beside = d.edges.filter((e) => e.beside);
  for (const e of beside) lines.push(`  { rank=same; ${quote(e.from)}; ${quote(e.to)}; }`);
  const bottom = d.others.filter((n) => n.kind === 'note' && !isDepartureNote(n.id) && !beside.some((e) => e.to === n.id));
  if (bottom.length) lines.push(`  { rank=sink; ${bottom.map((n) => quote(n.id)).join('; ')}; }`);
  for (const e of d.edges) {
    if (e.link) {
      lines.push(`  ${quote(e.from)} -> ${quote(e.to)} [style=dotted, arrowhead=none, color="#a16207"];`);
      continue;
    }
    const attrs = [`label=${edgeLabel(e.label)}`, ...(e.hover ? [`tooltip=${quote(e.hover)}`] : [])];
    // On an overview, where several arrows with words reach one box, each arrow's words are tied to it by a line: dot
    // may set them beside another arrow's curve («Saken var allerede sendt inn.» read as SEND INN's). Not a way back:
    // its dashed loop over the row holds its words, and the tie would cross them (the top loop's NESTE).
    if (!flowing && !e.back && sharesTarget(d, e)) attrs.push('decorate=true');
    // A way back along an arrow that came (PRØV IGJEN, back to the start from the page that could not load): laid out
    // as that arrow's twin, drawn the other way, so it runs beside it instead of across the drawing.
    if (e.back && !d.steps.some((s) => s.id === e.to) && d.edges.some((o) => o.from === e.to && o.to === e.from && !o.back)) {
      lines.push(`  ${quote(e.to)} -> ${quote(e.from)} [${[...attrs, 'dir=back', 'style=dashed'].join(', ')}];`);
      continue;
    }
    // In a step's drawing a way back is laid out the other way round, drawn back: the earlier box sits before the
    // step, and the arrow shapes the layout. (With constraint=false, dot dropped the words of such an arrow.)
    if (e.back && flowing) {
      lines.push(`  ${quote(e.to)} -> ${quote(e.from)} [${[...attrs, 'dir=back', 'style=dashed'].join(', ')}];`);
      continue;
    }
    if (e.back) attrs.push('constraint=false', 'style=dashed');
    lines.push(`  ${quote(e.from)} -> ${quote(e.to)} [${attrs.join(', ')}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** Another arrow with words reaches the same box. */
const sharesTarget = (d: BusinessDiagram, e: BusinessDiagram['edges'][number]): boolean =>
  d.edges.some((o) => o !== e && !o.link && o.to === e.to && o.label.length > 0);

export function businessToMermaid(d: BusinessDiagram, source: string): string {
  const ids = new Map([...d.steps, ...d.others].map((n, i) => [n.id, `n${i}`]));
  const lines = ['---', `title: ${JSON.stringify(d.title)}`, '---', 'flowchart TB'];
  lines.push(`  %% Generated from ${source} by \`npm run diagrams\`. Do not edit.`);
  for (const [kind, style] of Object.entries(STYLE)) {
    lines.push(`  classDef ${kind} fill:${style.fill},stroke:${style.stroke}${style.dashed ? ',stroke-dasharray:4 3' : ''}`);
  }
  const box = (n: BusinessNode) => `${ids.get(n.id)}["${n.lines.map(mermaidText).join('<br/>')}"]`;
  lines.push(`  subgraph steps ["${mermaidText(d.rowTitle ?? 'Stegene')}"]`, '    direction LR');
  for (const s of d.steps) lines.push(`    ${box(s)}`);
  lines.push('  end');
  for (const n of d.others) lines.push(`  ${box(n)}`);
  for (const e of d.edges) {
    if (e.link) lines.push(`  ${ids.get(e.from)} -.- ${ids.get(e.to)}`);
    else lines.push(`  ${ids.get(e.from)} ${e.back ? '-.->' : '-->'}|"${e.label.map(mermaidText).join('<br/>')}"| ${ids.get(e.to)}`);
  }
  for (const n of [...d.steps, ...d.others]) lines.push(`  class ${ids.get(n.id)} ${n.kind}`);
  return `${lines.join('\n')}\n`;
}

/**
 * An arrow's words on a white ground: a line that passes the label (a loop over the row, another arrow) goes under
 * it, never through a word.
 */
function edgeLabel(lines: readonly string[]): string {
  const rows = lines.map((l) => `<tr><td>${html(l)}</td></tr>`);
  return `<<table border="0" cellspacing="0" cellpadding="1" bgcolor="white">${rows.join('')}</table>>`;
}

function nodeAttrs(node: BusinessNode): string {
  const style = STYLE[node.kind];
  // Notes, and a box that lists (• one way, • another), read from the left.
  const align = node.kind === 'note' || node.lines.some((l) => l.startsWith('• ')) ? 'left' : 'center';
  const titles = node.titleLines ?? 1;
  const rows = node.lines.map((l, i) =>
    i < titles
      ? `<tr><td align="${align}">${node.kind === 'step' ? `<b>${html(l)}</b>` : html(l)}</td></tr>`
      : `<tr><td align="${align}"><font color="#334155">${html(l)}</font></td></tr>`,
  );
  const styles = ['rounded', 'filled', ...(style.dashed ? ['dashed'] : [])];
  return [
    `label=<<table border="0" cellspacing="0" cellpadding="1">${rows.join('')}</table>>`,
    `style=${quote(styles.join(','))}`,
    `fillcolor=${quote(style.fill)}`,
    `color=${quote(style.stroke)}`,
    // A box that opens its step's drawing: the link's tooltip (its name) says which, in words.
    ...(node.href ? [`href=${quote(node.href)}`, 'target="_blank"', `tooltip=${quote(`Tegningen av steget ${node.lines.slice(0, titles).join(' ')} (ny fane)`)}`] : []),
  ].join(', ');
}

/** Mermaid flowchart text in quotes: `"` and `#` as entities, the rest as in the state diagrams. */
function mermaidText(text: string): string {
  return escapeLabel(text).replace(/"/g, '#quot;');
}

function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
