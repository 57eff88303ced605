import { endDateWindow, isAllowedEndDate, refundFor } from '../../../../domain/cancellation';
import { DatePicker } from '../../../components/form/DatePicker';
import * as formCss from '../../../components/form/form.css';
import { cancellationErrorId, cancellationFieldId, StepLayout, useAgreement, useCancellationActor, useCancellationSelector, useRuleContext } from '../flowContext';
import { CANCELLATION_TEXTS, endDateHint, refundText } from '../texts';

/**
 * Step 2 «Når skal forsikringen slutte?»: a date picker «Siste dag med dekning» that offers only the dates the reason
 * allows, today at the earliest (at renewal, only the insurance year's last day, already chosen), and the premium paid
 * back for a date chosen.
 */
export function DatoStep() {
  const actor = useCancellationActor();
  const agreement = useAgreement();
  const rules = useRuleContext();
  const { reason, endDate } = useCancellationSelector((s) => s.context.form);
  const error = useCancellationSelector((s) => s.context.errors.endDate);
  const busy = useCancellationSelector((s) => s.hasTag('busy'));
  // The step is shown only once a reason is chosen (the machine's rule).
  const window = endDateWindow(reason!, rules);
  const allowed = endDate !== '' && isAllowedEndDate(reason!, endDate, rules);
  return (
    <StepLayout step="dato">
      <DatePicker
        id={cancellationFieldId('endDate')}
        errorId={cancellationErrorId('endDate')}
        label={CANCELLATION_TEXTS.endDateLabel}
        hint={endDateHint(window.first, window.last)}
        error={error}
        value={endDate || null}
        window={{ min: window.first, max: window.last }}
        disabled={busy}
        onSelect={(day) => actor.send({ type: 'user.change', field: 'endDate', value: day })}
      />
      <p role="status" className={allowed ? formCss.hintBox : undefined}>
        {allowed ? refundText(refundFor({ price: agreement.price, endDate, renewalDate: agreement.renewalDate })) : ''}
      </p>
    </StepLayout>
  );
}
