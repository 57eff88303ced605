/**
 * The one way a flow's step state is built, for every flow (the damage report, the purchase wizard, a new one).
 * From the flow's step list (domain/flowSteps.ts) a step gets:
 * - its id (the step's name, so `#rolle` targets it), its page `meta` (what the route bridge, the header's
 *   "n/M" and the views read; `asks`: the step's questions, domain/stepQuestions.ts, which the drawings list), and
 *   its URL's way in: `route` with the flow's guard `canEnter`;
 * - `clearErrors` on entry, and the substate `editing`, where NESTE first checks the step's rules
 *   (`isStepValid`; refused: `showStepErrors` and `announceRefusal`) and TILBAKE goes to the
 *   previous step of the list.
 * What NESTE does after that, the step's own events and its other substates (saving, ordering) are written in
 * the machine file, where a reader sees them. The guards and actions a step names are written here too
 * (`stepParts`, below the builder), over the flow's rules; ./flowSetup.ts `withFlowKit` puts them in every flow's
 * setup and hands out `step`. `announceRefusal` emits `next.refused` (the view's error summary takes focus:
 * src/components/flow/).
 */
import { assertEvent, assign, emit, not, type AnyEventObject } from 'xstate';
import type { FlowStep, StepList } from '../../domain/flowSteps';
import type { StepQuestions } from '../../domain/stepQuestions';
import type { FlowKitActions, FlowKitContext, FlowKitGuards, FlowRules, OnStep } from './standardParts';
import type { FlowPageMeta } from './pageMeta';

/* The machine's own state-config type, taken apart so a step's parts are checked like inline config. */
type On<C> = C extends { on?: infer O } ? NonNullable<O> : never;
type TransitionOf<C, K extends string> = On<C> extends { [P in K]?: infer T } ? T : never;
type CandidatesOf<C, K extends string> = Extract<TransitionOf<C, K>, readonly unknown[]>;
type StatesOf<C> = C extends { states?: infer S } ? NonNullable<S> : never;
type InvokeOf<C> = C extends { invoke?: infer I } ? I : never;

/** The kit's action and guard names (FlowKitActions, FlowKitGuards): a name the kit does not implement does not compile. */
const action = <K extends keyof FlowKitActions<string, string>>(name: K) => name;
const guard = <K extends keyof FlowKitGuards<string>>(name: K) => name;

/** A step's target in the machine: its state id. */
export const target = (step: string) => `#${step}` as const;

export interface StepParts<C> {
  description: string;
  /** What the customer does in `editing` (default: 'The customer fills in the step.'). */
  editing?: string;
  /** The same for the business, in bokmål (default: 'Kunden fyller ut steget.'): scripts/diagrams/words.ts. */
  editingNb?: string;
  /** Child actors that live while the step is shown (a search). */
  invoke?: InvokeOf<C>;
  /** Events `editing` takes besides NESTE and TILBAKE: field edits, searches, choices. */
  on?: On<C>;
  /** NESTE once the step's rules pass (default: the next step of the list). */
  next?: CandidatesOf<C, 'user.next'>;
  /** The step asks nothing (a summary of answers already checked): NESTE has no rules to check. */
  asksNothing?: boolean;
  /** The event NESTE is: `user.next`, or the last step's own (`user.submit`: SEND INN). */
  nextEvent?: 'user.next' | 'user.submit';
  /** TILBAKE (default: the previous step of the list; none on the first step). */
  back?: TransitionOf<C, 'user.back'>;
  /** When the URL may open the step (default: every earlier step is complete). */
  urlRule?: string;
  /** URLs of later steps are refused while edited: the step's NESTE sends something more, which must run. */
  onlyNextGoesOn?: boolean;
  /** The step's other substates (saving, signing in, ordering). */
  states?: StatesOf<C>;
}

/**
 * For a flow whose state-config type is `C` (see the flow's setup): `step(name, parts)` builds a step state,
 * `nextOf(name)` is the target of the step after it in the list (`#lokasjon` after `rolle`).
 */
