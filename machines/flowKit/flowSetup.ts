/**
 * The flow kit's factory: a flow writes its own xstate `setup()` (its types, its actors: the app's effects or
 * stubs, its own actions and guards) and `withFlowKit` extends it with the kit's standard actions and guards,
 * typed, and returns the builders its machine file writes the statechart with:
 * - `step(name, parts)`: a step state (./stepState.ts: id, route, page meta with the step's questions, entry,
 *   NESTE's rule check, TILBAKE);
 * - `loading(parts)`: a state the flow loads in before it opens (tag `loading`, a URL change meanwhile asked or put back);
 * - `deadEnd(parts)`: a page where the flow stops because something went wrong (drawn amber, a URL change put back;
 *   what it offers besides leaving, such as PRØV IGJEN, is the flow's);
 * - `opening(words)`: the state that opens the step the URL asks for, never past one that is not complete;
 * - `nextOf(name)`: the target of the step after `name` in the list.
 *
 * The standard parts (FlowKitActions, FlowKitGuards: ./standardParts.ts; a flow's `rules` say what they mean):
 * - a step's own, written in ./stepState.ts beside the step state that names them: `clearErrors`, `showStepErrors`,
 *   `announceRefusal`, `canEnter`, `isStepValid`, `isLaterStep`;
 * - the flow's, here: actions `setNotice` ({ notice }) with `announceNotice` (emits `notice.shown`: ./notice.ts),
 *   `clearNotice`, and `requestPage` (a step URL while loading: ./routeEvents.ts); the guard `opensAt` ({ step }:
 *   the step the flow opens at).
 * The setup returned has them by their names, so the compiler checks every use in the flow's statechart.
 */
import {
  assign,
  emit,
  type AnyEventObject,
  type EventObject,
  type MetaObject,
  type NonReducibleUnknown,
  type ParameterizedObject,
  type SetupReturn,
  type UnknownActorLogic,
} from 'xstate';
import type { FlowStep, StepList } from '../../domain/flowSteps';
import type { StepQuestions } from '../../domain/stepQuestions';
import { FAILURE_END } from './outcome';
import { refusesRoutes, takesRouteAsRequest } from './routeEvents';
import type { FlowKitActions, FlowKitContext, FlowKitGuards, FlowRules, OnStep } from './standardParts';
import { routeStep, stepParts, stepStates, target } from './stepState';

/** The kit's implementations, for a flow's step list and rules: a step's own (./stepState.ts), and the flow's. */
function kitParts<TContext extends FlowKitContext<TStep, TNotice>, TStep extends string, TNotice extends string>(
  steps: StepList<readonly FlowStep<TStep>[]>,
  rules: FlowRules<TContext, TStep>,
) {
  const step = stepParts<TContext, TStep, TNotice>(steps, rules);
  return {
    actions: {
      ...step.actions,
      setNotice: assign((_: unknown, { notice }: { notice: TNotice }) => ({ notice })),
      announceNotice: emit({ type: 'notice.shown' }),
      clearNotice: assign({ notice: null }),
      requestPage: assign(({ context, event }: { context: TContext; event: AnyEventObject }) => rules.request(routeStep(event), context)),
    },
    guards: {
      ...step.guards,
      opensAt: ({ context }: { context: TContext }, { step }: OnStep<TStep>) => rules.openingStep(context) === step,
    },
  };
}

type ParamsMap = Record<string, ParameterizedObject['params'] | undefined>;

/** The flow's setup extended with the kit's parts, and the kit's state builders typed by it (see the module comment). */
export function withFlowKit<
  TStep extends string,
  TContext extends FlowKitContext<TStep, TNotice>,
  TNotice extends string,
  TEvent extends AnyEventObject,
  TActors extends Record<string, UnknownActorLogic>,
  TChildrenMap extends Record<string, string>,
  TActions extends ParamsMap,
  TGuards extends ParamsMap,
  TDelay extends string,
  TTag extends string,
  TInput,
  TOutput extends NonReducibleUnknown,
  TEmitted extends EventObject,
  TMeta extends MetaObject,
  const TSteps extends readonly FlowStep<TStep>[],
