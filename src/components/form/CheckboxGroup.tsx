import type { ReactNode } from 'react';
import { ChoiceFieldset, type FieldBase } from './fieldParts';
import * as css from './form.css';

export interface CheckboxOption<V> {
  value: V;
  label: ReactNode;
}

/**
 * A checkbox group over a list of values: fieldset + legend (described by the hint and the error); the first
 * checkbox carries `id` (an error summary links to it). Each box is invalid and described by the error only while
 * the group has one, as in RadioGroup.
 */
export function CheckboxGroup<V extends string | number>({
  id,
  errorId,
  name,
  legend,
  hint,
  error,
  options,
  value,
  disabled,
  onChange,
}: FieldBase & {
  name: string;
  legend: ReactNode;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <ChoiceFieldset legend={legend} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      {options.map((option, i) => {
        const optionId = i === 0 ? id : `${id}-${i}`;
        return (
          <label key={option.value} htmlFor={optionId} className={css.option}>
            <input
              id={optionId}
              type="checkbox"
              name={name}
              className={css.optionInput}
              checked={value.includes(option.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
            />
            <span className={css.optionText}>{option.label}</span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
