/** The notes under an overview: where the flow opens, what runs in the background, what happens when a call fails. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { wrapWords } from './labels';
import type { Described } from './words';
import { transitionsOf } from './walk';

/** The action by which a flow sets a step's notice and announces it (an alert with focus): machines/flowKit/tags.ts. */
export const NOTICE_ACTION = 'announceNotice';
/** The action by which a machine logs a failure (SPEC §8's texts). */
export const LOG_ACTION = 'logError';

export const actionTypes = (t: AnyTransitionDefinition): unknown[] =>
  t.actions.map((a) => (typeof a === 'string' ? a : (a as { type?: unknown }).type));

type Words = (of: Described, where: string) => string;

/** Opening, what runs in the background, and what happens when a call fails, each once (from the machine's words). */
export function notesOf(machine: AnyStateMachine, steps: AnyStateNode[], all: AnyStateNode[], words: Words): string[] {
  const stepSet = new Set(steps);
  const notes: string[] = [];
  // A state that only dispatches to steps, to two or more: where the flow opens (a save that waits goes to one).
  for (const node of all) {
    const targets = (node.always ?? []).flatMap((t) => t.target ?? []);
    if (new Set(targets.filter((t) => stepSet.has(t))).size >= 2 && node.description) notes.push(`Åpner: ${words(node, node.id)}`);
  }
  // A call whose success and failure both go on to the same place: the customer goes on either way.
  for (const node of all) {
    const done = [...node.transitions.entries()].filter(([e]) => e.startsWith('xstate.done.actor.')).flatMap(([, ts]) => ts);
    const failed = [...node.transitions.entries()].filter(([e]) => e.startsWith('xstate.error.actor.')).flatMap(([, ts]) => ts);
    const same = done.length === 1 && failed.length === 1 && done[0]!.target?.[0] === failed[0]!.target?.[0] && done[0]!.target?.[0];
    if (same && node.description) notes.push(`${words(node, node.id)} Kunden går videre på samme måte om det feiler.`);
  }
  // Events the flow takes between its steps that the app sends (uploads going on).
  for (const node of [machine.root, ...all]) {
    if (node !== machine.root && steps.some((s) => s.parent === node)) {
      const background = [...node.transitions.keys()].filter((e) => !e.startsWith('user.') && !e.startsWith('xstate.'));
      if (background.length && node.description) notes.push(`Mens kunden er på stegene: ${words(node, node.id)}`);
    }
  }
  // A failure that is logged and not set as a step's notice: what the customer sees, or why nothing (said in its description).
  for (const node of all) {
    for (const [event, t] of transitionsOf(node)) {
      const types = actionTypes(t);
      if (types.includes(LOG_ACTION) && !types.includes(NOTICE_ACTION) && t.description) notes.push(`Når det feiler: ${words(t, `${node.id} on ${event}`)}`);
    }
  }
  // A region beside the steps (the connection): what it does for the customer.
  for (const node of all) {
    const besideSteps = node.parent?.type === 'parallel' && !steps.some((s) => s.path.join('.').startsWith(`${node.path.join('.')}.`));
    if (besideSteps && node.description) notes.push(`Ved siden av stegene: ${words(node, node.id)}`);
  }
  return [...new Set(notes)].flatMap((note) => wrapWords(`• ${note}`, 60));
}
