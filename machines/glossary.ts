/**
 * A machine's glossary: what each of its events, guards, actions and actors means, in the domain's words, for
 * the tables in docs/machines/README.md. For a machine module `x.machine.ts` exporting `xMachine`, `x.glossary.ts`
 * beside it exports `xGlossary` (scripts/diagrams finds it by that name; the machine does not import its glossary,
 * so the two make no circle). Type it with `satisfies GlossaryOf<typeof xMachine>`:
 * then the compiler names every guard, action and actor declared in `setup()` that has no entry, and
 * every entry that no longer exists. `npm run diagrams:check` checks the same at run time.
 */
import type { AnyStateMachine, StateMachine } from 'xstate';

export interface MachineGlossary {
  /** Each event the machine takes, as the customer or the app causes it: the button's text as on screen (NESTE). */
  events: Record<string, string>;
  guards: Record<string, string>;
  actions: Record<string, string>;
  actors: Record<string, string>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- only the name unions are read from the machine type */
type Implementations<M> =
  M extends StateMachine<any, infer TEvent, any, infer TActor, infer TAction, infer TGuard, any, any, any, any, any, any, any, any, any>
    ? { events: TEvent; actors: TActor; actions: TAction; guards: TGuard }
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

type Names<T> = T extends { type: infer N extends string } ? N : never;
type Sources<T> = T extends { src: infer N extends string } ? N : never;

/** Exactly one entry for every event (but XState's own, `xstate.*`), guard, action and actor declared in the machine's `setup()`. */
export interface GlossaryOf<M extends AnyStateMachine> extends MachineGlossary {
  events: Record<Exclude<Names<Implementations<M>['events']>, `xstate.${string}`>, string>;
  guards: Record<Names<Implementations<M>['guards']>, string>;
  actions: Record<Names<Implementations<M>['actions']>, string>;
  actors: Record<Sources<Implementations<M>['actors']>, string>;
}
