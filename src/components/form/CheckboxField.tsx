import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint } from './fieldParts';
import * as css from './form.css';

/**
 * One checkbox with its label; hint and error describe it. With a `legend` it is a group of its own (a fieldset
 * whose legend names the question, the hint under the legend). `plain` draws the label without the choice box
 * around it, for a lone box in a card or a dialog. Without an `errorId` the box has no error text.
 */
export function CheckboxField({
  id,
  errorId,
  label,
  legend,
  hint,
  error,
  checked,
  disabled,
  required,
  plain,
  onChange,
}: {
  id: string;
  errorId?: string;
  label: ReactNode;
  legend?: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  disabled?: boolean;
  required?: boolean;
  plain?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const box = (
    <label htmlFor={id} className={plain ? css.plainOption : css.option}>
      <input
        id={id}
        type="checkbox"
        className={css.optionInput}
        checked={checked}
        disabled={disabled}
        required={required}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={css.optionText}>{label}</span>
    </label>
  );
  const errorText = errorId ? <FieldErrorText id={errorId} error={error} /> : null;
  if (legend) {
    return (
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{legend}</legend>
        <FieldHint id={hintId} hint={hint} />
        {box}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={css.field}>
      {box}
      <FieldHint id={hintId} hint={hint} />
      {errorText}
    </div>
  );
}
