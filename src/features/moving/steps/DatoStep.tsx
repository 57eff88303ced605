import { movingDateChoice, todayOf } from '../../../../machines/moving/selectors';
import { DatePicker } from '../../../components/form/DatePicker';
import { movingErrorId, movingFieldId, StepLayout, useMovingActor, useMovingSelector } from '../flowContext';
import { movingDateHint } from '../texts';
import { movingQuestions } from '../../../../domain/movingQuestions';

/**
 * Step 2 «Når flytter du?»: a date picker «Flyttedato» that offers only the dates allowed (30 days back to 90 ahead,
 * not before the cover starts or the last move), and says why.
 */
export function DatoStep() {
  const actor = useMovingActor();
  const movingDate = useMovingSelector((s) => s.context.form.movingDate);
  const error = useMovingSelector((s) => s.context.errors.movingDate);
  const busy = useMovingSelector((s) => s.hasTag('busy'));
  const window = useMovingSelector(movingDateChoice);
  const today = useMovingSelector(todayOf);
  return (
    <StepLayout step="dato">
      <DatePicker
        id={movingFieldId('movingDate')}
        errorId={movingErrorId('movingDate')}
        label={movingQuestions.dato.movingDate}
        hint={movingDateHint(window)}
        error={error}
        value={movingDate || null}
        window={{ min: window.first, max: window.last }}
        today={today}
        disabled={busy}
        onSelect={(day) => actor.send({ type: 'user.change', field: 'movingDate', value: day })}
      />
    </StepLayout>
  );
}