>(
  own: SetupReturn<TContext, TEvent, TActors, TChildrenMap, TActions, TGuards, TDelay, TTag, TInput, TOutput, TEmitted, TMeta>,
  kit: { steps: StepList<TSteps>; questions: StepQuestions<TStep>; rules: FlowRules<TContext, TStep> },
) {
  const parts = kitParts<TContext, TStep, TNotice>(kit.steps as unknown as StepList<readonly FlowStep<TStep>[]>, kit.rules);
  // The kit's parts are written over its part of the context; xstate types an action by the whole machine, which
  // the extended setup knows: it gives them their names and parameters (FlowKitActions, FlowKitGuards).
  const flow = own.extend<FlowKitActions<TStep, TNotice>, FlowKitGuards<TStep>>({
    actions: parts.actions as never,
    guards: parts.guards as never,
  });

  type StateConfig = NonNullable<Parameters<(typeof flow)['createMachine']>[0]['states']>[string];
  const { step, nextOf } = stepStates<StateConfig, TSteps>(kit.steps, kit.questions);

  /** Opens at the step `opensAt` names, or else the last step. */
  const opening = (words: { description: string; nb: string; each: string }): StateConfig => {
    const names = kit.steps.names as readonly TStep[];
    const config = {
      description: words.description,
      meta: { nb: words.nb },
      always: [
        ...names.slice(0, -1).map((name) => ({ guard: { type: 'opensAt', params: { step: name } }, target: target(name), description: words.each }) as const),
        { target: target(names[names.length - 1]!) },
      ],
    };
    return config as unknown as StateConfig;
  };

  type InvokeConfig = StateConfig extends { invoke?: infer I } ? I : never;
  /**
   * A state the flow loads in before it opens (the draft, the customer and the offers, the agreement): the kit's
   * tag `loading` (the views show the step's loading state; routing waits), and what a URL change does meanwhile:
   * it becomes the flow's request (`asks`: the step opens once loaded, never past an invalid one) or is put back.
   * The invoke, with where its answers lead, is the flow's own.
   */
  const loading = (parts: { description: string; nb: string; invoke: InvokeConfig; urlWhileLoading: 'asks' | 'refused'; blocksLeaving?: boolean }): StateConfig => {
    const config = {
      description: parts.description,
      meta: { nb: parts.nb },
      tags: parts.blocksLeaving ? ['loading', 'blocksLeaving'] : ['loading'],
      on: parts.urlWhileLoading === 'asks' ? takesRouteAsRequest : refusesRoutes,
      invoke: parts.invoke,
    };
    return config as unknown as StateConfig;
  };

  type EntryConfig = StateConfig extends { entry?: infer E } ? E : never;
  type OnConfig = StateConfig extends { on?: infer O } ? O : never;
  /**
   * A page where the flow stops because something went wrong (it could not load, or may not go on): drawn amber
   * (FAILURE_END), with what the customer sees there; a URL change is put back. `page`: where it shows, for a flow
   * whose dead ends are pages of their own; `on`: what the page offers besides leaving (PRØV IGJEN).
   */
  const deadEnd = (parts: { description: string; nb: string; page?: { page: string; route: string }; entry?: EntryConfig; on?: OnConfig }): StateConfig => {
    const config = {
      description: parts.description,
      meta: { ...FAILURE_END, ...parts.page, nb: parts.nb },
      ...(parts.entry ? { entry: parts.entry } : {}),
      on: { ...refusesRoutes, ...(parts.on as object | undefined) },
    };
    return config as unknown as StateConfig;
  };

  return { setup: flow, step, nextOf, opening, loading, deadEnd };
}
