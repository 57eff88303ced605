/** Prints a {@link MachineGraph} as a Mermaid `stateDiagram-v2`. */
import { descendants, type GraphEdge, type GraphState, type MachineGraph } from './graph';

const ANY_STATE = 'any_state';
/** Words the Mermaid state grammar reserves; states with these keys get an `s_` id and a label. */
const RESERVED = new Set(['end', 'state', 'note', 'direction', 'class', 'classdef', 'style', 'click', 'as', 'hide', 'scale']);

export function toMermaid(graph: MachineGraph, source?: string): string {
  const ids = mermaidIds(graph);
  const mid = (id: string) => ids.get(id) ?? ANY_STATE;
  const lines: string[] = ['stateDiagram-v2'];
  if (source) lines.push(`  %% Generated from ${source} by \`npm run diagrams\`. Do not edit.`);

  // Each edge is printed inside the innermost composite that contains both ends.
  const edgesByScope = new Map<string, GraphEdge[]>();
  for (const edge of graph.edges) {
    const scope = edge.source === graph.root.id ? graph.root.id : commonScope(graph, edge.source, edge.target);
    const list = edgesByScope.get(scope) ?? [];
    list.push(edge);
    edgesByScope.set(scope, list);
  }

  const printEdge = (edge: GraphEdge, indent: string) => {
    const from = edge.source === graph.root.id ? ANY_STATE : mid(edge.source);
    lines.push(`${indent}${from} --> ${mid(edge.target)} : ${escapeLabel(edge.label)}`);
  };

  const printChildren = (parent: GraphState, indent: string) => {
    parent.children.forEach((child, index) => {
      if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      printState(child, indent);
    });
    if (parent.initial) lines.push(`${indent}[*] --> ${mid(parent.initial)}`);
    for (const child of parent.children) {
      if (child.type === 'final') lines.push(`${indent}${mid(child.id)} --> [*]`);
    }
    for (const edge of edgesByScope.get(parent.id) ?? []) printEdge(edge, indent);
  };

  const printState = (state: GraphState, indent: string) => {
    const id = mid(state.id);
    const notes = stateNotes(state);
    if (state.children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      printChildren(state, `${indent}  `);
      lines.push(`${indent}}`);
      if (notes.length) lines.push(`${indent}note right of ${id} : ${escapeLabel(notes.join(' · '))}`);
      return;
    }
    lines.push(id === state.key ? `${indent}state ${id}` : `${indent}state "${state.key}" as ${id}`);
    for (const note of notes) lines.push(`${indent}${id} : ${escapeLabel(note)}`);
  };

  if (edgesByScope.get(graph.root.id)?.some((e) => e.source === graph.root.id)) {
    lines.push(`  state "any state" as ${ANY_STATE}`);
  }
  printChildren(graph.root, '  ');
  return `${lines.join('\n')}\n`;
}

/** Lines shown inside a state: its route and its invoked actors. */
export function stateNotes(state: GraphState): string[] {
  return [...(state.route ? [state.route] : []), ...state.invokes.map((name) => `invoke ${name}`)];
}

/** Mermaid ids: the state key when unique in the machine, otherwise the path joined with `_`. */
function mermaidIds(graph: MachineGraph): Map<string, string> {
  const states = descendants(graph.root);
  const keyCount = new Map<string, number>();
  for (const s of states) keyCount.set(s.key, (keyCount.get(s.key) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const s of states) {
    const raw = keyCount.get(s.key) === 1 && s.key !== ANY_STATE ? s.key : pathOf(graph, s.id).join('_');
    const safe = raw.replace(/[^A-Za-z0-9_]/g, '_');
    // The lexer is case-insensitive and matches `default` even as the start of an id.
    ids.set(s.id, RESERVED.has(safe.toLowerCase()) || /^default/i.test(safe) ? `s_${safe}` : safe);
  }
  return ids;
}

function pathOf(graph: MachineGraph, id: string): string[] {
  const find = (state: GraphState, trail: string[]): string[] | undefined => {
    if (state.id === id) return trail;
    for (const child of state.children) {
      const found = find(child, [...trail, child.key]);
      if (found) return found;
    }
    return undefined;
  };
  return find(graph.root, []) ?? [id];
}

/** Id of the innermost compound/parallel state that contains both states (edges between siblings live in their parent). */
function commonScope(graph: MachineGraph, a: string, b: string): string {
  const ancestors = (id: string): string[] => {
    const trail: string[] = [];
    const find = (state: GraphState, chain: string[]): boolean => {
      if (state.id === id) {
        trail.push(...chain);
        return true;
      }
      return state.children.some((child) => find(child, [...chain, state.id]));
    };
    find(graph.root, []);
    return trail;
  };
  const aa = ancestors(a);
  const bb = new Set(ancestors(b));
  for (let i = aa.length - 1; i >= 0; i--) {
    const candidate = aa[i]!;
    if (bb.has(candidate)) return candidate;
  }
  return graph.root.id;
}

/**
 * Mermaid's lexer ends a label at `:` or `;` and treats `#` as a comment, but it decodes
 * entity codes (`#58;`) before lexing, so those characters are written as entities.
 */
export function escapeLabel(text: string): string {
  return text
    .replace(/\n/g, ' ')
    .replace(/[#:;]/g, (c) => `#${c.charCodeAt(0)};`);
}
