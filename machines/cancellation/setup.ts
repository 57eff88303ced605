/**
 * Types, actors (app effects), actions and guards of the cancellation wizard; the statechart is in
 * ../cancellation.machine.ts. Built with the flow kit's factory (../flowKit/flowSetup.ts): this file holds only what
 * is the wizard's own. The app effects are stubs until the app provides its own (`cancellationMachine.provide(…)`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { cancellationRefusal, endDateWindow, isAllowedEndDate, isDay, type CancellationReason } from '../../domain/cancellation';
import { cancellationSteps, type CancellationStepName } from '../../domain/cancellationSteps';
import { cancellationChoiceIssues } from '../../domain/schemas/cancellation';
import type { Agreement } from '../../domain/types';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import { agreementNotFound } from '../flowKit/agreementOpening';
import { withFlowKit } from '../flowKit/flowSetup';
import type { FlowRules } from '../flowKit/standardParts';
import { notProvided } from '../flowKit/notProvided';
import { errorsAfter, type ShowingRule } from '../flowKit/shownErrors';
import type { FlowEmitted, FlowTag } from '../flowKit/tags';
import {
  isCancellationRejection,
  type CancellationContext,
  type CancellationRejection,
  type CancellationEvent,
  type CancellationField,
  type CancellationForm,
  type CancellationInput,
} from './types';
import { cancellationQuestions } from '../../domain/cancellationQuestions';
import { fieldsAsked } from '../../domain/stepQuestions';

/** What the end-date rules read: today, and the agreement's renewal date. */
export const ruleContext = (context: CancellationContext) => ({ today: context.today, renewalDate: context.agreement?.renewalDate ?? context.today });


/** The step's messages for the answers as they are. */
function validate(step: CancellationStepName, context: CancellationContext): Partial<Record<CancellationField, string>> {
  const issues = cancellationChoiceIssues({ reason: context.form.reason, endDate: context.form.endDate || null }, ruleContext(context));
  return Object.fromEntries(fieldsAsked(cancellationQuestions, step).flatMap((field) => (issues[field] ? [[field, issues[field]]] : [])));
}

const isComplete = (context: CancellationContext) => (step: CancellationStepName) => Object.keys(validate(step, context)).length === 0;

/** Both questions are choices: once NESTE was tried, their message follows every change. */
const SHOWING_RULE: ShowingRule<CancellationField> = { choices: new Set(['reason', 'endDate']), showsOnBlurBeforeNext: () => false };

/** The URL's step, if it names one. */
export const requestedStep = (context: Pick<CancellationContext, 'requestedPage'>): CancellationStepName | null =>
  cancellationSteps.isName(context.requestedPage) ? context.requestedPage : null;

/**
 * The end date after a new reason: at renewal it is the insurance year's last day (the only one allowed); otherwise the date
 * chosen stays when the new reason allows it, else none is chosen.
 */
export function endDateAfterReason(form: CancellationForm, reason: CancellationReason, rules: { today: string; renewalDate: string }): string {
  const window = endDateWindow(reason, rules);
  if (window.first === window.last) return window.first;
  return form.endDate && isAllowedEndDate(reason, form.endDate, rules) ? form.endDate : '';
}

/**
 * The wizard's rules as the flow kit's standard actions and guards ask them: a step's messages; a URL may open a
 * step when every earlier one is complete; it opens at the step the URL asks for, never past one that is not.
 */
const rules: FlowRules<CancellationContext, CancellationStepName> = {
  validate,
  canEnter: (step, context) => context.agreement !== null && cancellationSteps.allBeforeComplete(step, isComplete(context)),
  openingStep: (context) => cancellationSteps.furthestUpTo(requestedStep(context) ?? 'arsak', (step) => cancellationSteps.allBeforeComplete(step, isComplete(context))),
  request: (step) => ({ requestedPage: step }),
};

/**
 * The app effects the machine declares: the API calls (actors) and the cache refresh and logging (actions). Here
 * they are stubs; the app gives its own (src/features/cancellation/actors.ts), tests provide fakes.
 */
