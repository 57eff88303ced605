/** The app's effects of the cancellation wizard: its API calls, the cache refresh, the log. */
import { fromPromise } from 'xstate';
import { osloToday } from '../../../domain/cancellation';
import { cancellationMachine } from '../../../machines/cancellation.machine';
import type { CancellationRejection } from '../../../machines/cancellation/types';
import { isRefusal } from '../../api/apiError';
import { cancelAgreement } from '../../api/cancelAgreement';
import { getAgreement } from '../../api/getAgreement';
import { knownUser } from '../../api/getUser';

/** GET /api/getAllAgreements/{agreementId} for the logged-in customer (the route lets only them in). */
async function loadAgreement({ agreementId }: { agreementId: string }) {
  const user = await knownUser();
  if (!user) throw new Error('Not logged in');
  return getAgreement(agreementId, user.socialSecurityNumber);
}

/**
 * POST /api/cancelAgreement; an answer from the server that refuses (4xx) becomes a CancellationRejection with its
 * status. A server's or a gateway's error (5xx) is left as it is, as no answer: whether it was cancelled is not
 * known, and sending again cancels it once.
 */
async function sendCancellation(input: Parameters<typeof cancelAgreement>[0]) {
  try {
    const answer = await cancelAgreement(input, (await knownUser())?.id);
    if (!answer) throw new Error('No answer body');
    return answer;
  } catch (error) {
    // The day of the refusal: a date refused past midnight moves the wizard's rules on (moveToRefusalDay).
    if (isRefusal(error)) throw { rejected: true, status: error.status, today: osloToday(), message: error.message } satisfies CancellationRejection;
    throw error;
  }
}

export interface CancellationAppDeps {
  /** TILBAKE on step 1: to the agreement's page. */
  leaveFlow: () => void;
  /** The agreement is cancelled: what shows the customer's insurances is read again. */
  cancellationDone: () => void;
}

/** The wizard's machine with the app's implementations of its stubs. */
export const createAppCancellationMachine = (deps: CancellationAppDeps) =>
  cancellationMachine.provide({
    actors: {
      loadAgreement: fromPromise(({ input }) => loadAgreement(input)),
      cancelAgreement: fromPromise(({ input }) => sendCancellation(input)),
    },
    actions: {
      leaveFlow: () => deps.leaveFlow(),
      cancellationDone: () => deps.cancellationDone(),
      logError: (_, { message }) => console.error(message),
    },
  });

/** A new wizard's today and request key. */
export const freshStart = () => ({ today: osloToday(), requestId: crypto.randomUUID() });
