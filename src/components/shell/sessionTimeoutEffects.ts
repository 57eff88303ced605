/**
 * The app's side of the session timeout machine (machines/sessionTimeout.machine.ts): the server's idle clock, the
 * end of the session on this device (./sessionEnd.ts, as a logout in another tab ends it), and the login back to
 * the page the customer was on. Loaded with the dialog, once a customer is logged in.
 */
import { fromPromise } from 'xstate';
import type { useRouter } from '@tanstack/react-router';
import { sessionTimeoutMachine, type SessionAnswer } from '../../../machines/sessionTimeout.machine';
import { goToUrl, loginUrl } from '../../api/auth';
import { askSessionTimeLeft, extendSession, forgetEndedSessionOnDisk } from '../../api/sessionTime';
import { noteSessionEnd, sessionSurelyEnded } from '../../lib/device/deviceSession';
import { deviceCustomer } from '../../lib/device/owner';
import { sessionKeyNow } from '../../lib/device/pendingLogout';
import { runningFlows } from '../../lib/device/runningFlows';
import { endSessionHere } from './sessionEnd';

type Router = ReturnType<typeof useRouter>;

/**
 * The server's idle clock, as the device keeps it (src/lib/device/deviceSession.ts). Without an answer (offline)
 * the session has ended (null) only when the device has seen it unused for longer than the server keeps one: a
 * tab left open offline then shows nothing more of the customer's. Otherwise no answer stays no answer.
 */
async function readClock(ask: () => Promise<SessionAnswer>): Promise<SessionAnswer> {
  let answer: SessionAnswer;
  try {
    answer = await ask();
  } catch (error) {
    if (sessionSurelyEnded()) return null;
    throw error;
  }
  if (answer) noteSessionEnd(sessionKeyNow(), answer.endsInSeconds, answer.idleSeconds);
  return answer;
}

export type AppSessionTimeoutMachine = typeof sessionTimeoutMachine;

/** The session timeout's machine with the app's implementations of its stubs (built once, outside render: SessionTimeout.tsx). */
export function createAppSessionTimeoutMachine({ router }: { router: Router }): AppSessionTimeoutMachine {
  /** Where the customer was when the session ended: LOGG INN IGJEN comes back there (the server keeps it on this site). */
  let wasAt = '/';
  return sessionTimeoutMachine.provide({
    actors: {
      askTimeLeft: fromPromise(() => readClock(askSessionTimeLeft)),
      extendSession: fromPromise(() => readClock(extendSession)),
    },
    actions: {
      endSessionHere: () => {
        wasAt = router.state.location.href;
        endSessionHere(router, [deviceCustomer(), ...runningFlows().map((flow) => flow.owner())]);
        forgetEndedSessionOnDisk();
      },
      logInAgain: () => goToUrl(loginUrl(`${window.location.origin}${wasAt}`)),
    },
  });
}
