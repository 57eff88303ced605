/**
 * The app's side of the logout dialog's machine (machines/logout.machine.ts): what waits to be sent, sending it,
 * and the logout on the device (issue 34). Loaded with the dialog.
 */
import { fromPromise } from 'xstate';
import type { useRouter } from '@tanstack/react-router';
import { logoutMachine, type LogoutReach } from '../../../machines/logout.machine';
import { LOGOUT_URL, goToUrl } from '../../api/auth';
import { showLoggedOut } from '../../api/getUser';
import { draftsWaitingToBeSent, forgetCustomerData } from '../../lib/device/customerData';
import { deviceCustomer, endKeepingFor } from '../../lib/device/owner';
import { markLeavingForLogout } from '../../lib/device/leavingForLogout';
import { markLogoutPending } from '../../lib/device/logoutMark';
import { runningFlows } from '../../lib/device/runningFlows';
import { announceLogout } from '../../lib/device/sessionChannel';

type Router = ReturnType<typeof useRouter>;

/**
 * How long the server may take to answer before the logout counts as made offline. A network that is down fails
 * at once (no wait); only a hanging one waits this long. It is generous because a busy server or a service worker
 * that is installing can hold an answer for seconds, and the offline path leaves the server's session to the
 * next request's mark instead of ending it now.
 */
const REACH_TIMEOUT_MS = 10_000;

/** Whether the server answers now (the health check: no session, no data, never cached). */
async function serverReachable(): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** Drafts kept on the device, not open in this tab, with saves or photos that wait to be sent. */
async function unsentOnDevice(): Promise<boolean> {
  const customer = deviceCustomer();
  if (!customer) return false;
  const open = new Set(runningFlows().map((flow) => flow.caseId()));
  return (await draftsWaitingToBeSent(customer)).some((caseId) => !open.has(caseId));
}

/**
 * The logout on this device: the server is told first (the mark goes with the next request, also from another
 * tab or a later visit), then nothing of the customer's is kept or sent here, the other tabs stop, and the
 * device forgets the customer's data.
 */
async function logOutOnDevice(): Promise<LogoutReach> {
  await markLogoutPending();
  const customers = [deviceCustomer(), ...runningFlows().map((flow) => flow.owner())];
  for (const customer of customers) if (customer) endKeepingFor(customer);
  for (const flow of runningFlows()) flow.end();
  announceLogout();
  await forgetCustomerData(null);
  return (await serverReachable()) ? 'online' : 'offline';
}

/** The logout dialog's machine with the app's implementations of its stubs (built once, outside render: LogoutDialog.tsx). */
export function createAppLogoutMachine({ router, close }: { router: Router; close: () => void }): typeof logoutMachine {
  return logoutMachine.provide({
    actors: {
      findUnsent: fromPromise(async () => runningFlows().some((flow) => flow.hasUnsent()) || (await unsentOnDevice())),
      sendWaiting: fromPromise(async () => {
        const sent = await Promise.all(runningFlows().map((flow) => flow.sendWaiting()));
        return sent.every(Boolean) && !(await unsentOnDevice());
      }),
      logOut: fromPromise(logOutOnDevice),
    },
    actions: {
      goToLogout: () => {
        markLeavingForLogout();
        goToUrl(LOGOUT_URL);
      },
      showLoggedOutPage: () => {
        showLoggedOut();
        close();
        // Past every flow's leave guard, as a session that ends here (./sessionEnd.ts): nothing of the customer's stays shown.
        void router.navigate({ to: '/', ignoreBlocker: true });
      },
      close,
    },
  });
}
