/**
 * Reading and writing this tab's session storage for an owner (./tabData.ts says the rule), and the sweep of what
 * is not for whoever is logged in: for the pages that keep something there (the purchase wizard, the insurance
 * check), and for claimDevice when the tab holds something. Not the first load's code.
 */
import { SESSION_KEYS } from '../../../domain/deviceStorage';
import { mayRead, OWNER_FIELD, staysWith, storedOwner, type StorageReader } from '../../../domain/tabDataOwners';
import { remove, type SessionKey } from './tabData';

/**
 * The value kept under `key` (its JSON text, with the owner field) when `reader` may read it; otherwise null, and
 * a value of another's is removed. `reader` undefined: who is logged in is not known (the flow explorer's screens,
 * which never ask the server; the app knows before a page renders): only a visitor's value is read, and nothing
 * is removed.
 */
export function readOwned(key: SessionKey, reader: StorageReader | undefined): string | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const owner = storedOwner(raw);
  if (!reader) return owner === null ? raw : null;
  if (mayRead(owner, reader)) return raw;
  remove(key);
  return null;
}

/** Keeps `value` under `key` as `owner`'s (a customer id, or null: a visitor's); null removes it. */
export function writeOwned(key: SessionKey, owner: string | null, value: object | null): void {
  if (value === null) return remove(key);
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...value, [OWNER_FIELD]: owner }));
  } catch {
    // Storage full or blocked: the value lasts for this page only.
  }
}

/** Removes every value that is not `customer`'s (null: nobody logged in) nor a visitor's. */
export function forgetOthersTabData(customer: string | null): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      const raw = sessionStorage.getItem(key);
      if (raw !== null && !staysWith(storedOwner(raw), customer)) sessionStorage.removeItem(key);
    } catch {
      // Storage blocked: it holds nothing either.
    }
  }
}
