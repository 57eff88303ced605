/**
 * Prints a {@link Diagram} as a Mermaid `stateDiagram-v2`, left to right. Checked against the real
 * Mermaid (./mermaidBrowser.ts): every state is declared with a label (`state "key" as id`), never as a
 * bare `state X`, which Mermaid 11+ rejects before a composite state.
 */
import { ANY_STATE, allBoxes, type Box, type Diagram, type Edge } from './view';

const ANY_STATE_ID = 'any_state';
/** Words the Mermaid state grammar reserves; states with these keys get an `s_` id. */
const RESERVED = new Set(['end', 'state', 'note', 'direction', 'class', 'classdef', 'style', 'click', 'as', 'hide', 'scale', 'root']);

const CLASS_DEFS: Record<string, string> = {
  collapsed: 'fill:#e0f2fe,stroke:#0369a1,stroke-width:2px',
  outside: 'fill:#ffffff,stroke:#94a3b8,stroke-dasharray:4 3,color:#475569',
  success: 'fill:#dcfce7,stroke:#15803d',
  failure: 'fill:#fef3c7,stroke:#b45309',
};

export function toMermaid(diagram: Diagram, source?: string): string {
  const ids = mermaidIds(diagram);
  const mid = (id: string) => (id === ANY_STATE ? ANY_STATE_ID : ids.get(id)!);
  const parentOf = parents(diagram.root);
  const lines: string[] = ['---', `title: ${diagram.title}`, '---', 'stateDiagram-v2'];
  if (source) lines.push(`  %% Generated from ${source} by \`npm run diagrams\`. Do not edit.`);
  lines.push('  direction LR');
  const used = new Set(allBoxes(diagram.root).map(classOf));
  for (const [name, style] of Object.entries(CLASS_DEFS)) if (used.has(name)) lines.push(`  classDef ${name} ${style}`);

  // Each edge is printed inside the innermost composite that contains both ends.
  const edgesByScope = new Map<string, Edge[]>();
  for (const edge of diagram.edges) {
    const scope = edge.fromAnyState ? diagram.root.id : commonParent(parentOf, edge.source, edge.target, diagram.root.id);
    edgesByScope.set(scope, [...(edgesByScope.get(scope) ?? []), edge]);
  }

  const printChildren = (parent: Box, indent: string) => {
    parent.children.forEach((child, index) => {
      if (parent.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
      printBox(child, indent);
    });
    if (parent.initial) lines.push(`${indent}[*] --> ${mid(parent.initial)}`);
    for (const child of parent.children) {
      if (child.kind === 'final') lines.push(`${indent}${mid(child.id)} --> [*]`);
    }
    for (const edge of edgesByScope.get(parent.id) ?? []) {
      const from = edge.fromAnyState ? ANY_STATE_ID : mid(edge.source);
      lines.push(`${indent}${from} --> ${mid(edge.target)} : ${edge.label.map(escapeLabel).join('<br/>')}`);
    }
  };

  // The colours' legend, once, beside the first end.
  let legendShown = diagram.legend.length === 0;
  const printBox = (box: Box, indent: string) => {
    const id = mid(box.id);
    if (box.kind === 'compound' || box.kind === 'parallel') {
      lines.push(`${indent}state "${box.key}${box.kind === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
      printChildren(box, `${indent}  `);
      lines.push(`${indent}}`);
      const text = [...box.lines, ...box.internal];
      if (text.length) lines.push(`${indent}note right of ${id}`, ...text.map((t) => `${indent}  ${escapeLabel(t)}`), `${indent}end note`);
      return;
    }
    lines.push(`${indent}state "${box.key}" as ${id}`);
    for (const line of [...box.lines, ...box.internal]) lines.push(`${indent}${id} : ${escapeLabel(line)}`);
    const cls = classOf(box);
    if (cls) lines.push(`${indent}class ${id} ${cls}`);
    if (box.deadEnd) lines.push(`${indent}note right of ${id} : ${escapeLabel(box.deadEnd)}`);
    if (box.deadEnd && !legendShown) {
      legendShown = true;
      lines.push(`${indent}note left of ${id} : ${escapeLabel(diagram.legend.join(' '))}`);
    }
  };

  if (diagram.edges.some((e) => e.fromAnyState)) lines.push(`  state "any state" as ${ANY_STATE_ID}`);
  printChildren(diagram.root, '  ');
  // Notes on the same box are one note.
  const notesByAnchor = new Map<string, string[]>();
  for (const note of diagram.notes) {
    const text = [note.title, ...note.items.map((item) => `· ${item}`)];
    notesByAnchor.set(note.anchor, [...(notesByAnchor.get(note.anchor) ?? []), ...text]);
  }
  for (const [anchor, texts] of notesByAnchor) {
    lines.push(`  note right of ${mid(anchor)}`, ...texts.map((t) => `    ${escapeLabel(t)}`), '  end note');
  }
  return `${lines.join('\n')}\n`;
}

function classOf(box: Box): string | undefined {
  if (box.kind === 'collapsed' || box.kind === 'outside') return box.kind;
  return box.deadEnd ? (box.outcome ?? 'failure') : undefined;
}

/** Mermaid ids: the state key when unique in the diagram, otherwise the state id; `_` for other characters. */
function mermaidIds(diagram: Diagram): Map<string, string> {
  const boxes = allBoxes(diagram.root);
  const keyCount = new Map<string, number>();
  for (const b of boxes) keyCount.set(b.key, (keyCount.get(b.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const b of boxes) {
    const raw = keyCount.get(b.key) === 1 && b.key !== ANY_STATE_ID ? b.key : b.id;
    const safe = raw.replace(/[^A-Za-z0-9_]/g, '_');
    // The lexer is case-insensitive and matches `default` even as the start of an id.
    ids.set(b.id, RESERVED.has(safe.toLowerCase()) || /^default/i.test(safe) ? `s_${safe}` : safe);
  }
  return ids;
}

function parents(root: Box): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (box: Box) =>
    box.children.forEach((child) => {
      map.set(child.id, box.id);
      walk(child);
    });
  walk(root);
  return map;
}

/** Id of the innermost box that contains both (edges between siblings live in their parent). */
function commonParent(parentOf: Map<string, string>, a: string, b: string, rootId: string): string {
  const chain = (id: string) => {
    const out: string[] = [];
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) out.push(p);
    return out;
  };
  const bb = new Set(chain(b));
  return chain(a).find((p) => bb.has(p)) ?? rootId;
}

/**
 * Mermaid's lexer ends a label at `:` or `;`, treats `#` as a comment and `{`/`}` as blocks, but it
 * decodes entity codes (`#58;`) before lexing, so those characters are written as entities.
 */
export function escapeLabel(text: string): string {
  return text.replace(/\n/g, ' ').replace(/[#:;{}]/g, (c) => `#${c.charCodeAt(0)};`);
}
