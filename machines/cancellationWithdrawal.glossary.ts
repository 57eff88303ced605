/** What the withdrawal machine's events, actions and actors mean (docs/machines/README.md). */
import type { cancellationWithdrawalMachine } from './cancellationWithdrawal.machine';
import type { GlossaryOf } from './glossary';

export const cancellationWithdrawalGlossary = {
  events: {
    'user.withdraw': 'ANGRE OPPSIGELSE on a cancelled agreement’s page.',
  },
  guards: {},
  actions: {
    logWithdrawFailure: "Logs 'Withdraw cancellation failed' (SPEC §8); the customer is told (withdrawFailed) and may try again.",
  },
  actors: {
    withdrawCancellation: 'POST /api/withdrawCancellation {agreementId}: the agreement is active again.',
    refreshAgreements: 'Reads the customer’s agreements again (the list and each agreement’s page).',
  },
} satisfies GlossaryOf<typeof cancellationWithdrawalMachine>;
