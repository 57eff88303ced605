import type { FlowStep, StepList } from '../../../domain/flowSteps';
import * as formCss from '../form/form.css';

/** The text under a step's heading (the flow's declaration, as the static shell paints it), where the step has one. */
export function StepIntro<TStep extends string>({ steps, step, id }: { steps: StepList<readonly FlowStep<TStep>[]>; step: TStep; id?: string }) {
  const { intro } = steps.info(step);
  return intro ? (
    <p id={id} className={formCss.hint}>
      {intro}
    </p>
  ) : null;
}
