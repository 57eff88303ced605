/**
 * A machine's glossary: what each of its guards, actions and actors means, in the domain's words, for
 * the tables in docs/machines/README.md. A machine module `x.machine.ts` exporting `xMachine` also
 * exports `xGlossary` (written in `x.glossary.ts`). Type it with `satisfies GlossaryOf<typeof xMachine>`:
 * then the compiler names every guard, action and actor declared in `setup()` that has no entry, and
 * every entry that no longer exists. `npm run diagrams:check` checks the same at run time.
 */
import type { AnyStateMachine, StateMachine } from 'xstate';

export interface MachineGlossary {
  guards: Record<string, string>;
  actions: Record<string, string>;
  actors: Record<string, string>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- only the name unions are read from the machine type */
type Implementations<M> =
  M extends StateMachine<any, any, any, infer TActor, infer TAction, infer TGuard, any, any, any, any, any, any, any, any, any>
    ? { actors: TActor; actions: TAction; guards: TGuard }
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

type Names<T> = T extends { type: infer N extends string } ? N : never;
type Sources<T> = T extends { src: infer N extends string } ? N : never;

/** Exactly one entry for every guard, action and actor declared in the machine's `setup()`. */
export interface GlossaryOf<M extends AnyStateMachine> extends MachineGlossary {
  guards: Record<Names<Implementations<M>['guards']>, string>;
  actions: Record<Names<Implementations<M>['actions']>, string>;
  actors: Record<Sources<Implementations<M>['actors']>, string>;
}
