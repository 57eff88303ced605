import type { ReactNode, Ref } from 'react';
import type { StepHeadings } from '../../../domain/flowSteps';
import * as css from '../form/form.css';

export type { StepHeadings };

/**
 * The top of a flow's step: the progress bar (hidden from assistive technology: the heading says it), the h1
 * "Steg N av M: heading" from the flow's step list, and the intro. Every flow's steps are drawn with it
 * (./FlowStepLayout.tsx), and the purchase wizard's loading state draws the step it opens at with it.
 */
export function StepHeader<TStep extends string>({
  steps,
  step,
  headingId,
  headingRef,
  intro,
}: {
  steps: StepHeadings<TStep>;
  step: TStep;
  headingId?: string;
  /** Given when the step moves focus to its heading (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
}) {
  const { number, heading } = steps.info(step);
  return (
    <>
      <ol className={css.progress} aria-hidden="true">
        {Array.from({ length: steps.count }, (_, i) => (
          <li key={i} className={`${css.progressItem} ${i < number ? css.progressDone : ''}`} />
        ))}
      </ol>
      <h1 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={css.heading}>
        <span className={css.stepLabel}>
          Steg {number} av {steps.count}:
        </span>{' '}
        {heading}
      </h1>
      {intro}
    </>
  );
}
