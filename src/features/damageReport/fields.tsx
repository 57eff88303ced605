/**
 * Form pieces of the damage-report steps (STYLE "Accessible step forms"): every input has a label,
 * its error is tied with aria-describedby + aria-invalid and sits in a polite live region, choices
 * are fieldsets with a legend. Inputs send `user.change` / `user.blur`; nothing here decides rules.
 */
import type { ReactNode } from 'react';
import type { ErrorField } from '../../../domain/schemas/damageReport';
import type { CaseForm } from '../../../domain/types';
import { errorId, fieldId, useDamageReportActor, useFieldError, useFlowSelector } from './flowContext';
import { describedBy, FieldErrorText, FieldHint } from '../../components/form/fieldParts';
import { visuallyHidden } from '../../styles/ui.css';
import * as css from './damageReport.css';

type FormKey = keyof CaseForm;

/** Sends `user.change` for a field (typed per field by the machine's event union). */
export function useChange() {
  const actor = useDamageReportActor();
  return <K extends FormKey>(field: K, value: CaseForm[K]) =>
    actor.send({ type: 'user.change', field, value } as Extract<Parameters<typeof actor.send>[0], { type: 'user.change' }>);
}

export function useBlur() {
  const actor = useDamageReportActor();
  return (field: ErrorField) => actor.send({ type: 'user.blur', field });
}

/** The error text of a field; always rendered so a new message is announced. */
export function FieldError({ field }: { field: ErrorField }) {
  return <FieldErrorText id={errorId(field)} error={useFieldError(field)} />;
}

export { describedBy, FieldHint };

/** The fieldset of a choice group: legend, hint, the options, the error; the first option carries the field's id. */
function ChoiceFieldset({
  field,
  legend,
  hint,
  className,
  children,
}: {
  field: ErrorField;
  legend: ReactNode;
  hint?: ReactNode;
  className: string;
  children: (optionIdOf: (index: number) => string, invalid: true | undefined) => ReactNode;
}) {
  const error = useFieldError(field);
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset className={css.fieldset} aria-describedby={describedBy(hintId, errorId(field))}>
      <legend className={css.legend}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={className}>{children((i) => (i === 0 ? id : `${id}-${i}`), error ? true : undefined)}</div>
      <FieldError field={field} />
    </fieldset>
  );
}

export interface TextFieldProps {
  field: FormKey & ErrorField;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  max?: string;
  multiline?: boolean;
  /** Shown under the field, e.g. a character counter. */
  after?: ReactNode;
  className?: string;
}

/** A labelled text input (or textarea) bound to one form field. */
export function TextField({ field, label, hint, type = 'text', inputMode, autoComplete, maxLength, max, multiline, after, className }: TextFieldProps) {
  const value = useFlowSelector((s) => s.context.form[field]);
  const error = useFieldError(field);
  const change = useChange();
  const blur = useBlur();
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, errorId(field)),
    onBlur: () => blur(field),
  };
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {multiline ? (
        <textarea
          {...common}
          className={css.textarea}
          maxLength={maxLength}
          onChange={(e) => change(field, e.target.value as CaseForm[typeof field])}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={`${css.input} ${className ?? ''}`}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          max={max}
          onChange={(e) => change(field, e.target.value as CaseForm[typeof field])}
        />
      )}
      {after}
      <FieldError field={field} />
    </div>
  );
}

export interface ChoiceOption<V> {
  value: V;
  label: ReactNode;
  detail?: ReactNode;
}

/** A radio group: fieldset + legend, the first radio carries the field's id (the error summary links to it). */
export function RadioGroup<V extends string | number>({
  field,
  legend,
  hint,
  options,
  value,
  onChange,
  inline,
  name,
}: {
  field: ErrorField;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  inline?: boolean;
  name?: string;
}) {
  return (
    <ChoiceFieldset field={field} legend={legend} hint={hint} className={inline ? css.optionsInline : css.options}>
      {(optionIdOf, invalid) =>
        options.map((option, i) => {
          const optionId = optionIdOf(i);
          return (
            <label key={String(option.value)} htmlFor={optionId} className={css.option}>
              <input
                id={optionId}
                type="radio"
                name={name ?? field}
                className={css.optionInput}
                checked={value === option.value}
                aria-invalid={invalid}
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
        })
      }
    </ChoiceFieldset>
  );
}

/** A checkbox group over a list of codes. */
export function CheckboxGroup({
  field,
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  field: ErrorField;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly ChoiceOption<number>[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  return (
    <ChoiceFieldset field={field} legend={legend} hint={hint} className={css.options}>
      {(optionIdOf, invalid) =>
        options.map((option, i) => {
          const optionId = optionIdOf(i);
          return (
            <label key={option.value} htmlFor={optionId} className={css.option}>
              <input
                id={optionId}
                type="checkbox"
                name={field}
                className={css.optionInput}
                checked={value.includes(option.value)}
                aria-invalid={invalid}
                onChange={(e) =>
                  onChange(e.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
                }
              />
              <span className={css.optionText}>{option.label}</span>
            </label>
          );
        })
      }
    </ChoiceFieldset>
  );
}

type PhoneGroup = {
  code: 'countryCode' | 'countryCodePolicyHolder' | 'countryCodeComp' | 'countryCodeCaseContact';
  number: 'phoneNumber' | 'phoneNumberPolicyHolder' | 'phoneNumberComp' | 'phoneNumberCaseContact';
};

/** Country code + number in one fieldset (SPEC §5: +47 → 8 digits, others 4–15). */
export function PhoneField({ legend, group, hint }: { legend: string; group: PhoneGroup; hint?: ReactNode }) {
  const code = useFlowSelector((s) => s.context.form[group.code]);
  const number = useFlowSelector((s) => s.context.form[group.number]);
  const codeError = useFieldError(group.code);
  const numberError = useFieldError(group.number);
  const change = useChange();
  const blur = useBlur();
  const codeId = fieldId(group.code);
  const numberId = fieldId(group.number);
  const hintId = hint ? `${numberId}-hint` : undefined;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={css.phoneRow}>
        <div className={css.phoneCode}>
          <label htmlFor={codeId} className={css.smallLabel}>
            Landkode
          </label>
          <input
            id={codeId}
            className={css.input}
            type="text"
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            value={code ?? ''}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={errorId(group.code)}
            onChange={(e) => change(group.code, e.target.value)}
            onBlur={() => blur(group.code)}
          />
        </div>
        <div className={css.phoneNumber}>
          <label htmlFor={numberId} className={css.smallLabel}>
            Telefonnummer
          </label>
          <input
            id={numberId}
            className={css.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={number ?? ''}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={describedBy(hintId, errorId(group.number))}
            onChange={(e) => change(group.number, e.target.value)}
            onBlur={() => blur(group.number)}
          />
        </div>
      </div>
      <FieldError field={group.code} />
      <FieldError field={group.number} />
    </fieldset>
  );
}

/** A native select bound to a string field. */
export function SelectField({
  field,
  label,
  options,
  placeholder = 'Velg',
}: {
  field: 'insuranceAgent' | 'damageType';
  label: string;
  options: readonly { value: string; name: string }[];
  placeholder?: string;
}) {
  const value = useFlowSelector((s) => s.context.form[field]);
  const error = useFieldError(field);
  const change = useChange();
  const blur = useBlur();
  const id = fieldId(field);
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        name={field}
        className={css.input}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId(field)}
        onChange={(e) => change(field, e.target.value || null)}
        onBlur={() => blur(field)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}
