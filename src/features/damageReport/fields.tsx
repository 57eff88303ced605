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
import { PhoneFields, type PhonePart } from '../../components/form/PhoneFields';
import { CheckboxGroup as SharedCheckboxGroup } from '../../components/form/CheckboxGroup';
import { RadioGroup as SharedRadioGroup, type RadioOption } from '../../components/form/RadioGroup';
import { SelectField as SharedSelectField } from '../../components/form/SelectField';
import { TextField as SharedTextField } from '../../components/form/TextField';

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

/** The shared text field (src/components/form) bound to one form field of the flow. */
export function TextField({ field, ...props }: TextFieldProps) {
  const value = useFlowSelector((s) => s.context.form[field]);
  const change = useChange();
  const blur = useBlur();
  return (
    <SharedTextField
      {...props}
      id={fieldId(field)}
      errorId={errorId(field)}
      name={field}
      error={useFieldError(field)}
      value={typeof value === 'string' ? value : ''}
      onChange={(text) => change(field, text as CaseForm[typeof field])}
      onBlur={() => blur(field)}
    />
  );
}

export type ChoiceOption<V> = RadioOption<V>;

/** The shared radio group for a field of the flow; the first radio carries the field's id (the error summary links to it). */
export function RadioGroup<V extends string | number>({
  field,
  name,
  ...props
}: {
  field: ErrorField;
  legend: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  inline?: boolean;
  name?: string;
}) {
  return <SharedRadioGroup {...props} id={fieldId(field)} errorId={errorId(field)} name={name ?? field} error={useFieldError(field)} />;
}

/** The shared checkbox group (src/components/form) over a list of codes of the flow; the first checkbox carries the field's id. */
export function CheckboxGroup({
  field,
  ...props
}: {
  field: ErrorField;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly ChoiceOption<number>[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  return <SharedCheckboxGroup {...props} id={fieldId(field)} errorId={errorId(field)} name={field} error={useFieldError(field)} />;
}

type PhoneGroup = {
  code: 'countryCode' | 'countryCodePolicyHolder' | 'countryCodeComp' | 'countryCodeCaseContact';
  number: 'phoneNumber' | 'phoneNumberPolicyHolder' | 'phoneNumberComp' | 'phoneNumberCaseContact';
};

/** The shared phone fields (SPEC §5: +47 → 8 digits, others 4–15) bound to a code/number pair of the flow. */
export function PhoneField({ legend, group, hint }: { legend: string; group: PhoneGroup; hint?: ReactNode }) {
  const change = useChange();
  const blur = useBlur();
  const part = (field: PhoneGroup['code'] | PhoneGroup['number'], value: string | null | undefined, error: string | undefined): PhonePart => ({
    id: fieldId(field),
    errorId: errorId(field),
    value: value ?? '',
    error,
    onChange: (text) => change(field, text),
    onBlur: () => blur(field),
  });
  const code = part(group.code, useFlowSelector((s) => s.context.form[group.code]), useFieldError(group.code));
  const number = part(group.number, useFlowSelector((s) => s.context.form[group.number]), useFieldError(group.number));
  return <PhoneFields legend={legend} hint={hint} code={code} number={number} />;
}

/** The shared select (src/components/form) bound to a string field of the flow; the placeholder stores null. */
export function SelectField({
  field,
  ...props
}: {
  field: 'insuranceAgent' | 'damageType';
  label: string;
  options: readonly { value: string; name: string }[];
  placeholder?: string;
}) {
  const value = useFlowSelector((s) => s.context.form[field]);
  const change = useChange();
  const blur = useBlur();
  return (
    <SharedSelectField
      {...props}
      id={fieldId(field)}
      errorId={errorId(field)}
      name={field}
      error={useFieldError(field)}
      value={value}
      onChange={(chosen) => change(field, chosen || null)}
      onBlur={() => blur(field)}
    />
  );
}
