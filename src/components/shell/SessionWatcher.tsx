import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useUser } from '../../api/getUser';
import { afterPageIdle } from '../../lib/afterPageIdle';
import { keepCustomerPageOutOfBackForwardCache } from '../../lib/device/backForwardCache';
import { deviceCustomer } from '../../lib/device/owner';
import { keepTellingPendingLogout } from '../../lib/device/pendingLogout';
import { runningFlows } from '../../lib/device/runningFlows';
import { watchOtherTabs } from '../../lib/device/sessionChannel';
import { endSessionHere } from './sessionEnd';

/**
 * The idle timeout's warning and «Du er logget ut» (issue 44, part D): loaded once a customer is logged in and the
 * page is idle after its load (not with the first load's code); the warning is due minutes later at the earliest.
 * Without a network the code is loaded when the network is back (until then no session can be asked about).
 */
const loadSessionTimeout = (): Promise<typeof import('./SessionTimeout')> =>
  import('./SessionTimeout').catch(() => new Promise((resolve) => window.addEventListener('online', () => resolve(loadSessionTimeout()), { once: true })));
const SessionTimeout = lazy(loadSessionTimeout);

/**
 * Keeps this page's customer in step with the device (issue 34): a logout in another tab, or another customer's
 * login, ends the session here (./sessionEnd.ts); a logout made offline is told the server on the first moment
 * online; a page that showed a customer is not shown again from the back/forward cache; a session not used ends
 * with a warning first and a word on why after (./SessionTimeout.tsx).
 */
export function SessionWatcher() {
  const router = useRouter();
  const { user, error } = useUser();
  const customer = user?.id ?? null;
  // Started offline (the question failed), the page may show the device's customer's kept draft: their session's
  // idle end is watched too, by the device's clock of it until the server answers.
  const timed = customer ?? (error ? deviceCustomer() : null);
  // Kept on after the session ends, until «Du er logget ut» has been answered.
  const [timing, setTiming] = useState(false);
  const stopTiming = useCallback(() => setTiming(false), []);
  if (timed && !timing) setTiming(true);
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => afterPageIdle(() => setPageIdle(true)), []);

  useEffect(
    () =>
      watchOtherTabs((customerNow) => {
        const shown = [customer, ...runningFlows().map((flow) => flow.owner())].filter((id) => id !== null && id !== customerNow);
        if (shown.length > 0) endSessionHere(router, shown, customerNow);
      }),
    [router, customer],
  );

  useEffect(() => {
    if (customer) keepCustomerPageOutOfBackForwardCache();
  }, [customer]);

  useEffect(keepTellingPendingLogout, [customer]);

  return timing && pageIdle ? (
    <Suspense fallback={null}>
      <SessionTimeout loggedIn={timed !== null} onDone={stopTiming} />
    </Suspense>
  ) : null;
}
