/** The folded-transition notes of one diagram, each on the innermost drawn box that holds all its states. */
import { noteText } from './fold';
import type { Scope } from './scope';
import { allBoxes, type Box, type Note } from './view';

export function diagramNotes(scope: Scope, root: Box): Note[] {
  const { tree, focus, graph, visible } = scope;
  const shown = new Set(allBoxes(root).map((b) => b.id));
  const notes: Note[] = [];
  const add = (anchor: string, text: { title: string; items: string[] }) => {
    const same = notes.find((n) => n.anchor === anchor && n.title === text.title);
    if (same) same.items.push(...text.items);
    else notes.push({ anchor, title: text.title, items: [...text.items] });
  };
  for (const note of scope.folding.notes) {
    if (note.kind === 'everywhere') {
      if (scope.isOverview && root.children[0]) add(root.children[0].id, noteText(note, note.states, tree));
      continue;
    }
    const states = note.states.filter((id) => tree.within(id, focus));
    if (states.length === 0) continue;
    const common = tree.commonAncestor(states);
    const first = [...states].sort((a, b) => tree.orderOf(a) - tree.orderOf(b))[0]!;
    add(shown.has(common) && common !== graph.root.id ? common : visible(first), noteText(note, states, tree));
  }
  return notes;
}
