/**
 * The independent oracle every flow's model test shares for a move between two steps: the step list's answer, not
 * the machine's own targets. TILBAKE goes to the previous step, NESTE to the next, a route event to the step it
 * names. The flow's own moves (a confirmation, a bounce back) it checks itself first.
 */
import { expect } from 'vitest';
import type { FlowStep, StepList } from '../../domain/flowSteps';

/** Checks the move `from` → `to` on `event` by the step list; false when the event is none of those three. */
export function expectStepListMove<TStep extends string>(
  steps: StepList<readonly FlowStep<TStep>[]>,
  from: TStep,
  to: TStep,
  event: { type: string },
  /** Events that also go on to the next step (the damage report: a save answered while waiting). */
  alsoNext: (type: string) => boolean = () => false,
): boolean {
  if (event.type === 'user.back') expect(to, `back from ${from}`).toBe(steps.previous(from));
  else if (event.type === 'xstate.route') expect(`#${to}`).toBe((event as { type: string; to?: string }).to);
  else if (event.type === 'user.next' || alsoNext(event.type)) expect(to, `next from ${from}`).toBe(steps.next(from));
  else return false;
  return true;
}
