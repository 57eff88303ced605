import { damageDateWindow } from '../../../../domain/damageDate';
import { osloDay } from '../../../../domain/schemas/dates';
import { asksOtherDamageType } from '../../../../machines/damageReport/selectors';
import { DatePicker } from '../../../components/form/DatePicker';
import { SelectField, TextField, useBlur, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useFieldError, useFlowSelector, useForm } from '../flowContext';
import { useFlowMetadata } from '../useFlowMetadata';
import * as css from '../../../components/form/form.css';
import { damageReportQuestions } from '../../../../domain/damageReportQuestions';

const ASKS = damageReportQuestions.skade;

/**
 * The portal's date picker (dd.mm.åååå), as in the purchase wizard and «Si opp forsikring»: the stored date shown
 * as its Oslo day; the latest day offered is today, where the calendar opens.
 */
function DamageDateField() {
  const form = useForm();
  const change = useChange();
  const blur = useBlur();
  const window = damageDateWindow();
  return (
    <DatePicker
      id={fieldId('damageDate')}
      errorId={errorId('damageDate')}
      label={ASKS.damageDate}
      hint="Velg datoen i kalenderen. Datoen kan ikke være etter i dag."
      value={form.damageDate ? osloDay(form.damageDate) : null}
      window={window}
      today={window.max}
      error={useFieldError('damageDate')}
      onSelect={(day) => change('damageDate', day)}
      onBlur={() => blur('damageDate')}
    />
  );
}

export function SkadeStep() {
  const form = useForm();
  const metadata = useFlowMetadata();
  const chosen = metadata.damageType.find((d) => d.value === form.damageType);
  const asksOther = useFlowSelector(asksOtherDamageType);
  return (
    <StepLayout step="skade">
      <DamageDateField />
      <SelectField
        field="damageType"
        label={ASKS.damageType}
        placeholder="Velg type skade"
        options={metadata.damageType.map((d) => ({ value: d.value, name: d.name }))}
      />
      <div aria-live="polite">
        {chosen?.hint ? (
          <p className={css.hintBox}>
            <strong>{chosen.name}:</strong> {chosen.hint}
          </p>
        ) : null}
      </div>
      {asksOther ? (
        <TextField field="otherDamageType" label={ASKS.otherDamageType} hint="Maks 200 tegn." />
      ) : null}
    </StepLayout>
  );
}
