import { osloDay, osloToday } from '../../../../domain/schemas/dates';
import { asksOtherDamageType } from '../../../../machines/damageReport/selectors';
import { TextField as SharedTextField } from '../../../components/form/TextField';
import { SelectField, TextField, useBlur, useChange } from '../fields';
import { errorId, fieldId, StepLayout, useFieldError, useFlowSelector, useForm } from '../flowContext';
import { useFlowMetadata } from '../useFlowMetadata';
import * as css from '../../../components/form/form.css';

/** The date input shows the stored date as its Oslo day; the latest day offered is today. */
function DamageDateField() {
  const form = useForm();
  const change = useChange();
  const blur = useBlur();
  return (
    <SharedTextField
      id={fieldId('damageDate')}
      errorId={errorId('damageDate')}
      name="damageDate"
      type="date"
      label="Når oppdaget du skaden?"
      hint="Velg datoen i kalenderen. Datoen kan ikke være etter i dag."
      className={css.shortInputWide}
      max={osloToday()}
      value={form.damageDate ? (osloDay(form.damageDate) ?? '') : ''}
      error={useFieldError('damageDate')}
      onChange={(value) => change('damageDate', value || null)}
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
        label="Hva slags skade er det?"
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
        <TextField field="otherDamageType" label="Hvilken skade er det?" hint="Maks 200 tegn." />
      ) : null}
    </StepLayout>
  );
}
