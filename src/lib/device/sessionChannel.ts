/**
 * Tabs of one browser tell each other when a customer's session ends, so that every tab stops at once: a
 * BroadcastChannel message at logout, and the `storage` event when the device's customer changes (another
 * customer's login, or a logout in a browser without BroadcastChannel).
 */
import { LOCAL_KEYS } from '../../../domain/deviceStorage';
import { deviceCustomer } from './owner';

const CHANNEL = 'husvern-innlogging';
const LOGGED_OUT = 'logget-ut';

export function announceLogout(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(LOGGED_OUT);
  channel.close();
}

/**
 * Calls `changed` with the device's customer now (null after a logout) when another tab logs out or the device's
 * customer changes. Returns the stop.
 */
export function watchOtherTabs(changed: (customerNow: string | null) => void): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const onMessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT) changed(null);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.customer || event.key === null) changed(deviceCustomer());
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
