/**
 * This tab's session storage (domain/deviceStorage.ts SESSION_KEYS): every value names its owner (OWNER_FIELD) and
 * is read only for them, else removed (./ownedTabData.ts, loaded with the pages that keep them, or as the app
 * starts when the tab holds any). A tab that slept through a logout, or another customer's login, drops what is not
 * for whoever is logged in now as the app learns who that is (claimDevice), before anything is shown.
 */
import { SESSION_KEYS } from '../../../domain/deviceStorage';

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function remove(key: SessionKey): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: it holds nothing either.
  }
}

/** Everything: the customer's session ended on this device. */
export function forgetTabData(): void {
  for (const key of Object.values(SESSION_KEYS)) remove(key);
}

/** Whether this tab holds any of the values (a cheap look before the rules are loaded). */
export function tabHoldsData(): boolean {
  try {
    return Object.values(SESSION_KEYS).some((key) => sessionStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}
