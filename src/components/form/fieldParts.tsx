/**
 * Small pieces every step form uses (STYLE "Accessible step forms"): the hint under a label, the error text
 * tied to its field, and the aria-describedby list. They take ids and messages as props and decide nothing.
 */
import type { ReactNode } from 'react';
import * as css from './form.css';

/** What every field takes besides its label and value: the ids (an error summary links to `id`), hint, message, state. */
export interface FieldBase {
  id: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** The hint under a label or legend, referenced by the field's aria-describedby. */
export function FieldHint({ id, hint }: { id: string | undefined; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className={css.hint}>
      {hint}
    </p>
  ) : null;
}

/** The error text of a field under `id`; always rendered (a polite live region) so a new message is announced. */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div id={id} aria-live="polite">
      {error ? <p className={css.errorMessage}>{error}</p> : null}
    </div>
  );
}

/**
 * The frame of a radio or checkbox group: fieldset + legend, described by the hint and the error; the hint under
 * the legend, the options (`children`) in a column or, `inline`, a row, and the error text last.
 */
export function ChoiceFieldset({
  legend,
  hint,
  hintId,
  error,
  errorId,
  inline,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={css.fieldset} aria-describedby={describedBy(hintId, errorId)}>
      <legend className={css.legend}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={inline ? css.optionsInline : css.options}>{children}</div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
