/**
 * The business overview of a page's dialogs (docs/machines/homeModals.business.{mmd,svg}): a machine that shows
 * dialogs one at a time, each a machine of its own that it invokes (the logged-in home page: the consent dialog, then
 * the draft reminder). Each dialog's states are boxes in its own words (`meta.nb`), with the customer's buttons and
 * what happens on the arrows (./businessStep.ts draws them as it draws a step); when one dialog is over, an arrow leads
 * to the next, and the last to the page without a dialog.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { businessOverviewName, type BusinessView } from '../../machines/businessView';
import type { ArrowWord } from './arrowWords';
import type { BusinessDiagram, BusinessEdge, BusinessNode } from './business';
import { departureNotes, DEPARTURE_LEGEND } from './businessDepartures';
import { businessStatesInside } from './businessStep';
import { wrapWords } from './labels';
import { businessWords } from './words';

/** One dialog's end leads on to the next at once (./arrowWords.ts explains the word in the legend). */
const AT_ONCE: ArrowWord = 'straks';

/** The machine a state invokes, when it invokes one (a dialog's), else undefined. */
export function invokedMachine(machine: AnyStateMachine, state: AnyStateNode): AnyStateMachine | undefined {
  const src = state.invoke[0]?.src;
  const logic = typeof src === 'string' ? (machine.implementations.actors as Record<string, unknown>)[src] : src;
  return logic && typeof logic === 'object' && 'root' in logic ? (logic as AnyStateMachine) : undefined;
}

export const DIALOGS_LEGEND =
  'Hver dialog for seg, i den rekkefølgen de kan vises. Blå: det dialogen viser eller gjør. Gul-brun (rav): kunden blir i dialogen og får en melding. Hvit med grå stiplet kant: kunden går videre fra siden. Pilene: knappen kunden trykker på, eller det som skjer av seg selv, med regelen der portalen avgjør. Hold pekeren over en boks eller pil for de tekniske navnene.';

export function businessDialogsDiagram(machine: AnyStateMachine, view: BusinessView): BusinessDiagram {
  const missingWords: string[] = [];
  const steps: BusinessNode[] = [];
  const others: BusinessNode[] = [];
  const edges: BusinessEdge[] = [];
  /** The box the previous dialog's end leads to next, once known. */
  let previousEnds: string[] = [];
  const leadOn = (to: string) => {
    for (const from of previousEnds) edges.push({ from, to, label: [AT_ONCE], back: false, hover: 'done' });
    previousEnds = [];
  };
  for (const state of Object.values(machine.root.states)) {
    const dialog = invokedMachine(machine, state);
    if (!dialog) {
      // The page without a dialog (a final state): the last box.
      const words = businessWords(state, () => missingWords.push(`${machine.id}: ${state.id} has no meta.nb`));
      others.push({ id: state.id, kind: 'success', lines: wrapWords(words, 24) });
      leadOn(state.id);
      continue;
    }
    const drawn = businessStatesInside(dialog, view, dialog.root, 'Kunden blir i dialogen:');
    steps.push(...drawn.states);
    others.push(...drawn.others.filter((o) => !others.some((known) => known.id === o.id)));
    edges.push(...drawn.edges);
    missingWords.push(...drawn.missingWords);
    leadOn(dialog.root.initial.target[0]!.id);
    previousEnds = Object.values(dialog.root.states)
      .filter((s) => s.type === 'final')
      .map((s) => s.id);
  }
  const departures = departureNotes(view, (id) => [...steps, ...others].some((n) => n.id === id));
  others.push(...departures.nodes);
  edges.push(...departures.edges);
  return {
    name: businessOverviewName(machine.id),
    title: `${view.title}: dialogene, én om gangen – hva som skjer (for fagfolk)`,
    legend: departures.nodes.length ? `${DIALOGS_LEGEND} Lys gul: notater. ${DEPARTURE_LEGEND}` : DIALOGS_LEGEND,
    rowTitle: 'Dialogene',
    layout: 'down',
    steps,
    others,
    edges,
    missingWords,
  };
}
