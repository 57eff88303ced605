/**
 * What a flow the explorer runs is (`ExplorerFlow`, one file per flow in ./flows/, found by ./flows.ts): the
 * registry's words for it (domain/flows.ts), its business view, the real machine with stand-ins for the server
 * whose answers the analyst chooses (./answers.ts), its example customer and its example journeys. And the stand-in
 * calls every flow's server answers with (`standInActors`).
 */
import type { AnyRoute } from '@tanstack/react-router';
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { flowById, type FlowEntry, type FlowId } from '../../domain/flows';
import { fillPath } from '../../domain/paths';
import type { BusinessView } from '../../machines/businessView';
import { NetworkUnavailable } from '../../machines/flowKit/connection';
import { ApiError } from '../../src/api/apiError';
import type { HostedFlow } from '../../src/components/flow/FlowHost';
import type { Answers, Choice, Effects } from './answers';
import type { ServerMemory } from './serverMemory';

/** How long a stand-in call to the server takes: long enough to see «Lagrer…», short enough not to wait. */
export const CALL_MS = 400;

/** A stand-in for a call to the server: what it answers, or how it fails when the analyst chose so. */
export interface StandIn {
  /** In the explorer's log: what the app asks the server, in the customer's words. */
  what: string;
  fails: boolean;
  /** The answer, from what the app sent (the actor's input; none in the journeys, which answer every call alike). */
  output: (input: never) => unknown;
  error?: unknown;
}

/** The lost answer of a request that found no network, as the app's API layer reports it. */
export const noAnswer = () => new TypeError('Failed to fetch');

/** A stand-in call the server refuses, in the log (the analyst chose it). */
export const REFUSED_WORDS = ' – men sier nei (ditt valg)';

/** How a stand-in call fails, in the log: the answer never comes (no network), the server fails, or it refuses. */
export const failureWords = (error: unknown): string =>
  error instanceof TypeError || error instanceof NetworkUnavailable
    ? ' – men svaret når ikke fram (uten nett, ditt valg)'
    : error instanceof ApiError && error.status >= 500
      ? ' – men svarer med en feil (ditt valg)'
      : REFUSED_WORDS;

/**
 * How loading the agreement goes, in a flow that opens on one («Si opp forsikring», «Meld flytting»), besides the
 * agreement the server does not find (the flow's choice `agreement`: `notFound`). At any time: after a failure the page
 * offers PRØV IGJEN, which asks again as now chosen.
 */
export const AGREEMENT_LOAD_CHOICE: Choice = {
  key: 'load',
  label: 'Hentingen av forsikringen',
  initial: 'ok',
  when: 'any time',
  options: [
    { value: 'ok', label: 'går gjennom' },
    { value: 'serverError', label: 'tjeneren feiler' },
    { value: 'noAnswer', label: 'får ikke svar (uten nett)' },
  ],
};

/**
 * The stand-in's answer to the agreement's GET when it fails as chosen, as the app's API layer reports it (src/api/http.ts):
 * the server's 404 (`agreement` chosen `notFound`) or 500 as an ApiError with the status, no answer as fetch's TypeError.
 */
export function agreementLoadFailure(answers: Answers): { fails: boolean; error?: unknown } {
  if (answers.choice('agreement') === 'notFound') return { fails: true, error: new ApiError('Fant ikke forsikringen.', 404) };
  const load = answers.choice(AGREEMENT_LOAD_CHOICE.key);
  if (load === 'serverError') return { fails: true, error: new ApiError('Error 500: Internal Server Error', 500) };
  if (load === 'noAnswer') return { fails: true, error: noAnswer() };
  return { fails: false };
}

/** The invoked actors as stand-ins that answer after CALL_MS (the machine's own actors call the server). */
export function standInActors(effects: Effects, standIns: () => Record<string, StandIn>) {
  const actor = (name: string) =>
    fromPromise(({ input, signal }: { input: never; signal: AbortSignal }) => {
      const { what, fails, output, error = new Error('500') } = standIns()[name]!;
      effects.log(`Tjeneren: ${what}${fails ? failureWords(error) : ''}`);
      // The server does its work when the request arrives; the answer comes after CALL_MS. A run stopped meanwhile
      // (a reload, a new customer) gets no answer, as a closed page gets none.
      const answered = fails ? undefined : output(input);
      return new Promise<never>((resolve, reject) => {
        const answer = setTimeout(() => (fails ? reject(error) : resolve(answered as never)), CALL_MS);
        signal.addEventListener('abort', () => clearTimeout(answer));
      });
    });
  return Object.fromEntries(Object.keys(standIns()).map((name) => [name, actor(name)]));
}

/** How the rules that read what the customer typed are answered: by the machine itself, or "filled in" (journeys). */
export type Rules = 'typed' | 'filledIn';

/**
 * An example journey's start (./journeys.ts): the analyst's choices it needs (the others as they start), and the
 * places of the business overview it goes to (all of its steps and ends when not given).
 */
export interface JourneyStart {
  set: Record<string, boolean | string>;
  targets?: string[];
}

/**
 * A flow on the customer's screen (ui/CustomerScreen.tsx): the app's own flow and its routes. `./flows/<id>.screen.ts`
 * exports it as `explorerScreen`, apart from the flow's `explorerFlow`: it imports the app's views, whose styles
 * only Vite builds, so only the page loads it (ui/flows.ts), never Node.
 */
export interface ExplorerScreen {
  /** The flow as the app's one host runs it (src/components/flow/FlowHost.tsx): its views, its input from the URL, its routing. */
  hosted: HostedFlow<AnyStateMachine>;
  /** The routes below its area's, as the app's route files have them (their paths and search schemas). */
  routes(area: AnyRoute): AnyRoute[];
}

/**
 * A flow the explorer runs: its registry entry (domain/flows.ts: title, area, start, steps), its business view
 * (machines/<id>.businessView.ts) and its stand-ins. `./flows/<id>.ts` exports it as `explorerFlow`; its screen is
 * beside it (`ExplorerScreen`).
 */
export interface ExplorerFlow extends Pick<FlowEntry, 'title' | 'area' | 'startHref'> {
  id: FlowId;
  steps: { names: readonly string[]; count: number; info(name: string): { number: number; heading: string; route: string } };
  view: BusinessView;
  /** The example journeys found for it, one set of choices each. */
  journeys: JourneyStart[];
  /** Pages outside the portal its exits lead to (a provider's product page), by path: the title the explorer shows there. */
  outside?: Record<string, string>;
  choices: Choice[];
  /** The real machine with the stand-ins. */
  machine(answers: Answers, effects: Effects, rules: Rules, memory?: ServerMemory): AnyStateMachine;
  /** The server's answers, by invoked actor (the invoke's id is the actor's name). */
  standIns(answers: Answers, memory: ServerMemory): Record<string, StandIn>;
  /** A new customer opening the flow (the journeys in Node; the browser reads the URL as the app does). */
  input(answers: Answers): unknown;
  /** What the example customer types on a step: the events its fields send. */
  fill(step: string): AnyEventObject[];
  /**
   * What the customer's page says that the machine's own words do not: a step's notice (the view's alert), a dead
   * end's reason read from the data. A flow that says its notices has them marked on its overview's notice node.
   */
  says?(snapshot: AnyMachineSnapshot): string | null;
}

/** The registry's words for a flow; its start with the area's `$name` segments filled in from `params`. */
export const flowEntry = (id: FlowId, params: Record<string, string> = {}) => {
  const { title, area, startHref } = flowById(id);
  return { id, title, area, startHref: fillPath(startHref, params) };
};
