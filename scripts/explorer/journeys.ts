/**
 * Example journeys for the explorer, in the customer's buttons: the shortest way to each step and end of a
 * flow, found with xstate/graph's getShortestPaths (as the model tests find theirs) over the explorer's own
 * machine (./flows/<id>.ts) for a new customer who fills every step in, with the analyst's choices a journey needs
 * (each flow's `journeys`). Run in Node when `npm run diagrams` builds the explorer.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { BusinessDiagram } from '../diagrams/business';
import { journeyAnswers, type Effects } from './answers';
import type { ExplorerFlow } from './explorerFlow';
import { activeNodes, buttonLabel, placeName, screenOf, type Button } from './screen';
import { ServerMemory } from './serverMemory';

export interface Journey {
  flow: ExplorerFlow['id'];
  /** Where it ends, as the screen says it (a step's heading, an end's address or words). */
  to: string;
  /** The overview's node it ends on. */
  place: string;
  /** The choices it needs (others as they start). */
  set: Record<string, boolean | string>;
  presses: Button[];
  /** The presses in words: «NESTE ×6, SEND INN». */
  words: string;
}

/** The places a journey can end on: the overview's steps, its ends and the e-ID login. */
export function overviewPlaces(diagram: BusinessDiagram): Places {
  const ends = diagram.others.filter((n) => n.kind === 'success' || n.kind === 'failure' || n.kind === 'detour').map((n) => n.id);
  const steps = diagram.steps.map((n) => n.id);
  return { ids: new Set([...steps, ...ends]), steps, ends };
}

export interface Places {
  ids: ReadonlySet<string>;
  steps: string[];
  ends: string[];
}

const quiet: Effects = { log: () => undefined, toast: () => undefined, navigate: () => undefined, signIn: () => undefined, storeForm: () => undefined };

/** The journeys of each flow's starts (its `journeys`); `places` are each flow's overview nodes (steps, ends, the e-ID login). */
export function exampleJourneys(flows: ExplorerFlow[], placesOf: (flow: ExplorerFlow['id']) => Places): Journey[] {
  const starts = flows.flatMap((flow) => flow.journeys.map((start) => ({ flow, ...start })));
  return starts.flatMap(({ flow, set, targets }) => {
    const places = placesOf(flow.id);
    const answers = journeyAnswers(flow.choices, set);
    const machine = flow.machine(answers, quiet, 'filledIn');
    const results = Object.entries(flow.standIns(answers, new ServerMemory())).map(([name, s]): AnyEventObject =>
      s.fails ? { type: `xstate.error.actor.${name}`, error: s.error ?? new Error('500') } : { type: `xstate.done.actor.${name}`, output: s.output(undefined as never) },
    );
    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
      ...screenOf(flow, machine, snapshot, places.ids).buttons.map((b) => ({ type: b.event })),
      ...results,
      ...delays(machine, snapshot),
    ];
    // xstate/graph's option types are tied to the machine's own events; ours add the actors' results.
    const paths = getShortestPaths(machine, { input: flow.input(answers), events, serializeState } as never) as {
      state: AnyMachineSnapshot;
      steps: { state: AnyMachineSnapshot; event: AnyEventObject }[];
    }[];
    return (targets ?? [...places.steps, ...places.ends]).flatMap((place): Journey[] => {
      const reaching = paths
        .filter((p) => screenOf(flow, machine, p.state, places.ids).place === place)
        .map((p) => ({ path: p, presses: pressesOf(flow, machine, p.steps, places.ids) }))
        .sort((a, b) => a.presses.length - b.presses.length || a.path.steps.length - b.path.steps.length);
      const best = reaching[0];
      if (!best) return [];
      const screen = screenOf(flow, machine, best.path.state, places.ids);
      const to = placeName(screen);
      return [{ flow: flow.id, to, place, set, presses: best.presses, words: inWords(best.presses) }];
    });
  });
}

/**
 * The buttons pressed along a path, each named on the step it is pressed on: xstate/graph's `steps[i].state` is
 * the state `steps[i].event` led to, so the step is the one of the state before.
 */
function pressesOf(flow: ExplorerFlow, machine: AnyStateMachine, steps: { state: AnyMachineSnapshot; event: AnyEventObject }[], places: ReadonlySet<string>): Button[] {
  return steps.flatMap(({ event }, i) => {
    const before = steps[i - 1]?.state;
    if (!before || !event.type.startsWith('user.')) return [];
    const label = buttonLabel(flow, screenOf(flow, machine, before, places).step, event.type, before);
    return label ? [{ event: event.type, label }] : [];
  });
}

/** «NESTE ×6, SEND INN»; a journey without presses opens where it ends. */
export function inWords(presses: Button[]): string {
  const runs: { label: string; count: number }[] = [];
  for (const { label } of presses) {
    const last = runs[runs.length - 1];
    if (last?.label === label) last.count++;
    else runs.push({ label, count: 1 });
  }
  if (runs.length === 0) return 'ingen knapp: flyten åpner der';
  return runs.map((r) => (r.count > 1 ? `${r.label} ×${r.count}` : r.label)).join(', ');
}

/**
 * A state as the walk tells states apart: its value and context, without the outbox's running numbers
 * (machines/flowKit/outbox.ts) and without an order's key (machines/purchase/types.ts `requestId`, random for
 * each new wizard). The numbers grow with every save, so with them every NESTE on kontakt (which always queues the
 * profile) would be a new state; a new key with every «Legg til en ny adresse» would be too; and the walk would
 * never end.
 */
const UNTOLD = new Set(['seq', 'nextSeq', 'requestId']);
function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, (key, value: unknown) => (UNTOLD.has(key) ? undefined : value));
}

/** The delayed transitions (`after`) of the active states, as the events that fire them. */
function delays(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return activeNodes(machine, snapshot).flatMap((node) => (node.ownEvents as string[]).filter((e) => e.startsWith('xstate.after.')).map((type) => ({ type })));
}
