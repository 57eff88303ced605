/**
 * Whose a value in this tab's session storage is, and who may read it (domain/deviceStorage.ts SESSION_KEYS; the
 * app's side: src/lib/device/tabData.ts and ownedTabData.ts). Apart from ./deviceStorage.ts, which the first load
 * reads, so that this loads only when the tab holds such a value or a page reads one.
 */
/**
 * Every value kept under SESSION_KEYS names its owner in this field, beside its own: the customer's id, or null for
 * a visitor's (a purchase form typed while nobody was logged in). A value without it is nobody's we know: removed.
 */
export const OWNER_FIELD = 'eier';

/** The owner a stored JSON text names: a customer id, null (a visitor), or undefined (none: not readable, not ours). */
export function storedOwner(raw: string): string | null | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value) || !(OWNER_FIELD in value)) return undefined;
    const owner: unknown = (value as Record<string, unknown>)[OWNER_FIELD];
    return owner === null || (typeof owner === 'string' && owner !== '') ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Who reads a stored value: the customer logged in (null: nobody), and whether a visitor's value becomes theirs. */
export interface StorageReader {
  customer: string | null;
  /** Back from the e-ID login (`resume=true`, SPEC §3): the visitor's own purchase form is carried into their login. */
  adoptsVisitors?: boolean;
}

/**
 * Whether `reader` may read a value of `owner`'s: their own, or a visitor's read by a visitor, or by the customer
 * it was typed for on the way back from the e-ID login. A customer's value is never another's, nor nobody's.
 */
export const mayRead = (owner: string | null | undefined, reader: StorageReader): boolean =>
  owner !== undefined && (owner === reader.customer || (owner === null && reader.adoptsVisitors === true));

/** Whether a value stays on the device while `customer` is logged in (nobody: null): theirs, or a visitor's. */
export const staysWith = (owner: string | null | undefined, customer: string | null): boolean =>
  owner !== undefined && (owner === null || owner === customer);
