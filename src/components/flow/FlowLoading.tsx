import type { FlowStep, StepList } from '../../../domain/flowSteps';
import * as css from '../form/form.css';
import { StepHeader } from './StepHeader';
import { StepIntro } from './StepIntro';

/**
 * A flow's loading state. Where the flow certainly opens at a step, it draws that step's header and intro where
 * the step draws them, so the static shell's first paint (server/pageHints.ts), this state and the step sit on the
 * same pixels; otherwise the flow's heading. As tall as the screen, so the footer stays below the fold.
 */
export function FlowLoading<TStep extends string>({
  steps,
  step,
  heading,
  status,
}: {
  steps: StepList<readonly FlowStep<TStep>[]>;
  /** The step the flow will open at, when known (a page name that is no step is ignored). */
  step: string | null;
  heading: string;
  status: string;
}) {
  const known = step !== null && steps.isName(step) ? step : null;
  return (
    <div className={css.loadingPage} aria-busy="true">
      {known === null ? (
        <h1 className={css.heading}>{heading}</h1>
      ) : (
        <section className={`${css.stepSection} ${css.loadingStep}`}>
          <StepHeader steps={steps} step={known} intro={<StepIntro steps={steps} step={known} />} />
        </section>
      )}
      <p role="status">{status}</p>
    </div>
  );
}

/** A flow's `Loading` (src/components/flow/FlowHost.tsx) from its steps and its words. */
export const flowLoading =
  <TStep extends string>(steps: StepList<readonly FlowStep<TStep>[]>, words: { heading: string; status: string }) =>
  ({ step }: { step: string | null }) => <FlowLoading steps={steps} step={step} {...words} />;
