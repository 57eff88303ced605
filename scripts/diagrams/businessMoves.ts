/** Where the machine goes by itself (no customer event): where a flow opens, and where a button's move ends. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { Described } from './words';
import { transitionsOf } from './walk';

/** The overview's box of the flow's start (its first states: loading, creating). */
export const OPENING = 'start';

/** Moves the machine makes by itself: eventless, an actor's answer, a delay. */
const AUTOMATIC = /^(|xstate\.(done|error)\.actor\..*|xstate\.after\..*|xstate\.done\.state\..*)$/;

/** The places the machine reaches from its start by itself (no customer event), with the condition of the last move. */
type Why = { of: Described; where: string } | null;

export function startsOf(machine: AnyStateMachine, placeOf: (n: AnyStateNode) => string | undefined): { place: string; why: Why }[] {
  return walkOpening(machine, placeOf).reached;
}

/**
 * The states the flow loads in as it opens, before any place (tag `loading`: loading the agreement, the draft): where
 * PRØV IGJEN goes back to.
 */
export function openingStates(machine: AnyStateMachine, placeOf: (n: AnyStateNode) => string | undefined): ReadonlySet<AnyStateNode> {
  return new Set([...walkOpening(machine, placeOf).passed].filter((node) => node.tags.includes('loading')));
}

function walkOpening(machine: AnyStateMachine, placeOf: (n: AnyStateNode) => string | undefined) {
  const out: { place: string; why: Why }[] = [];
  const seen = new Set<AnyStateNode>();
  const visit = (node: AnyStateNode, label: Why) => {
    const place = placeOf(node);
    if (place) {
      if (!out.some((o) => o.place === place)) out.push({ place, why: label });
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    // A parallel state (the flow: the steps beside the connection) starts every region.
    const initial = node.type === 'compound' ? node.initial.target : node.type === 'parallel' ? Object.values(node.states) : [];
    initial.forEach((child) => visit(child, label));
    for (const [event, t] of transitionsOf(node)) {
      if (!AUTOMATIC.test(event)) continue;
      const why: Why = t.description ? { of: t, where: `${node.id} on ${event}` } : event.startsWith('xstate.error.') ? { of: { meta: { nb: 'et kall feiler' } }, where: '' } : null;
      (t.target ?? []).forEach((target) => visit(target, why));
    }
  };
  visit(machine.root, null);
  return { reached: out, passed: seen };
}

/**
 * Where a customer's transition leads in this view: follows automatic transitions inside the step until it leaves it;
 * `opening` (./openingStates) is the flow's start, `OPENING` in the view (PRØV IGJEN where the flow could not load).
 */
export function destinations(
  t: AnyTransitionDefinition,
  step: AnyStateNode,
  placeOf: (n: AnyStateNode) => string | undefined,
  opening: ReadonlySet<AnyStateNode> = new Set(),
): string[] {
  return destinationsWithWhy(t, step, placeOf, opening).map((d) => d.place);
}

/**
 * `destinations`, each with the guarded automatic transition on the way that decides it (the server's answer that
 * leads there: «Tjeneren svarte at saken alt var sendt inn»), where one does: the arrow carries its words.
 */
export function destinationsWithWhy(
  t: AnyTransitionDefinition,
  step: AnyStateNode,
  placeOf: (n: AnyStateNode) => string | undefined,
  opening: ReadonlySet<AnyStateNode> = new Set(),
): { place: string; via?: { transition: AnyTransitionDefinition; event: string; node: AnyStateNode } }[] {
  type Via = { transition: AnyTransitionDefinition; event: string; node: AnyStateNode };
  const out = new Map<string, Via | undefined>();
  const seen = new Set<AnyStateNode>();
  const queue: { node: AnyStateNode; via?: Via | undefined }[] = (t.target ?? []).map((node) => ({ node }));
  while (queue.length) {
    const { node, via } = queue.shift()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const place = placeOf(node);
    if (place && place !== step.id) {
      if (!out.has(place)) out.set(place, via);
      continue;
    }
    if (opening.has(node) && node !== step) {
      if (!out.has(OPENING)) out.set(OPENING, via);
      continue;
    }
    if (!isWithin(node, step)) continue;
    for (const [event, next] of transitionsOf(node)) {
      if (!AUTOMATIC.test(event)) continue;
      const decides = next.guard && next.description ? { transition: next, event, node } : via;
      queue.push(...(next.target ?? []).map((target) => ({ node: target, via: decides })));
    }
  }
  return [...out].map(([place, via]) => (via ? { place, via } : { place }));
}

function isWithin(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}
