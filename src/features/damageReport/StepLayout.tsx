import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { ErrorField } from '../../../domain/schemas/damageReport';
import { damageReportSteps, type StepName } from '../../../domain/damageReportSteps';
import { useRefusedNextCount } from '../../components/flow/focus';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { StepHeader } from '../../components/form/StepHeader';
import { button } from '../../styles/ui.css';
import { fieldId, useDamageReportActor, useFlowSelector, type DamageReportActor } from './flowContext';
import * as css from '../../components/form/form.css';

/** Actors whose first step has been shown: the heading takes focus on later step changes only. */
const shownFirstStep = new WeakSet<DamageReportActor>();

/** The step's error summary (the shared one), shown once NESTE was tried on the step; entries link to the fields. */
function StepErrorSummary({ step, focusToken }: { step: StepName; focusToken: number }) {
  const errors = useFlowSelector((s) => s.context.errors);
  const attempted = useFlowSelector((s) => s.context.attemptedSteps.includes(step));
  const entries = attempted
    ? Object.entries(errors)
        .filter((e): e is [ErrorField, string] => typeof e[1] === 'string')
        .map(([field, message]) => ({ fieldId: fieldId(field), message }))
    : [];
  return <ErrorSummary entries={entries} focusKey={focusToken} />;
}

/**
 * One step: a section labelled by its h1 "Steg N av 4: heading" (from the step list), the error summary, the fields and
 * TILBAKE / NESTE. The flows' focus rule (src/components/flow/focus.ts): the h1 takes focus when the step
 * changes; a refused NESTE focuses the summary.
 */
export function StepLayout({
  step,
  intro,
  children,
  nextLabel = 'NESTE',
  nextDisabled,
  nextDisabledReason,
  submit,
}: {
  step: StepName;
  intro?: ReactNode;
  children: ReactNode;
  nextLabel?: string;
  /** aria-disabled next (the machine also refuses the event); the reason is tied to the button. */
  nextDisabled?: boolean;
  nextDisabledReason?: string;
  /** The final step sends `user.submit` instead of `user.next`. */
  submit?: boolean;
}) {
  const actor = useDamageReportActor();
  const busy = useFlowSelector((s) => s.hasTag('busy'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const reasonId = useId();
  const summaryFocus = useRefusedNextCount(actor);
  const { number: stepNumber, heading } = damageReportSteps.info(step);

  useEffect(() => {
    if (shownFirstStep.has(actor)) {
      headingRef.current?.focus();
    } else {
      shownFirstStep.add(actor);
    }
  }, [actor]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A next shown as disabled still asks the machine, which refuses and shows why.
    if (busy) return;
    actor.send({ type: submit ? 'user.submit' : 'user.next' });
  };

  return (
    <section aria-labelledby={headingId} className={css.stepSection}>
      <StepHeader number={stepNumber} count={damageReportSteps.count} heading={heading} headingId={headingId} headingRef={headingRef} intro={intro} />
      <StepErrorSummary step={step} focusToken={summaryFocus} />
      <form noValidate onSubmit={onSubmit} className={css.form}>
        {children}
        <div className={css.buttons}>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'user.back' })}>
            TILBAKE
          </button>
          <button
            type="submit"
            className={button.primary}
            aria-disabled={nextDisabled || busy ? true : undefined}
            aria-describedby={nextDisabled && nextDisabledReason ? reasonId : undefined}
          >
            {busy ? (submit ? 'Sender inn...' : 'Lagrer...') : nextLabel}
          </button>
        </div>
        {nextDisabled && nextDisabledReason ? (
          <p id={reasonId} className={css.hint}>
            {nextDisabledReason}
          </p>
        ) : null}
      </form>
    </section>
  );
}
