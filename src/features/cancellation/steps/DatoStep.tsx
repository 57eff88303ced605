import { endDateChoice } from '../../../../machines/cancellation/selectors';
import { DatePicker } from '../../../components/form/DatePicker';
import * as formCss from '../../../components/form/form.css';
import { cancellationErrorId, cancellationFieldId, StepLayout, useCancellationActor, useCancellationSelector } from '../flowContext';
import { endDateHint, refundText } from '../texts';
import { cancellationQuestions } from '../../../../domain/cancellationQuestions';

/**
 * Step 2 «Når skal forsikringen slutte?»: a date picker «Siste dag med dekning» that offers only the dates the reason
 * allows, today at the earliest (at renewal, only the insurance year's last day, already chosen), and the premium paid
 * back for a date chosen.
 */
export function DatoStep() {
  const actor = useCancellationActor();
  const endDate = useCancellationSelector((s) => s.context.form.endDate);
  const error = useCancellationSelector((s) => s.context.errors.endDate);
  const busy = useCancellationSelector((s) => s.hasTag('busy'));
  // The dates the reason allows, and the refund for an allowed date chosen (the machine's selector, from the rules).
  const { window, refund } = useCancellationSelector(endDateChoice);
  return (
    <StepLayout step="dato">
      <DatePicker
        id={cancellationFieldId('endDate')}
        errorId={cancellationErrorId('endDate')}
        label={cancellationQuestions.dato.endDate}
        hint={endDateHint(window.first, window.last)}
        error={error}
        value={endDate || null}
        window={{ min: window.first, max: window.last }}
        disabled={busy}
        onSelect={(day) => actor.send({ type: 'user.change', field: 'endDate', value: day })}
      />
      <p role="status" className={refund !== null ? formCss.hintBox : undefined}>
        {refund !== null ? refundText(refund) : ''}
      </p>
    </StepLayout>
  );
}
