import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/ui.css';
import { ChoiceFieldset, type FieldBase } from './fieldParts';
import * as css from './form.css';

export interface RadioOption<V> {
  value: V;
  label: ReactNode;
  /** Read as part of the option's name, after a separator. */
  detail?: ReactNode;
}

/**
 * A radio group: fieldset + legend (described by the hint and the error); the first radio carries `id` (an error summary links to it).
 * Each radio is invalid and described by the error only while the group has one, so an answered group is valid again.
 */
export function RadioGroup<V extends string | number | boolean>({
  id,
  errorId,
  name,
  legend,
  hint,
  error,
  options,
  value,
  disabled,
  inline,
  onChange,
  hintId: hintShownElsewhere,
}: FieldBase & {
  /** The id of a hint shown elsewhere on the page (a step's intro) that describes the group; instead of `hint`. */
  hintId?: string;
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | null | undefined;
  inline?: boolean;
  onChange: (value: V) => void;
}) {
  const hintId = hint ? `${id}-hint` : hintShownElsewhere;
  return (
    <ChoiceFieldset legend={legend} hint={hint} hintId={hintId} error={error} errorId={errorId} inline={inline}>
      {options.map((option, i) => {
        const optionId = i === 0 ? id : `${id}-${i}`;
        return (
          <label key={String(option.value)} htmlFor={optionId} className={css.option}>
            <input
              id={optionId}
              type="radio"
              name={name}
              className={css.optionInput}
              checked={value === option.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className={css.optionText}>
              <span>{option.label}</span>
              {option.detail ? (
                <span className={css.optionDetail}>
                  <span className={visuallyHidden}>, </span>
                  {option.detail}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
