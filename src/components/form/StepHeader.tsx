import type { ReactNode, Ref } from 'react';
import * as css from './form.css';

/**
 * The top of a flow's step: the progress bar (hidden from assistive technology: the heading says it), the h1
 * "Steg N av M: heading" and the intro. The damage report and the purchase wizard both draw their steps with it.
 */
export function StepHeader({
  number,
  count,
  heading,
  headingId,
  headingRef,
  intro,
}: {
  number: number;
  count: number;
  heading: ReactNode;
  headingId?: string;
  /** Given when the step moves focus to its heading (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
}) {
  return (
    <>
      <ol className={css.progress} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${css.progressItem} ${i < number ? css.progressDone : ''}`} />
        ))}
      </ol>
      <h1 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={css.heading}>
        <span className={css.stepLabel}>
          Steg {number} av {count}:
        </span>{' '}
        {heading}
      </h1>
      {intro}
    </>
  );
}
