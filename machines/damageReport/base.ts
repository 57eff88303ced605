/**
 * The report's types for its setup (./setup.ts): `damageReportTypes` for setup() itself, and `damageReportActions`
 * / `damageReportGuards` for the actions and guards written outside it, in the file of what they serve. Each part
 * is written as in setup(), with xstate's own `assign`, `sendTo` and `stopChild`: these two type it as setup()
 * types its own (the report's context, events and actors, each function's params), and return it as it is.
 */
import type { ActionFunction, GuardPredicate, ParameterizedObject } from 'xstate';
import type { FlowEmitted, FlowTag } from '../flowKit/tags';
import type { DamageReportEffects } from './effects';
import type { DamageReportContext, DamageReportEvent, DamageReportInput } from './types';

/** The report's types, as setup() takes them. */
export const damageReportTypes = {
  input: {} as DamageReportInput,
  context: {} as DamageReportContext,
  events: {} as DamageReportEvent,
  tags: {} as FlowTag,
  emitted: {} as FlowEmitted,
};

type Actors = DamageReportEffects['actors'];

/** The report's actors as xstate types them for an action's `spawn` (as setup() types its `actors`). */
type DamageReportActor = { [K in keyof Actors & string]: { src: K; logic: Actors[K]; id: string | undefined } }[keyof Actors & string];

type ParamsMap = Record<string, ParameterizedObject['params'] | undefined>;

/** Actions of the report written outside setup(), typed as setup() types its own (see the module comment). */
export const damageReportActions = <TActions extends ParamsMap>(actions: {
  [K in keyof TActions]: ActionFunction<
    DamageReportContext,
    DamageReportEvent,
    DamageReportEvent,
    TActions[K],
    DamageReportActor,
    never,
    never,
    never,
    FlowEmitted
  >;
}) => actions;

/** Guards of the report written outside setup(), typed as setup() types its own. */
export const damageReportGuards = <TGuards extends ParamsMap>(guards: {
  [K in keyof TGuards]: GuardPredicate<DamageReportContext, DamageReportEvent, TGuards[K], never>;
}) => guards;
