import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint, type FieldBase } from './fieldParts';
import * as css from './form.css';

export interface SelectOption {
  value: string;
  name: string;
}

/**
 * A labelled native select whose first option is the empty placeholder ('Velg'); its hint and error describe it,
 * an error marks it invalid. `onChange` gets the chosen value, '' for the placeholder.
 */
export function SelectField({
  id,
  errorId,
  name = id,
  label,
  hint,
  error,
  options,
  value,
  placeholder = 'Velg',
  disabled,
  onChange,
  onBlur,
}: FieldBase & {
  /** The form field's name; the id by default. */
  name?: string;
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null | undefined;
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <select
        id={id}
        name={name}
        className={css.input}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
