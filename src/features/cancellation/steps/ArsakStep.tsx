import { CANCELLATION_REASONS } from '../../../../domain/cancellation';
import { RadioGroup } from '../../../components/form/RadioGroup';
import { cancellationErrorId, cancellationFieldId, StepLayout, useCancellationActor, useCancellationSelector } from '../flowContext';
import { cancellationSteps } from '../../../../domain/cancellationSteps';
import { StepIntro } from '../../../components/flow/StepIntro';
import { cancellationQuestions } from '../../../../domain/cancellationQuestions';

/** Step 1 «Hvorfor vil du si opp?»: the three reasons the law gives (docs/cancellation.md). */
export function ArsakStep() {
  const actor = useCancellationActor();
  const reason = useCancellationSelector((s) => s.context.form.reason);
  const error = useCancellationSelector((s) => s.context.errors.reason);
  const busy = useCancellationSelector((s) => s.hasTag('busy'));
  return (
    <StepLayout step="arsak" intro={<StepIntro steps={cancellationSteps} step="arsak" id="oppsigelse-arsak-intro" />}>
      <RadioGroup
        id={cancellationFieldId('reason')}
        errorId={cancellationErrorId('reason')}
        name="reason"
        legend={cancellationQuestions.arsak.reason}
        hintId="oppsigelse-arsak-intro"
        error={error}
        disabled={busy}
        options={CANCELLATION_REASONS.map((r) => ({ value: r.code, label: r.label }))}
        value={reason}
        onChange={(value) => actor.send({ type: 'user.change', field: 'reason', value })}
      />
    </StepLayout>
  );
}
