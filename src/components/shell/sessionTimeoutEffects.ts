/**
 * The app's side of the session timeout machine (machines/sessionTimeout.machine.ts): the server's idle clock, the
 * end of the session on this device (./sessionEnd.ts, as a logout in another tab ends it), and the login back to
 * the page the customer was on. Loaded with the dialog, once a customer is logged in.
 */
import { fromPromise } from 'xstate';
import type { useRouter } from '@tanstack/react-router';
import { createSessionTimeoutMachine } from '../../../machines/sessionTimeout.machine';
import { goToUrl, loginUrl } from '../../api/auth';
import { askSessionTimeLeft, extendSession, forgetEndedSessionOnDisk } from '../../api/sessionTime';
import { deviceCustomer } from '../../lib/device/owner';
import { runningFlows } from '../../lib/device/runningFlows';
import { endSessionHere } from './sessionEnd';

type Router = ReturnType<typeof useRouter>;

export function createAppSessionTimeoutMachine({ router }: { router: Router }) {
  /** Where the customer was when the session ended: LOGG INN IGJEN comes back there (the server keeps it on this site). */
  let wasAt = '/';
  return createSessionTimeoutMachine({
    actors: {
      askTimeLeft: fromPromise(askSessionTimeLeft),
      extendSession: fromPromise(extendSession),
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
