import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { FlowEmitted, FlowTag } from '../../../machines/flowKit/tags';
import { ErrorSummary } from '../form/ErrorSummary';
import * as css from '../form/form.css';
import { button } from '../../styles/ui.css';
import { useEmittedCount, useHeadingFocus } from './focus';
import { StepHeader, type StepHeadings } from './StepHeader';

/** What the layout reads of every flow's machine (the flow kit's context fields and tags). */
export interface StepFlowSnapshot {
  context: {
    /** Field → message of the messages shown now. */
    errors: Readonly<Partial<Record<string, string>>>;
    /** Steps where NESTE was refused: their error summary shows. */
    attemptedSteps: readonly string[];
    /** The step's notice: what went wrong with a send (a flow's notice key, its text in `noticeTexts`). */
    notice?: string | null;
  };
  hasTag(tag: FlowTag): boolean;
  /** The active states' meta: the step's page meta says which event its main button sends. */
  getMeta(): Record<string, unknown>;
}

/** A flow's actor as the layout sees it: its snapshot, the events of its buttons, the `next.refused` it emits. */
export type StepFlowActor = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): StepFlowSnapshot;
  send(event: { type: 'user.next' | 'user.submit' | 'user.back' | 'user.cancel' }): void;
  on(type: FlowEmitted['type'], handler: () => void): { unsubscribe(): void };
};

/** The submit button's label while the flow is busy (else the label stays). */
export interface BusyLabels {
  /** While NESTE's work runs (a save). */
  next: string;
  /** While the last step's `user.submit` runs. */
  submit: string;
}

/** What a flow gives every step of its own (./flowContext.tsx binds it). */
export interface FlowStepLayoutBinding<TStep extends string> {
  actor: StepFlowActor;
  steps: StepHeadings<TStep>;
  /** The DOM id of a field's input: the error summary links to it. */
  fieldId: (field: string) => string;
  busyLabels?: BusyLabels;
  /** The calm banner while the flow is offline (tag `offline`). */
  offlineNotice?: string;
}

/** What a step view gives the layout. */
export interface StepLayoutProps<TStep extends string> {
  step: TStep;
  intro?: ReactNode;
  children: ReactNode;
  /** The submit button's label (default NESTE). */
  nextLabel?: string;
  /** aria-disabled NESTE (the machine also refuses the event); the reason is tied to the button. */
  nextDisabled?: boolean;
  nextDisabledReason?: string;
  /** The secondary button: TILBAKE (`user.back`, default), or AVBRYT (`user.cancel`). */
  secondary?: 'back' | 'cancel';
  /** The buttons are disabled while busy (default: the machine's `busy` tag). */
  busy?: boolean;
  /** The text of each notice the machine may set on this step (context `notice`): an alert above the buttons. */
  notices?: Readonly<Record<string, string>>;
}

const SECONDARY = {
  back: { label: 'TILBAKE', event: { type: 'user.back' } },
  cancel: { label: 'AVBRYT', event: { type: 'user.cancel' } },
} as const;

/** The step's error summary (the shared one), shown once NESTE was tried on the step; entries link to the fields. */
function StepErrorSummary({ actor, step, fieldId }: { actor: StepFlowActor; step: string; fieldId: (field: string) => string }) {
  const errors = useSelector(actor, (s) => s.context.errors);
  const attempted = useSelector(actor, (s) => s.context.attemptedSteps.includes(step));
  const focusKey = useEmittedCount(actor, 'next.refused');
  const entries = attempted
    ? Object.entries(errors)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([field, message]) => ({ fieldId: fieldId(field), message }))
    : [];
  return <ErrorSummary entries={entries} focusKey={focusKey} />;
}

/**
 * The step's notice: an alert (always present, so a screen reader announces its text as it appears). It takes
 * focus each time the machine emits `notice.shown`, so the customer hears and sees what did not happen.
 */
function StepNotice({ actor, texts }: { actor: StepFlowActor; texts: Readonly<Record<string, string>> }) {
  const notice = useSelector(actor, (s) => s.context.notice ?? null);
  const focusKey = useEmittedCount(actor, 'notice.shown');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  const text = notice === null ? null : (texts[notice] ?? null);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={text ? css.stepNotice : undefined}>
      {text ? <p className={css.errorMessage}>{text}</p> : null}
    </div>
  );
}

/**
 * One step of any flow: a section labelled by its h1 "Steg N av M: heading" (from the flow's step list), the
 * error summary, the form with the step's fields, the secondary button and NESTE. The focus rule (./focus.ts):
 * the h1 takes focus when the step is shown after a step change; a refused NESTE focuses the summary, a failed
 * send the step's notice. While
 * the flow is busy the buttons are disabled (NESTE aria-disabled, so it keeps its place in the tab order) and
 * NESTE sends nothing; a NESTE shown as disabled for another reason still asks the machine, which refuses and
 * shows why. The layout only renders the machine's state and sends its events.
 */
export function FlowStepLayout<TStep extends string>({
  actor,
  steps,
  fieldId,
  busyLabels,
  offlineNotice,
  step,
  intro,
  children,
  nextLabel = 'NESTE',
  nextDisabled,
  nextDisabledReason,
  secondary = 'back',
  busy: busyOverride,
  notices,
}: FlowStepLayoutBinding<TStep> & StepLayoutProps<TStep>) {
  const busyTag = useSelector(actor, (s) => s.hasTag('busy'));
  const offline = useSelector(actor, (s) => s.hasTag('offline'));
  const busy = busyOverride ?? busyTag;
  const headingRef = useHeadingFocus();
  const headingId = useId();
  const reasonId = useId();
  const back = SECONDARY[secondary];
  // The machine's step says what its main button sends (the last step of the damage report: SEND INN's `user.submit`).
  const nextEvent = useSelector(actor, (s) => flowPageMetaOf(s)?.nextEvent ?? 'user.next');
  const busyLabel = busyLabels ? (nextEvent === 'user.submit' ? busyLabels.submit : busyLabels.next) : nextLabel;

  // A press on a button keeps the field's focus: the field's blur would show its message (ShowingRule) and move the
  // buttons between the press and the release, and the click would be lost. The button's own event checks the step.
  const keepsFieldFocus = (event: MouseEvent) => event.preventDefault();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    actor.send({ type: nextEvent });
  };

  return (
    <section aria-labelledby={headingId} className={css.stepSection}>
      <StepHeader steps={steps} step={step} headingId={headingId} headingRef={headingRef} intro={intro} />
      {offlineNotice ? (
        // Always present, so a screen reader announces the banner when it appears.
        <div role="status" className={offline ? css.offlineNotice : undefined}>
          {offline ? offlineNotice : null}
        </div>
      ) : null}
      <StepErrorSummary actor={actor} step={step} fieldId={fieldId} />
      <form noValidate onSubmit={onSubmit} className={css.form}>
        {children}
        {notices ? <StepNotice actor={actor} texts={notices} /> : null}
        <div className={css.buttons}>
          <button type="button" className={button.secondary} disabled={busy} onMouseDown={keepsFieldFocus} onClick={() => actor.send(back.event)}>
            {back.label}
          </button>
          <button
            type="submit"
            className={button.primary}
            onMouseDown={keepsFieldFocus}
            aria-disabled={nextDisabled || busy ? true : undefined}
            aria-describedby={nextDisabled && nextDisabledReason ? reasonId : undefined}
          >
            {busy ? busyLabel : nextLabel}
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
