/**
 * The flow kit's standard actions and guards, by name with their parameters: what every flow's setup has once
 * `withFlowKit` (./flowSetup.ts) has extended it, and the only names a step state (./stepState.ts) may use; and the
 * context and rules they work on. Their implementations are in ./stepState.ts (a step's) and ./flowSetup.ts (the
 * flow's); the types stand apart so that the factory and the step builder do not import each other.
 */
import type { MachineContext } from 'xstate';

/** The context fields the kit reads and writes, in every flow's context. */
export interface FlowKitContext<TStep extends string = string, TNotice extends string = string> extends MachineContext {
  /** Field → message of the messages shown now. */
  errors: Readonly<Partial<Record<string, string>>>;
  /** Steps where NESTE was refused: their messages follow every change from then on. */
  attemptedSteps: TStep[];
  /** Why the step's last send did nothing (its text is the view's), or null. */
  notice: TNotice | null;
}

/** A flow's rules, as the kit's guards and actions ask them. */
export interface FlowRules<TContext, TStep extends string> {
  /** The messages of the step's rules now. */
  validate(step: TStep, context: TContext): Readonly<Partial<Record<string, string>>>;
  /** The step's rules pass (default: `validate` finds nothing). */
  isValid?(step: TStep, context: TContext): boolean;
  /** The URL may open the step (typically: every earlier step is complete). */
  canEnter(step: TStep, context: TContext): boolean;
  /** The step the flow opens at, once loaded. */
  openingStep(context: TContext): TStep;
  /** What a step URL asks while the flow loads (back/forward at start-up): the context it sets. */
  request(step: TStep, context: TContext): Partial<TContext>;
  /** A step's entry also clears the notice (the damage report: SEND INN's last failure is not shown again). */
  entryClearsNotice?: boolean;
}

/** A part's parameter: the step it acts on. */
export interface OnStep<TStep extends string> {
  step: TStep;
}

/** The kit's actions and their parameters. */
export type FlowKitActions<TStep extends string, TNotice extends string> = {
  clearErrors: undefined;
  showStepErrors: OnStep<TStep>;
  announceRefusal: undefined;
  setNotice: { notice: TNotice };
  announceNotice: undefined;
  clearNotice: undefined;
  requestPage: undefined;
};

/** The kit's guards and their parameters. */
export type FlowKitGuards<TStep extends string> = {
  canEnter: OnStep<TStep>;
  isStepValid: OnStep<TStep>;
  isLaterStep: OnStep<TStep>;
  opensAt: OnStep<TStep>;
};
