import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint } from './fieldParts';
import * as css from './form.css';

/** One checkbox with its label; hint and error describe it. */
export function CheckboxField({
  id,
  errorId,
  label,
  hint,
  error,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.option}>
        <input
          id={id}
          type="checkbox"
          className={css.optionInput}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={css.optionText}>{label}</span>
      </label>
      <FieldHint id={hintId} hint={hint} />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
