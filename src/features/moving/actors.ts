/** The app's effects of «Meld flytting»: its API calls, the cache refresh, the log, given to the machine with `.provide()`. */
import { fromPromise } from 'xstate';
import { osloToday } from '../../../domain/moving';
import { movingMachine } from '../../../machines/moving.machine';
import type { MovingRejection } from '../../../machines/moving/types';
import { isRefusal } from '../../api/apiError';
import { getAgreement } from '../../api/getAgreement';
import { knownUser } from '../../api/getUser';
import { reportMove } from '../../api/reportMove';

/** GET /api/getAllAgreements/{agreementId} for the logged-in customer (the route lets only them in). */
async function loadAgreement({ agreementId }: { agreementId: string }) {
  const user = await knownUser();
  if (!user) throw new Error('Not logged in');
  return getAgreement(agreementId, user.socialSecurityNumber);
}

/**
 * POST /api/reportMove; an answer from the server that refuses (4xx) becomes a MovingRejection with its status and
 * words. A server's or a gateway's error (5xx) is left as it is, as no answer: whether the move was registered is
 * not known, and sending again registers it once (never «Error 503: Service Unavailable» on the summary).
 */
async function sendMove(input: Parameters<typeof reportMove>[0]) {
  try {
    const answer = await reportMove(input, (await knownUser())?.id);
    if (!answer) throw new Error('No answer body');
    return answer;
  } catch (error) {
    if (isRefusal(error)) throw { rejected: true, status: error.status, message: error.message } satisfies MovingRejection;
    throw error;
  }
}

export interface MovingAppDeps {
  /** TILBAKE on step 1: to the agreement's page. */
  leaveFlow: () => void;
  /** The move is registered: what shows the customer's insurances is read again. */
  moveDone: () => void;
}

export const appMovingMachine = (deps: MovingAppDeps) =>
  movingMachine.provide({
    actors: {
      loadAgreement: fromPromise(({ input }) => loadAgreement(input)),
      reportMove: fromPromise(({ input }) => sendMove(input)),
    },
    actions: {
      leaveFlow: () => deps.leaveFlow(),
      moveDone: () => deps.moveDone(),
      logError: (_, { message }) => console.error(message),
    },
  });

/** A new wizard's today and request key. */
export const freshStart = () => ({ today: osloToday(), requestId: crypto.randomUUID() });
