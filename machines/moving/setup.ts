/**
 * Actors (app effects), actions and guards of «Meld flytting»; the statechart is in ../moving.machine.ts. Built with
 * the flow kit's factory (../flowKit/flowSetup.ts): this file holds only what is the wizard's own. The effects here
 * are placeholders: the app gives its own with `.provide()` (src/features/moving/actors.ts), tests give fakes.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { streetAddressOfSource } from '../../domain/addressText';
import { movingContextOf, movingRefusalOf } from '../../domain/moving';
import { movingSteps, type MovingStepName } from '../../domain/movingSteps';
import { cleanedAddress, movingAddressIssues, movingChoiceIssues } from '../../domain/schemas/moving';
import type { Agreement } from '../../domain/types';
import type { InsuredAddress, ReportMoveResponse } from '../../domain/agreementChanges';
import { agreementNotFound } from '../flowKit/agreementOpening';
import { withFlowKit } from '../flowKit/flowSetup';
import type { FlowRules } from '../flowKit/standardParts';
import { notProvided } from '../flowKit/notProvided';
import { errorsAfter, type ShowingRule } from '../flowKit/shownErrors';
import type { FlowEmitted, FlowTag } from '../flowKit/tags';
import { isMovingRejection, type MovingContext, type MovingEvent, type MovingField, type MovingForm, type MovingInput } from './types';
import { movingQuestions } from '../../domain/movingQuestions';
import { fieldsAsked } from '../../domain/stepQuestions';

/** What the moving-date rule reads: today, the agreement's first day of cover and its latest move's date. */
export const dateRuleContext = (context: MovingContext) =>
  context.agreement ? movingContextOf(context.agreement, context.today) : { today: context.today };

/** The new address as it is sent and shown: the hit chosen, or what was typed in by hand, as the rules read it (cleaned). */
export const newAddressOf = (form: MovingForm): InsuredAddress =>
  cleanedAddress(!form.manual && form.chosen ? form.chosen : { streetAddress: form.streetAddress, postalCode: form.postalCode, city: form.city });

/** The step's messages for the answers as they are (domain/schemas/moving.ts, the server's rules). */
function validate(step: MovingStepName, context: MovingContext): Partial<Record<MovingField, string>> {
  const { form } = context;
  if (step === 'adresse') return movingAddressIssues(form);
  if (step === 'dato') {
    const { movingDate } = movingChoiceIssues({ ...newAddressOf(form), movingDate: form.movingDate || null }, dateRuleContext(context));
    return movingDate ? { movingDate } : {};
  }
  return {};
}

const isComplete = (context: MovingContext) => (step: MovingStepName) => Object.keys(validate(step, context)).length === 0;

/** The date is chosen in a calendar: once NESTE was tried, its message follows every change; a typed line shows its message on leaving it. */
const SHOWING_RULE: ShowingRule<MovingField> = { choices: new Set(['movingDate']), showsOnBlurBeforeNext: (field) => field !== 'addressSearch' };

/** The URL's step, if it names one. */
export const requestedStep = (context: Pick<MovingContext, 'requestedPage'>): MovingStepName | null =>
  movingSteps.isName(context.requestedPage) ? context.requestedPage : null;

/** The wizard's rules as the flow kit asks them: nothing is kept, so it opens at step 1, and a URL opens a step whose earlier ones are complete. */
const rules: FlowRules<MovingContext, MovingStepName> = {
  validate,
  canEnter: (step, context) => context.agreement !== null && movingSteps.allBeforeComplete(step, isComplete(context)),
  openingStep: (context) => movingSteps.furthestUpTo(requestedStep(context) ?? 'adresse', (step) => movingSteps.allBeforeComplete(step, isComplete(context))),
  request: (step) => ({ requestedPage: step }),
};

/** The messages after `form` changed on `step` (a change) or a field was left (a blur). */
const errorsOn = (on: 'change' | 'blur', context: MovingContext, step: MovingStepName, field: MovingField, form: MovingForm) =>
  errorsAfter(on, SHOWING_RULE, {
    attempted: context.attemptedSteps.includes(step),
    current: context.errors,
    field,
    validate: () => validate(step, { ...context, form }),
  });

