import { cancellationSteps, type CancellationStepName } from '../../../domain/cancellationSteps';
import type { FlowStep } from '../../../domain/flowSteps';
import * as formCss from '../../components/form/form.css';

/** The text under a step's heading (the step list's, as the static shell paints it), where the step has one. */
export function StepIntro({ step, id }: { step: CancellationStepName; id?: string }) {
  const intro = (cancellationSteps.info(step) as FlowStep).intro;
  return intro ? (
    <p id={id} className={formCss.hint}>
      {intro}
    </p>
  ) : null;
}
