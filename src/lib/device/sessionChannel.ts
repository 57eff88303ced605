/**
 * Tabs of one browser tell each other when a customer's session ends, so that every tab stops at once: a
 * BroadcastChannel message at logout, and the `storage` event when the device's customer changes (another
 * customer's login, or a logout in a browser without BroadcastChannel).
 */
import { LOCAL_KEYS } from '../../../domain/deviceStorage';
import { deviceCustomer } from './owner';

const CHANNEL = 'husvern-innlogging';
const LOGGED_OUT = 'logget-ut';

/**
 * This tab's one channel object. A message reaches every other object of the channel, in this tab too; posted
 * from the object the tab listens on, the tab's own logout does not come back to it as another tab's.
 */
let tabChannel: BroadcastChannel | null | undefined;
const channel = (): BroadcastChannel | null =>
  (tabChannel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL));

export function announceLogout(): void {
  channel()?.postMessage(LOGGED_OUT);
}

/** This tab's own finding (src/lib/device/sessionCheck.ts): the server says the session is `customerNow`'s. */
const sessionFound = new EventTarget();
const FOUND = 'funnet';

export function reportSessionCustomer(customerNow: string | null): void {
  sessionFound.dispatchEvent(new CustomEvent<string | null>(FOUND, { detail: customerNow }));
}

/**
 * Calls `changed` with the device's customer now (null after a logout) when another tab logs out or the device's
 * customer changes, or with the session's customer when this tab finds that the server's session is not whose the
 * tab thought (reportSessionCustomer). Returns the stop.
 */
export function watchOtherTabs(changed: (customerNow: string | null) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) changed(null);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.customer || event.key === null) changed(deviceCustomer());
  };
  const onFound = (event: Event) => changed((event as CustomEvent<string | null>).detail);
  channel()?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  sessionFound.addEventListener(FOUND, onFound);
  return () => {
    sessionFound.removeEventListener(FOUND, onFound);
    channel()?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