const ownSetup = setup({
  types: {
    input: {} as MovingInput,
    context: {} as MovingContext,
    events: {} as MovingEvent,
    tags: {} as FlowTag,
    emitted: {} as FlowEmitted,
  },
  actors: {
    /** App: GET /api/getAllAgreements/{agreementId}: the customer's agreement (another customer's is not found). */
    loadAgreement: fromPromise<Agreement, { agreementId: string }>(async () => notProvided('loadAgreement')),
    /** App: POST /api/reportMove; throws a MovingRejection (with the status) when the server refuses. */
    reportMove: fromPromise<ReportMoveResponse, ReturnType<typeof reportInput>>(async () => notProvided('reportMove')),
  },
  actions: {
    /** App: TILBAKE on step 1: to the agreement's page (a move out of the wizard, so the leave guard asks first). */
    leaveFlow: (): void => notProvided('leaveFlow'),
    /** App: the move is registered: the insurance lists and pages are read again. */
    moveDone: (): void => notProvided('moveDone'),
    logError: (_: unknown, _params: { message: string }): void => notProvided('logError'),
    applyLoaded: assign((_, { agreement }: { agreement: Agreement }) => ({
      agreement,
      // Back at the confirmation (a reload): the move the server has.
      confirmed: agreement.move ? { ...agreement.move, agreementId: agreement.agreementId } : null,
    })),
    changeField: assign(({ context, event }, { step }: { step: MovingStepName }) => {
      assertEvent(event, 'user.change');
      // Typing in the search forgets the hit chosen: only a hit from the list is an address.
      const form: MovingForm = event.field === 'addressSearch' ? { ...context.form, addressSearch: event.value, chosen: null } : { ...context.form, [event.field]: event.value };
      return { form, notice: null, errors: errorsOn('change', context, step, event.field, form) };
    }),
    blurField: assign(({ context, event }, { step }: { step: 'adresse' }) => {
      assertEvent(event, 'user.blur');
      return { errors: errorsOn('blur', context, step, event.field, context.form) };
    }),
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.selectAddress');
      const { source } = event;
      const chosen = { streetAddress: streetAddressOfSource(source), postalCode: source.PostNummer, city: source.PostSted };
      const form: MovingForm = { ...context.form, chosen, addressSearch: `${chosen.streetAddress}, ${chosen.postalCode} ${chosen.city}` };
      return { form, notice: null, errors: errorsOn('change', context, 'adresse', 'addressSearch', form) };
    }),
    /** Typed in by hand, or searched: the messages of the way left go; a hit chosen stays for the way back. */
    toggleManual: assign(({ context }) => ({ form: { ...context.form, manual: !context.form.manual }, errors: {} })),
    confirm: assign((_, { confirmed }: { confirmed: ReportMoveResponse }) => ({ confirmed })),
    /** The server's refusal (its words) as the summary's notice. */
    setRejection: assign(({ event }) => ({
      notice: 'rejected' as const,
      rejectionMessage: 'error' in event && isMovingRejection(event.error) ? event.error.message : null,
    })),
  },
  guards: {
    /** The field changed or left is one the step asks (a view of another step cannot change its answers). */
    isFieldOfStep: ({ event }, { step }: { step: MovingStepName }) =>
      (event.type === 'user.change' || event.type === 'user.blur') && fieldsAsked(movingQuestions, step).includes(event.field),
    /** A reload of the confirmation: the agreement has its move. */
    opensAtConfirmation: ({ context }, { agreement }: { agreement: Agreement }) => context.requestedPage === 'bekreftelse' && !!agreement.move,
    /** The agreement's load failed with the server's 404: unknown, or another customer's (../flowKit/agreementOpening.ts). */
    agreementNotFound,
    /** Bought through an agent, a building insurance, cancelled, ended, or a move already pending (domain/moving.ts movingRefusalOf). */
    cannotMove: ({ context }, { agreement }: { agreement: Agreement }) => movingRefusalOf(agreement, context.today) !== null,
    /** The server refused (an error answer: 400 or 409), rather than no answer coming. */
    isRejection: ({ event }) => 'error' in event && isMovingRejection(event.error),
  },
});

/** The machine's setup and the flow kit's state builders for the wizard's step list. */
export const movingKit = withFlowKit(ownSetup, { steps: movingSteps, questions: movingQuestions, rules });

/** The request MELD FLYTTING sends. */
export function reportInput({ context }: { context: MovingContext }) {
  return {
    agreementId: context.agreementId,
    newAddress: newAddressOf(context.form),
    movingDate: context.form.movingDate,
    requestId: context.requestId,
  };
}