const cancellationEffectStubs = {
  actors: {
    /** App: GET /api/getAllAgreements/{agreementId}: the customer's agreement (another customer's is not found). */
    loadAgreement: fromPromise<Agreement, { agreementId: string }>(async () => notProvided('loadAgreement')),
    /** App: POST /api/cancelAgreement; throws a CancellationRejection (with the status) when the server refuses. */
    cancelAgreement: fromPromise<CancelAgreementResponse, { agreementId: string; reason: CancellationReason; endDate: string; requestId: string }>(
      async () => notProvided('cancelAgreement'),
    ),
  },
  actions: {
    /** TILBAKE on step 1: to the agreement's page (a move out of the wizard, so the leave guard asks first). */
    leaveFlow: (): void => notProvided('leaveFlow'),
    /** The agreement is cancelled: the insurance lists and pages are read again. */
    cancellationDone: (): void => notProvided('cancellationDone'),
    logError: (_: unknown, _params: { message: string }): void => notProvided('logError'),
  },
};

/** The wizard's own setup with the effects' stubs, extended by the flow kit. */
const ownSetup = setup({
  types: {
    input: {} as CancellationInput,
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    tags: {} as FlowTag,
    emitted: {} as FlowEmitted,
  },
  actors: cancellationEffectStubs.actors,
  actions: {
    ...cancellationEffectStubs.actions,
    applyLoaded: assign((_, { agreement }: { agreement: Agreement }) => ({
      agreement,
      // Back at the confirmation (a reload): the cancellation the server has.
      confirmed: agreement.cancellation ? { ...agreement.cancellation, agreementId: agreement.agreementId } : null,
    })),
    changeField: assign(({ context, event }, { step }: { step: CancellationStepName }) => {
      assertEvent(event, 'user.change');
      const form: CancellationForm =
        event.field === 'reason'
          ? { reason: event.value, endDate: endDateAfterReason(context.form, event.value, ruleContext(context)) }
          : { ...context.form, endDate: event.value };
      const next = { ...context, form };
      return {
        form,
        notice: null,
        errors: errorsAfter('change', SHOWING_RULE, {
          attempted: context.attemptedSteps.includes(step),
          current: context.errors,
          field: event.field,
          validate: () => validate(step, next),
        }),
      };
    }),
    confirm: assign((_, { confirmed }: { confirmed: CancelAgreementResponse }) => ({ confirmed })),
    /**
     * The server refused the date (past midnight, its today is the next day): the rules take the day the refusal
     * came, and the date is kept only if the reason still allows it (at renewal: the last day of the year now running).
     */
    moveToRefusalDay: assign(({ context, event }) => {
      const error = 'error' in event ? (event.error as Partial<CancellationRejection>) : {};
      if (!isDay(error.today) || error.today === context.today) return {};
      const next = { ...context, today: error.today };
      const reason = context.form.reason;
      return { today: error.today, form: reason ? { reason, endDate: endDateAfterReason(context.form, reason, ruleContext(next)) } : context.form };
    }),
    /** The server's 409 (its words) as the summary's notice. */
    setConflictNotice: assign(({ event }) => ({
      notice: 'conflict' as const,
      conflictMessage: 'error' in event && isCancellationRejection(event.error) ? event.error.message : null,
    })),
  },
  guards: {
    /** A reload of the confirmation: the agreement has its cancellation. */
    opensAtConfirmation: ({ context }, { agreement }: { agreement: Agreement }) => context.requestedPage === 'bekreftelse' && !!agreement.cancellation,
    /** The agreement's load failed with the server's 404: unknown, or another customer's (../flowKit/agreementOpening.ts). */
    agreementNotFound,
    /** Bought through an agent, already cancelled or ended (domain/cancellation.ts cancellationRefusal). */
    cannotCancel: ({ context }, { agreement }: { agreement: Agreement }) => cancellationRefusal(agreement, context.today) !== null,
    /** The server refused the end date (400): the rule moved on since the form checked it. */
    isDateRefusal: ({ event }) => 'error' in event && isCancellationRejection(event.error) && event.error.status === 400,
    /** The server refused with 409: already cancelled, through an agent, or this request sent before with other answers. */
    isConflict: ({ event }) => 'error' in event && isCancellationRejection(event.error) && event.error.status === 409,
    isRejection: ({ event }) => 'error' in event && isCancellationRejection(event.error),
  },
});

/** The machine's setup, and the flow kit's state builders for the wizard's step list. */
export const cancellationKit = withFlowKit(ownSetup, { steps: cancellationSteps, questions: cancellationQuestions, rules });

/** The request SI OPP FORSIKRING sends. */
export const cancelInput = ({ context }: { context: CancellationContext }) => ({
  agreementId: context.agreementId,
  reason: context.form.reason!,
  endDate: context.form.endDate,
  requestId: context.requestId,
});
