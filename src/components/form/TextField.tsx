import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldHint, type FieldBase } from './fieldParts';
import * as css from './form.css';

export interface TextFieldProps extends FieldBase {
  /** The form field's name; the id by default. */
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** The latest day a date field offers (YYYY-MM-DD). */
  max?: string;
  multiline?: boolean;
  /** Shown under the field, e.g. a character counter (give it `afterId` to describe the field). */
  after?: ReactNode;
  afterId?: string;
  className?: string;
}

/** A labelled text input (or textarea); its hint and error describe it, an error marks it invalid. */
export function TextField({
  id,
  errorId,
  name = id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  max,
  disabled,
  multiline,
  after,
  afterId,
  className,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    value,
    placeholder,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, afterId, errorId),
    onBlur,
  };
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {multiline ? (
        <textarea {...common} className={css.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          className={`${css.input} ${className ?? ''}`}
          inputMode={inputMode}
          autoComplete={autoComplete}
          max={max}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {after}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
