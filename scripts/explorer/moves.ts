/**
 * Every move the machine accepts where the customer stands (the explorer's «Det maskinen tar imot her»): the
 * customer's, the server's answers and the browser's or device's, each in business words, with what it leads to now,
 * or that it leads nowhere now and why. Read from the running snapshot and the machine's own transitions: nothing here
 * names a flow's event.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { BusinessView } from '../../machines/businessView';
import { exits } from '../diagrams/businessExits';
import { nodesOf, transitionsOf } from '../diagrams/walk';

export type MoveGroup = 'kunden' | 'tjeneren' | 'enheten';

export interface Move {
  group: MoveGroup;
  /** The customer's event, to send as the button does (a move that needs what the customer types has none). */
  event?: string;
  /** What the move is: the button, or what happens. */
  what: string;
  /** What it leads to now; null when nothing happens now (`why` says why). */
  now: string | null;
  why?: string;
  /** How many moves of the kind (typing and choosing on the screen, without words of their own). */
  count?: number;
}

/** The customer's moves on the screen without words of their own: typing, ticking, choosing. */
const ON_SCREEN = 'Skrive, krysse av og velge i skjemaet';

/** What happens that is not the customer's, in words: the server's answers, the network, the browser. */
function happening(event: string): { group: MoveGroup; what: string } | null {
  if (event.startsWith('xstate.done.actor.')) return { group: 'tjeneren', what: 'Tjeneren svarer' };
  if (event.startsWith('xstate.error.actor.')) return { group: 'tjeneren', what: 'Kallet feiler, eller svaret når ikke fram' };
  if (event === 'xstate.route') return { group: 'enheten', what: 'Adressen endres (Tilbake, Fram, en lenke, last på nytt)' };
  if (event.startsWith('xstate.after.')) return { group: 'enheten', what: `Etter ${Number(event.split('.')[2]) / 1000} s`.replace('.', ',') };
  if (event.startsWith('connection.')) return { group: 'enheten', what: event === 'connection.online' ? 'Nettet kommer tilbake' : 'Nettet forsvinner' };
  if (event.startsWith('page.')) return { group: 'enheten', what: event === 'page.hidden' ? 'Siden skjules (fanen lukkes, telefonen låses)' : 'Siden vises igjen' };
  return null;
}

const nb = (of: { meta?: unknown; description?: string | undefined }): string | undefined => {
  const words = (of.meta as { nb?: unknown } | undefined)?.nb;
  return typeof words === 'string' ? words : undefined;
};

const STAYS = 'kunden blir der';

/** A transition's words: its own, else where it takes the customer (out of the flow, another page), else that they stay. */
function wordsOf(t: AnyTransitionDefinition, view: BusinessView): string {
  const own = nb(t);
  if (own) return own;
  if (exits(t, view)) return view.leaveDialog ? `Kunden blir spurt: «${view.leaveDialog.title}»` : `Kunden forlater ${view.title}.`;
  const target = t.target?.[0];
  if (target) return nb(target) ?? (target.meta as { heading?: string } | undefined)?.heading ?? 'en annen side i flyten';
  return STAYS;
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

export function acceptedMoves(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, view: BusinessView): Move[] {
  const moves: Move[] = [];
  const seen = new Set<string>();
  const nodes = activeNodes(machine, snapshot);
  const step = nodes.find((n) => (n.meta as { stepNumber?: unknown } | undefined)?.stepNumber !== undefined)?.key;
  // Innermost first: a step's own moves before the flow's.
  for (const node of nodes.reverse()) {
    for (const [event, transition] of transitionsOf(node)) {
      if (event === '') continue;
      const other = happening(event);
      if (other) {
        // The server's answers: every one the machine tells apart. The browser's and the device's: once each.
        if (other.group === 'enheten' && seen.has(event)) continue;
        seen.add(event);
        const now = event === 'xstate.route' ? (nb(transition) ?? STEP_URL_WORDS) : wordsOf(transition, view);
        moves.push({ ...other, now: now === STAYS ? 'skjer i bakgrunnen; skjermen er den samme' : now });
        continue;
      }
      if (!event.startsWith('user.') || seen.has(event)) continue;
      seen.add(event);
      const button = (step ? view.stepButtons?.[step]?.[event] : undefined) ?? view.buttons[event];
      if (!button) {
        // Typing, ticking, choosing from a list: done on the customer's screen, with what it needs; those without
        // words of their own are counted in one line.
        const what = view.gestures?.[event] ?? nb(transition);
        const unnamed = moves.find((m) => m.what.startsWith(ON_SCREEN));
        if (what) moves.push({ group: 'kunden', what, now: 'på skjermen' });
        else if (unnamed) unnamed.count = (unnamed.count ?? 1) + 1;
        else moves.push({ group: 'kunden', what: ON_SCREEN, now: 'på skjermen' });
        continue;
      }
      const taken = takenNow(machine, snapshot, event);
      if (taken && taken.length > 0) moves.push({ group: 'kunden', event, what: button, now: wordsOf(taken[0]!, view) });
      else {
        const rules = transitionsOf(node).filter(([e]) => e === event).map(([, t]) => nb(t)).filter((w): w is string => !!w);
        moves.push({ group: 'kunden', what: button, now: null, why: rules.join(' ') || 'Knappen gjør ingenting her.' });
      }
    }
  }
  return moves;
}
