import type { ReactNode } from 'react';
import * as css from '../form/form.css';
import { StepHeader, type StepHeadings } from './StepHeader';

/**
 * A flow's loading state. Where the flow certainly opens at a step, it draws that step's header (and intro) where
 * the step draws it, so the static shell's first paint (server/pageHints.ts), this state and the step sit on the
 * same pixels; otherwise the flow's heading. As tall as the screen, so the footer stays below the fold.
 */
export function FlowLoading<TStep extends string>({
  steps,
  step,
  intro,
  heading,
  status,
}: {
  steps: StepHeadings<TStep>;
  step: TStep | null;
  intro?: ReactNode;
  heading: string;
  status: string;
}) {
  return (
    <div className={css.loadingPage} aria-busy="true">
      {step === null ? (
        <h1 className={css.heading}>{heading}</h1>
      ) : (
        <section className={`${css.stepSection} ${css.loadingStep}`}>
          <StepHeader steps={steps} step={step} intro={intro} />
        </section>
      )}
      <p role="status">{status}</p>
    </div>
  );
}
