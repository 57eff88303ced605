import { cancellationSteps } from '../../../domain/cancellationSteps';
import { FlowLoading } from '../../components/flow/FlowLoading';
import { StepIntro } from './StepIntro';
import { CANCELLATION_TEXTS } from './texts';

/** While the agreement loads: the wizard's name and «Laster...»; a step's heading while its view renders. */
export function CancellationLoading({ step }: { step: string | null }) {
  const known = step !== null && cancellationSteps.isName(step) ? step : null;
  return (
    <FlowLoading
      steps={cancellationSteps}
      step={known}
      intro={known ? <StepIntro step={known} /> : undefined}
      heading={CANCELLATION_TEXTS.title}
      status={CANCELLATION_TEXTS.loading}
    />
  );
}
