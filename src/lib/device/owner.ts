/**
 * The device's customer: the one whose data the device holds now (issue 34). Set when the app learns who is
 * logged in (claimDevice, src/api/getUser.ts), removed at logout. Whatever is kept on the device is written only
 * for this customer, and sent only while they are it: a tab of another customer's, or of one who has logged out,
 * writes and sends nothing. Synchronous (localStorage), so every write and every send can ask it first.
 */
import { LOCAL_KEYS } from '../../../domain/deviceStorage';

export function deviceCustomer(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.customer);
  } catch {
    return null;
  }
}

export function setDeviceCustomer(customerId: string | null): void {
  try {
    if (customerId) localStorage.setItem(LOCAL_KEYS.customer, customerId);
    else localStorage.removeItem(LOCAL_KEYS.customer);
  } catch {
    // Storage blocked: nothing is kept on the device either.
  }
}

/** Customers whose session this page has seen end (a logout here or in another tab): it keeps nothing more of theirs. */
const ended = new Set<string>();

export const endKeepingFor = (customerId: string): void => {
  ended.add(customerId);
};

/** Whether this page may keep or send what belongs to `customerId`: they are the device's customer, and not logged out here. */
export const mayKeepFor = (customerId: string | null | undefined): customerId is string =>
  !!customerId && !ended.has(customerId) && deviceCustomer() === customerId;
