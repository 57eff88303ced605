import { DAMAGE_TYPE_OTHER } from '../../../../domain/metadata';
import { osloDay, osloToday } from '../../../../domain/schemas/damageReport';
import { describedBy, FieldError, SelectField, TextField, useBlur, useChange } from '../fields';
import { errorId, fieldId, useFieldError, useForm } from '../flowContext';
import { StepLayout } from '../StepLayout';
import { useFlowMetadata } from '../useFlowMetadata';
import * as css from '../../../components/form/form.css';

function DamageDateField() {
  const form = useForm();
  const error = useFieldError('damageDate');
  const change = useChange();
  const blur = useBlur();
  const id = fieldId('damageDate');
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        Når oppdaget du skaden?
      </label>
      <p id={`${id}-hint`} className={css.hint}>
        Velg datoen i kalenderen. Datoen kan ikke være etter i dag.
      </p>
      <input
        id={id}
        type="date"
        className={`${css.input} ${css.shortInputWide}`}
        max={osloToday()}
        value={form.damageDate ? (osloDay(form.damageDate) ?? '') : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, errorId('damageDate'))}
        onChange={(e) => change('damageDate', e.target.value || null)}
        onBlur={() => blur('damageDate')}
      />
      <FieldError field="damageDate" />
    </div>
  );
}

export function SkadeStep() {
  const form = useForm();
  const metadata = useFlowMetadata();
  const chosen = metadata.damageType.find((d) => d.value === form.damageType);
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
      {form.damageType === DAMAGE_TYPE_OTHER ? (
        <TextField field="otherDamageType" label="Hvilken skade er det?" hint="Maks 200 tegn." />
      ) : null}
    </StepLayout>
  );
}
