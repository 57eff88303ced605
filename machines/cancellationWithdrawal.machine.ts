import { fromPromise, setup } from 'xstate';
import { notProvided } from './flowKit/notProvided';

/**
 * ANGRE OPPSIGELSE on a cancelled agreement's page (docs/cancellation.md): the withdrawal is sent, then what shows
 * the customer's insurances is read again, so the page shows the agreement as the server has it now. Both outcomes
 * are said where focus goes: withdrawn (a status), or failed (an alert; logged, SPEC §8), and ANGRE OPPSIGELSE tries
 * again. Which block the page shows (cancel here, where to cancel, cancelled, ended) is the agreement's, not this
 * machine's: domain/agreementSelectors.ts.
 */
export interface CancellationWithdrawalInput {
  agreementId: string;
}

export interface CancellationWithdrawalContext {
  agreementId: string;
}

export type CancellationWithdrawalEvent = { type: 'user.withdraw' };

export type CancellationWithdrawalTag = 'busy' | 'withdrawn' | 'withdrawFailed';

const WITHDRAW = { 'user.withdraw': { target: '#cancellationWithdrawal.withdrawing' } } as const;

export const cancellationWithdrawalMachine = setup({
  types: {
    input: {} as CancellationWithdrawalInput,
    context: {} as CancellationWithdrawalContext,
    events: {} as CancellationWithdrawalEvent,
    tags: {} as CancellationWithdrawalTag,
  },
  actors: {
    /** App: POST /api/withdrawCancellation {agreementId}, as the customer logged in on this page. */
    withdrawCancellation: fromPromise<void, { agreementId: string }>(async () => notProvided('withdrawCancellation')),
    /** App: the agreement reads (the list and each agreement) are read again. */
    refreshAgreements: fromPromise<void>(async () => notProvided('refreshAgreements')),
  },
  actions: {
    /** App: console.error('Withdraw cancellation failed', error) */
    logWithdrawFailure: (_, _params: { error: unknown }): void => notProvided('logWithdrawFailure'),
  },
}).createMachine({
  id: 'cancellationWithdrawal',
  description: 'ANGRE OPPSIGELSE on the agreement’s page: withdraws the cancellation, reads the agreement again and says how it went.',
  context: ({ input }) => ({ agreementId: input.agreementId }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is said of a withdrawal; a cancelled agreement offers ANGRE OPPSIGELSE.',
      on: WITHDRAW,
    },
    withdrawing: {
      description: "Sends the withdrawal; the button is disabled and 'Angrer oppsigelsen...' is shown.",
      tags: ['busy'],
      invoke: {
        id: 'withdrawCancellation',
        src: 'withdrawCancellation',
        input: ({ context }) => ({ agreementId: context.agreementId }),
        onDone: { target: 'refreshing' },
        onError: {
          target: 'failed',
          actions: { type: 'logWithdrawFailure', params: ({ event }) => ({ error: event.error }) },
          description: "The withdrawal failed: logged, and the customer sees 'Vi fikk ikke angret oppsigelsen. Prøv igjen om litt.'",
        },
      },
    },
    refreshing: {
      description: "Withdrawn: the agreement is read again, still with 'Angrer oppsigelsen...'.",
      tags: ['busy'],
      invoke: {
        id: 'refreshAgreements',
        src: 'refreshAgreements',
        onDone: { target: 'withdrawn' },
        onError: {
          target: 'withdrawn',
          description: 'The read failed: the withdrawal holds all the same, and the customer is told it is withdrawn.',
        },
      },
    },
    withdrawn: {
      description: "'Oppsigelsen er angret. Forsikringen fortsetter som før.' takes focus; the page shows the agreement active again.",
      tags: ['withdrawn'],
      on: WITHDRAW,
    },
    failed: {
      description: "'Vi fikk ikke angret oppsigelsen. Prøv igjen om litt.' (an alert) takes focus; ANGRE OPPSIGELSE tries again.",
      tags: ['withdrawFailed'],
      on: WITHDRAW,
    },
  },
});
