/**
 * Where the portal departs on purpose from the specification (a business view's `departures`,
 * machines/businessView.ts): a light-yellow note each on the flow's overview, «Bevisst avvik fra spesifikasjonen: …»,
 * tied by a dotted line to the box it concerns, so the reader does not take the drawing for wrong.
 */
import type { BusinessView } from '../../machines/businessView';
import type { BusinessEdge, BusinessNode } from './businessShapes';
import { wrapWords } from './labels';

export const DEPARTURE_LEAD = 'Bevisst avvik fra spesifikasjonen:';

/** What the dotted line means, for the legend of a drawing with a departure. */
export const DEPARTURE_LEGEND = 'Prikket linje: notatet gjelder boksen linjen går til.';

/** The id of a departure's note: the overview keeps it beside its box, not with the notes at the bottom. */
export const isDepartureNote = (id: string) => id.startsWith('departure:');

/** The view's departures as notes, each tied to its box when the drawing has it (`drawn`). */
export function departureNotes(view: BusinessView, drawn: (id: string) => boolean): { nodes: BusinessNode[]; edges: BusinessEdge[] } {
  const nodes: BusinessNode[] = [];
  const edges: BusinessEdge[] = [];
  for (const [i, { at, nb }] of (view.departures ?? []).entries()) {
    const id = `departure:${i}`;
    // The lead on a line of its own, the departure as a sentence under it.
    nodes.push({ id, kind: 'note', lines: [DEPARTURE_LEAD, ...wrapWords(`${nb.charAt(0).toUpperCase()}${nb.slice(1)}`, 44)], titleLines: 1 });
    if (drawn(at)) edges.push({ from: at, to: id, label: [], back: false, link: true });
  }
  return { nodes, edges };
}
