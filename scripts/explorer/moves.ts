/**
 * Every move the machine accepts where the customer stands (the explorer's «Det maskinen tar imot her»): the
 * customer's, the server's answers and the browser's or device's, each in business words, with what it leads to now,
 * or that it leads nowhere now and why. Read from the running snapshot and the machine's own transitions: nothing here
 * names a flow's event.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { BusinessView } from '../../machines/businessView';
import { exits } from '../diagrams/businessExits';
import { happeningOf, panelWords, type MoveGroup } from '../diagrams/happenings';
import { nodesOf, transitionsOf } from '../diagrams/walk';
import { nbOf } from '../diagrams/words';

export type { MoveGroup };

export interface Move {
  group: MoveGroup;
  /** The customer's event, to send as the button does (a move that needs what the customer types has none). */
  event?: string;
  /** What the move is: the button, or what happens. */
  what: string;
  /** What it leads to now; null when nothing happens now (`why` says why). For a way of a button: what it leads to when it applies. */
  now: string | null;
  why?: string;
  /** A move of the explorer's own stand-ins (the e-ID login's), pressed from the panel. */
  act?: () => void;
  /** A way of a button (each of its event's transitions, in the machine's order): whether it is the one taken now; if not, `why`. */
  applies?: boolean;
  /** How many moves of the kind (typing and choosing on the screen, without words of their own). */
  count?: number;
}

/** The customer's moves on the screen without words of their own: typing, ticking, choosing. */
const ON_SCREEN = 'Skrive, krysse av og velge i skjemaet';

const heading = (node: AnyStateNode): string | undefined => {
  const words = (node.meta as { heading?: unknown } | undefined)?.heading;
  return typeof words === 'string' ? `Steget «${words}»` : undefined;
};

/**
 * The page a target shows, in words: the step, when it is where the step starts; its own, else the first words found going in by the initial states (a state
 * that only dispatches, the flow's parallel regions), else the step it is part of.
 */
function placeWords(target: AnyStateNode): string | undefined {
  const inward = (node: AnyStateNode): string | undefined => {
    const own = nbOf(node) ?? heading(node);
    if (own) return own;
    const next = node.type === 'parallel' ? Object.values(node.states) : node.type === 'compound' ? node.initial.target : [];
    for (const child of next) {
      const words = inward(child);
      if (words) return words;
    }
    return undefined;
  };
  // The state a step starts in (its form being filled in) is the step: named by its heading, not by what the customer does there.
  const parent = target.parent;
  if (parent && heading(parent) && parent.type === 'compound' && parent.initial.target.includes(target)) return heading(parent);
  let step: string | undefined;
  for (let node = target.parent; node && !step; node = node.parent) step = heading(node);
  return inward(target) ?? step;
}

const STAYS = 'kunden blir der';

/**
 * A transition's words: out of the flow (the leave dialog's question, with where it goes), its own, where it takes
 * the customer (the page), else that they stay.
 */
function wordsOf(t: AnyTransitionDefinition, view: BusinessView): string {
  const own = nbOf(t);
  if (exits(t, view) && view.leaveDialog) {
    const asked = `Kunden blir spurt: «${view.leaveDialog.title}»`;
    return own ? `${asked}; svarer kunden ${view.leaveDialog.leave}: ${own.charAt(0).toLowerCase()}${own.slice(1)}` : asked;
  }
  if (own) return own;
  if (exits(t, view)) return `Kunden forlater ${view.title}.`;
  const target = t.target?.[0];
  return (target && placeWords(target)) ?? STAYS;
}

/** The active state nodes of the snapshot, the machine's root first (a step's URL is taken there). */
const activeNodes = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] => [
  machine.root,
  ...nodesOf(machine.root).filter((node) => snapshot.matches(node.path.join('.') as never)),
];

/** What a URL does where no state says otherwise: the step URLs of the flow kit (machines/flowKit/stepState.ts). */
const STEP_URL_WORDS = 'Steget adressen ber om, åpnes når alle stegene før det er fylt ut.';

/** The transitions `event` takes now (none: it is refused, or goes nowhere), or null when it needs what the customer types. */
function takenNow(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: string): AnyTransitionDefinition[] | null {
  try {
    return machine.getTransitionData(snapshot as never, { type: event }) as AnyTransitionDefinition[];
  } catch {
    return null;
  }
}

