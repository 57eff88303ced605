/**
 * Small pieces every step form uses (STYLE "Accessible step forms"): the hint under a label, the error text
 * tied to its field, and the aria-describedby list. They take ids and messages as props and decide nothing.
 */
import type { ReactNode } from 'react';
import * as css from './form.css';

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
