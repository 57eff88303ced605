import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint } from './fieldParts';
import * as css from './form.css';
import { PHONE_PART_LABELS } from '../../../domain/stepQuestions';

export interface PhonePart {
  id: string;
  errorId: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** Country code ("Landkode") and number in one fieldset (SPEC §5: +47 → 8 digits, others 4–15). */
export function PhoneFields({
  legend,
  hint,
  code,
  number,
  disabled,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  code: PhonePart;
  number: PhonePart;
  disabled?: boolean;
}) {
  const hintId = hint ? `${number.id}-hint` : undefined;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={css.phoneRow}>
        <div className={css.phoneCode}>
          <label htmlFor={code.id} className={css.smallLabel}>
            {PHONE_PART_LABELS.code}
          </label>
          <input
            id={code.id}
            className={css.input}
            type="text"
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            disabled={disabled}
            value={code.value}
            aria-invalid={code.error ? true : undefined}
            aria-describedby={code.errorId}
            onChange={(e) => code.onChange(e.target.value)}
            onBlur={code.onBlur}
          />
        </div>
        <div className={css.phoneNumber}>
          <label htmlFor={number.id} className={css.smallLabel}>
            {PHONE_PART_LABELS.number}
          </label>
          <input
            id={number.id}
            className={css.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            disabled={disabled}
            value={number.value}
            aria-invalid={number.error ? true : undefined}
            aria-describedby={describedBy(hintId, number.errorId)}
            onChange={(e) => number.onChange(e.target.value)}
            onBlur={number.onBlur}
          />
        </div>
      </div>
      <FieldErrorText id={code.errorId} error={code.error} />
      <FieldErrorText id={number.errorId} error={number.error} />
    </fieldset>
  );
}
