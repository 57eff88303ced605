import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { PurchaseField } from '../../../domain/purchaseForm';
import type { PurchaseStepName } from '../../../domain/purchaseSteps';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import * as css from '../../components/form/form.css';
import { button } from '../../styles/ui.css';
import { PurchaseStepHeader } from './PurchaseStepHeader';
import { purchaseFieldId, type PurchaseStepViewProps } from './viewProps';

/**
 * One purchase step: a section labelled by its h1 "Steg N av 4: heading", the error summary, the fields and
 * the two buttons (a secondary one, and the submit that sends the view's `onNext`). The view decides nothing else.
 */
export function PurchaseStepLayout({
  step,
  view,
  busy = view.busy ?? false,
  back,
  submitLabel,
  intro,
  children,
}: {
  step: PurchaseStepName;
  /** The step view's own props: errors, summary, focus and NESTE. */
  view: PurchaseStepViewProps;
  /** Buttons are disabled while busy (default: the view's `busy`). */
  busy?: boolean;
  /** The secondary button: TILBAKE, or AVBRYT on the first step. */
  back: { label: string; onClick: () => void };
  submitLabel: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { errors, showErrorSummary = false, errorSummaryFocusKey = 0, focusHeading = false, onNext: onSubmit } = view;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
    // Only when the step is shown: a later re-render keeps the customer's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const entries = showErrorSummary
    ? (Object.entries(errors) as [PurchaseField, string | undefined][])
        .filter((e): e is [PurchaseField, string] => typeof e[1] === 'string')
        .map(([field, message]) => ({ fieldId: purchaseFieldId(field), message }))
    : [];

  return (
    <section aria-labelledby={headingId} className={css.stepSection}>
      <PurchaseStepHeader step={step} headingId={headingId} headingRef={headingRef} intro={intro} />
      <ErrorSummary entries={entries} focusKey={errorSummaryFocusKey} />
      <form
        noValidate
        className={css.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className={css.buttons}>
          <button type="button" className={button.secondary} disabled={busy} onClick={back.onClick}>
            {back.label}
          </button>
          <button type="submit" className={button.primary} aria-disabled={busy ? true : undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