export function stepStates<C, const TSteps extends readonly FlowStep[]>(
  steps: StepList<TSteps>,
  questions: StepQuestions<TSteps[number]['name']>,
) {
  type Name = TSteps[number]['name'];
  const nextOf = (name: Name) => target(steps.next(name) ?? name);

  function step(name: Name, parts: StepParts<C>): C {
    const { number, route, heading } = steps.info(name);
    const nextEvent = parts.nextEvent ?? 'user.next';
    const meta: FlowPageMeta<string> = { page: name, route, stepNumber: number, heading, nextEvent, asks: questions[name] };
    const previous = steps.previous(name);
    const back = parts.back ?? (previous ? { target: target(previous) } : undefined);
    const config = {
      id: name,
      description: parts.description,
      meta,
      route: {
        guard: { type: guard('canEnter'), params: { step: name } },
        description: parts.urlRule ?? 'The URL (back/forward, reload, a link) opens the step when every earlier step is complete.',
      },
      entry: action('clearErrors'),
      ...(parts.invoke ? { invoke: parts.invoke } : {}),
      initial: 'editing',
      states: {
        editing: {
          description: parts.editing ?? 'The customer fills in the step.',
          meta: { nb: parts.editingNb ?? 'Kunden fyller ut steget.' },
          on: {
            ...parts.on,
            ...(parts.onlyNextGoesOn
              ? { 'xstate.route': { guard: { type: guard('isLaterStep'), params: { step: name } }, description: 'Refused: going on needs NESTE.' } }
              : {}),
            [nextEvent]: [
              ...(parts.asksNothing
                ? []
                : [
                    {
                      guard: not({ type: guard('isStepValid'), params: { step: name } }),
                      actions: [{ type: action('showStepErrors'), params: { step: name } }, action('announceRefusal')],
                      description: 'A rule of the step fails: the customer stays and sees every message of the step.',
                      meta: { nb: 'En regel for steget holder ikke: kunden blir på steget og ser alle meldingene der.' },
                    },
                  ]),
              ...(parts.next ?? [{ target: nextOf(name) }]),
            ],
            ...(back ? { 'user.back': back } : {}),
          },
        },
        ...parts.states,
      },
    };
    // Built from the machine's own types (StepParts<C>) and the kit's guards and actions, which withFlowKit puts in every flow's setup.
    return config as C;
  }

  return { step, nextOf };
}

/** The step a route event asks for (`xstate.route` to `#name`). */
export const routeStep = <TStep extends string>(event: AnyEventObject): TStep => {
  assertEvent(event, 'xstate.route');
  return (event as AnyEventObject & { to: string }).to.slice(1) as TStep;
};

/**
 * The guards and actions `step` names, over the flow's step list and rules (./flowSetup.ts adds them to the flow's
 * setup): a step's entry clears its messages; NESTE asks `isStepValid` and, refused, shows every message of the
 * step and tells the view; the URL opens a step when `canEnter`; `isLaterStep`: the URL asks for a later step.
 */
export function stepParts<TContext extends FlowKitContext<TStep, TNotice>, TStep extends string, TNotice extends string>(
  steps: StepList<readonly FlowStep<TStep>[]>,
  rules: FlowRules<TContext, TStep>,
) {
  const isValid = rules.isValid ?? ((step: TStep, context: TContext) => Object.keys(rules.validate(step, context)).length === 0);
  return {
    actions: {
      clearErrors: assign(() => (rules.entryClearsNotice ? { errors: {}, notice: null } : { errors: {} })),
      showStepErrors: assign(
        ({ context }: { context: TContext }, { step }: OnStep<TStep>) =>
          ({
            errors: rules.validate(step, context),
            attemptedSteps: context.attemptedSteps.includes(step) ? context.attemptedSteps : [...context.attemptedSteps, step],
          }) as Partial<TContext>,
      ),
      announceRefusal: emit({ type: 'next.refused' }),
    },
    guards: {
      canEnter: ({ context }: { context: TContext }, { step }: OnStep<TStep>) => rules.canEnter(step, context),
      isStepValid: ({ context }: { context: TContext }, { step }: OnStep<TStep>) => isValid(step, context),
      isLaterStep: ({ event }: { event: AnyEventObject }, { step }: OnStep<TStep>) =>
        event.type === 'xstate.route' && steps.names.indexOf(routeStep<TStep>(event)) > steps.names.indexOf(step),
    },
  };
}
