/**
 * The flow kit's standard actions and guards, by name with their parameters: what every flow's setup has once
 * `withFlowKit` (./flowSetup.ts) has extended it, and the only names a step state (./stepState.ts) may use. Their
 * implementations are in ./flowSetup.ts; the names stand apart so that the factory and the step builder do not
 * import each other.
 */

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
