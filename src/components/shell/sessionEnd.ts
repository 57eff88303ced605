/**
 * A customer's session ended on this device while this page shows their data (a logout here offline, in another
 * tab, or another customer logged in elsewhere): the page stops at once. Nothing more of theirs is kept or sent
 * here, the flows stop, this tab's session storage is forgotten, and the page shows the logged-out front page;
 * then it asks who is logged in now (nobody, or the customer who logged in elsewhere). When another customer's
 * session took over (`customerNow`), the page says so.
 */
import type { useRouter } from '@tanstack/react-router';
import { refreshUser, showLoggedOut } from '../../api/getUser';
import { isLeavingForLogout } from '../../lib/device/leavingForLogout';
import { endKeepingFor } from '../../lib/device/owner';
import { runningFlows } from '../../lib/device/runningFlows';
import { forgetTabData } from '../../lib/device/tabData';
import { sessionNotice } from './sessionNotice';

type Router = ReturnType<typeof useRouter>;

export function endSessionHere(router: Router, customers: readonly (string | null)[], customerNow: string | null = null): void {
  for (const customer of customers) if (customer) endKeepingFor(customer);
  if (customerNow !== null) sessionNotice.set('anotherCustomer');
  for (const flow of runningFlows()) flow.end();
  forgetTabData();
  showLoggedOut();
  // On its way to the server's logout, the page goes there: a route change would cancel that navigation.
  if (isLeavingForLogout()) return;
  // Past every flow's leave guard: «Vil du avbryte …?» would keep the customer's page (their insurance, what they
  // typed) on the screen, under a header that already shows nobody.
  void router.navigate({ to: '/', ignoreBlocker: true });
  void refreshUser().catch(() => {});
}
