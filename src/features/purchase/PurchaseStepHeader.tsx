import type { ReactNode, Ref } from 'react';
import { PURCHASE_STEP_COUNT, purchaseStepOf, type PurchaseStepName } from '../../../domain/purchaseSteps';
import * as css from '../../components/form/form.css';

/**
 * The top of a purchase step: the progress bar, the h1 "Steg N av 4: heading" and the intro. Shown by the step
 * and, for the step the address names, by the wizard's loading state, in the same place as index.html's static
 * shell draws it (server/pageHints.ts).
 */
export function PurchaseStepHeader({
  step,
  headingId,
  headingRef,
  intro,
}: {
  step: PurchaseStepName;
  headingId?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
}) {
  const { number, heading } = purchaseStepOf(step);
  return (
    <>
      <ol className={css.progress} aria-hidden="true">
        {Array.from({ length: PURCHASE_STEP_COUNT }, (_, i) => (
          <li key={i} className={`${css.progressItem} ${i < number ? css.progressDone : ''}`} />
        ))}
      </ol>
      <h1 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={css.heading}>
        <span className={css.stepLabel}>
          Steg {number} av {PURCHASE_STEP_COUNT}:
        </span>{' '}
        {heading}
      </h1>
      {intro}
    </>
  );
}