/** The words of a state now (a dialog's, say): the innermost that has them. */
export const stateWords = (snapshot: AnyMachineSnapshot): string | undefined =>
  Object.values(snapshot.getMeta() as Record<string, { nb?: unknown }>)
    .map((meta) => meta.nb)
    .filter((nb): nb is string => typeof nb === 'string')
    .at(-1);

/** The condition of a guarded transition, in its words: those before the colon («Kunden har ikke samtykket: …»). */
const conditionOf = (t: AnyTransitionDefinition): string | undefined => {
  const words = nbOf(t);
  if (!t.guard || !words) return undefined;
  const colon = words.indexOf(': ');
  return (colon > 0 ? words.slice(0, colon) : words).replace(/\.$/, '');
};

/**
 * Every way of a button where the customer stands: each transition its event has in the active states (innermost
 * first, each state's in its order: the order the machine tries them), one line each, the one taken now marked, the
 * others with why not (the guard's words). The button itself is on the first line.
 */
function waysOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, nodes: readonly AnyStateNode[], event: string, button: string, view: BusinessView): Move[] {
  const taken = takenNow(machine, snapshot, event) ?? [];
  const ways = nodes.flatMap((n) => transitionsOf(n).filter(([e]) => e === event).map(([, t]) => t));
  const at = ways.findIndex((t) => taken.includes(t));
  const first = at >= 0 ? ways[at]! : undefined;
  return ways.map((t, i): Move => {
    const move: Move = { group: 'kunden', what: button, now: wordsOf(t, view), ...(i === 0 ? { event } : {}) };
    if (i === at) return { ...move, applies: true };
    const own = conditionOf(t);
    const why =
      at >= 0 && i > at
        ? `veien over gjelder først${first && conditionOf(first) ? ` («${conditionOf(first)}»)` : ''}`
        : own
          ? `dette holder ikke nå: «${own}»`
          : 'vilkåret for den holder ikke nå';
    return { ...move, applies: false, why };
  });
}

export function acceptedMoves(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, view: BusinessView): Move[] {
  const moves: Move[] = [];
  const seen = new Set<string>();
  const nodes = activeNodes(machine, snapshot);
  const step = nodes.find((n) => (n.meta as { stepNumber?: unknown } | undefined)?.stepNumber !== undefined)?.key;
  // Innermost first: a step's own moves before the flow's.
  for (const node of nodes.reverse()) {
    for (const [event, transition] of transitionsOf(node)) {
      if (event === '') continue;
      const happening = happeningOf(event);
      if (happening) {
        const other = panelWords(happening);
        if (!other) continue;
        // The server's answers: every one the machine tells apart. The browser's and the device's: once each.
        if (other.group !== 'tjeneren' && seen.has(event)) continue;
        seen.add(event);
        const now = event === 'xstate.route' ? (nbOf(transition) ?? STEP_URL_WORDS) : wordsOf(transition, view);
        moves.push({ ...other, now: now === STAYS ? 'skjer i bakgrunnen; skjermen er den samme' : now });
        continue;
      }
      if (!event.startsWith('user.') || seen.has(event)) continue;
      seen.add(event);
      const button = (step ? view.stepButtons?.[step]?.[event] : undefined) ?? view.buttons[event];
      if (!button) {
        // Typing, ticking, choosing from a list: done on the customer's screen, with what it needs; those without
        // words of their own are counted in one line.
        const what = view.gestures?.[event] ?? nbOf(transition);
        const unnamed = moves.find((m) => m.what.startsWith(ON_SCREEN));
        // A gesture that goes somewhere by itself (Esc closes a dialog) says where.
        const goes = view.gestures?.[event] ? takenNow(machine, snapshot, event)?.find((t) => t.target) : undefined;
        if (what) moves.push({ group: 'kunden', what: what.replace(/\.$/, ''), now: goes ? wordsOf(goes, view) : 'på skjermen' });
        else if (unnamed) unnamed.count = (unnamed.count ?? 1) + 1;
        else moves.push({ group: 'kunden', what: ON_SCREEN, now: 'på skjermen' });
        continue;
      }
      moves.push(...waysOf(machine, snapshot, nodes, event, button, view));
    }
  }
  return moves;
}
