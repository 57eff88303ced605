/**
 * «Si opp forsikring» in the explorer (../explorerFlow.ts): the real machine (machines/cancellation.machine.ts) with a
 * stand-in server that answers with Kari's Hus topp, as the analyst chooses it (held directly, bought through an
 * agent, already cancelled, not found; or it fails to load it: a server error, no answer), and cancels it or refuses
 * as chosen. What was cancelled is kept
 * (../serverMemory.ts), so a reload at the confirmation finds it.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { CANCELLATION_MESSAGES, cancellationRefusal, osloToday, refundFor, type CancellationReason } from '../../../domain/cancellation';
import { CONFLICT_MESSAGES } from '../../../domain/conflictMessages';
import { cancellationSteps, type CancellationStepName } from '../../../domain/cancellationSteps';
import { INSURANCES_PATH } from '../../../domain/paths';
import type { Agreement } from '../../../domain/types';
import type { CancelAgreementResponse } from '../../../domain/agreementChanges';
import { cancellationBusinessView } from '../../../machines/cancellation.businessView';
import { cancellationMachine } from '../../../machines/cancellation.machine';
import type { CancellationContext, CancellationInput, CancellationRejection } from '../../../machines/cancellation/types';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import { NOTICE_TEXTS } from '../../../src/features/cancellation/texts';
import type { Answers } from '../answers';
import { CANCELLATION_REASON, EARLIER_CANCELLATION, HUS_TOPP, HUS_TOPP_THROUGH_AGENT, cancellationAnswers, cancellationEndDate } from '../exampleData';
import { AGREEMENT_LOAD_CHOICE, agreementLoadFailure, flowEntry, noAnswer, standInActors, type ExplorerFlow } from '../explorerFlow';
import { ServerMemory } from '../serverMemory';
import { loggedErrorLine } from '../loggedErrors';

/** What SI OPP FORSIKRING sends (machines/cancellation/setup.ts `cancelInput`). */
interface CancelRequest {
  agreementId: string;
  reason: CancellationReason;
  endDate: string;
  requestId: string;
}

/** The agreement as the stand-in server has it: as the analyst chose, with the cancellation sent here since. */
function agreementOf(answers: Answers, memory: ServerMemory): Agreement {
  const chosen = answers.choice('agreement') === 'agent' ? HUS_TOPP_THROUGH_AGENT : HUS_TOPP;
  const cancellation = memory.cancellation ?? (answers.choice('agreement') === 'cancelled' ? EARLIER_CANCELLATION : null);
  return { ...chosen, cancellation };
}

/** The server cancels: the refund as the rules give it, kept for a reload. The journeys send no request: the example's. */
function cancelled(memory: ServerMemory, request?: CancelRequest): CancelAgreementResponse {
  const { reason = CANCELLATION_REASON, endDate = cancellationEndDate(osloToday()) } = request ?? {};
  const refund = refundFor({ price: HUS_TOPP.price, endDate, renewalDate: HUS_TOPP.renewalDate });
  memory.cancellation = { reason, endDate, refund, cancelledAt: new Date().toISOString() };
  return { ...memory.cancellation, agreementId: request?.agreementId ?? HUS_TOPP.agreementId };
}

/**
 * How SI OPP FORSIKRING fails, as the analyst chose: the date refused (400), cancelled meanwhile (409), the request
 * sent before with other answers (409), no answer.
 */
const refusal = (chosen: boolean | string): unknown =>
  chosen === 'dateRefused'
    ? ({ rejected: true, status: 400, today: osloToday(), message: 'Datoen er ikke tillatt.' } satisfies CancellationRejection)
    : chosen === 'refused'
      ? ({ rejected: true, status: 409, today: osloToday(), message: CANCELLATION_MESSAGES.alreadyCancelled } satisfies CancellationRejection)
      : chosen === 'sentBefore'
        ? ({ rejected: true, status: 409, today: osloToday(), message: CONFLICT_MESSAGES.cancellationSentWithOtherDetails } satisfies CancellationRejection)
        : noAnswer();

export const explorerFlow: ExplorerFlow = {
  ...flowEntry('cancellation', { agreementId: HUS_TOPP.agreementId }),
  steps: cancellationSteps,
  view: cancellationBusinessView,
  choices: [
    {
      key: 'agreement',
      label: 'Forsikringen',
      initial: 'direct',
      when: 'start',
      group: 'kunden',
      options: [
        { value: 'direct', label: `er kjøpt direkte (${HUS_TOPP.productName}, ${HUS_TOPP.agreementNumber})` },
        { value: 'agent', label: 'er kjøpt gjennom en agent (Gjensidige)' },
        { value: 'cancelled', label: 'er allerede sagt opp' },
        { value: 'notFound', label: 'finnes ikke (tjeneren finner den ikke)' },
      ],
    },
    AGREEMENT_LOAD_CHOICE,
    {
      key: 'cancel',
      label: 'Oppsigelsen',
      initial: 'ok',
      when: 'any time',
      options: [
        { value: 'ok', label: 'går gjennom' },
        { value: 'dateRefused', label: 'tjeneren avviser datoen' },
        { value: 'refused', label: 'avvises av tjeneren: sagt opp i mellomtiden' },
        { value: 'sentBefore', label: 'er alt sendt med andre opplysninger' },
        { value: 'noAnswer', label: 'får ikke svar (uten nett)' },
      ],
    },
  ],
  input: (): CancellationInput => ({ agreementId: HUS_TOPP.agreementId, requestedPage: null, today: osloToday(), requestId: 'demo-oppsigelse' }),
  standIns: (answers, memory) => ({
    loadAgreement: {
      what: 'henter forsikringen',
      ...agreementLoadFailure(answers),
      output: () => agreementOf(answers, memory),
    },
    cancelAgreement: {
      what: 'tar imot oppsigelsen',
      fails: answers.choice('cancel') !== 'ok',
      output: (request?: CancelRequest) => cancelled(memory, request),
      error: refusal(answers.choice('cancel')),
    },
  }),
  journeys: [
    { set: {} },
    { set: { agreement: 'agent' }, targets: ['cancellation.notCancellable'] },
    { set: { agreement: 'notFound' }, targets: ['cancellation.loadFailed'] },
    { set: { load: 'serverError' }, targets: ['cancellation.loadError'] },
    { set: { cancel: 'dateRefused' }, targets: ['oppsummering:notice'] },
  ],
  fill: (step) => cancellationAnswers(step as CancellationStepName, osloToday()),
  says: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CancellationContext;
    if (flowPageMetaOf(snapshot)?.page === 'notCancellable' && context.agreement) return cancellationRefusal(context.agreement, context.today);
    if (context.notice === 'conflict') return context.conflictMessage;
    return context.notice ? NOTICE_TEXTS[context.notice] : null;
  },
  machine: (answers, effects, rules, memory = new ServerMemory()) =>
    cancellationMachine.provide({
      actors: standInActors(effects, () => explorerFlow.standIns(answers, memory)),
      actions: {
        // TILBAKE on step 1 leaves through the shell, so the leave dialog asks first (as in the app).
        leaveFlow: ({ context }) => effects.navigate(`${INSURANCES_PATH}/${encodeURIComponent(context.agreementId)}`),
        cancellationDone: () => effects.log('Appen: henter forsikringene på nytt'),
        logError: (_, { message }) => effects.log(loggedErrorLine(message)),
      },
      guards:
        rules === 'typed'
          ? {}
          : {
              isStepValid: () => true,
              canEnter: (_, { step }) => cancellationSteps.allBeforeComplete(step, () => false),
            },
    }),
};
