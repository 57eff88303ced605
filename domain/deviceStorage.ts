/**
 * Everything the app keeps on a device, and whose it is (issue 34: what is on a device belongs to the customer
 * who put it there). The one list the logout and a change of customer wipe (src/lib/device/customerData.ts).
 * Everything here is removed at logout (in every tab), and when the app finds another customer, or none, logged in
 * where a customer was. A purchase form filled while nobody was logged in is the visitor's, carried into their
 * login (resume=true). The drafts name their owner, so that only the customer's own are ever read or sent.
 */
/** localStorage: the home modals' flags (SPEC §9) and the device's customer (src/lib/device/owner.ts). */
export const LOCAL_KEYS = {
  draftReminderDismissed: 'hasModalBeenDismissed',
  consented: 'hasConsented',
  /** The id of the customer whose data the device holds now; removed at logout. */
  customer: 'husvern-kunde',
} as const;

/** sessionStorage (SPEC §9): the purchase form, and the building chosen in the insurance check. */
export const SESSION_KEYS = {
  /** SPEC §3: the purchase form (domain/purchaseForm.ts). */
  purchaseForm: 'buyInsuranceForm',
  building: 'building-storage',
} as const;

/** IndexedDB: the damage reports kept for an offline start and what waits to be sent (src/features/damageReport/deviceCopy.ts). */
export const DRAFT_DATABASE = { name: 'husvern-skademeldinger', store: 'utkast' } as const;

/**
 * Every value kept under SESSION_KEYS names its owner in this field, beside its own: the customer's id, or null for
 * a visitor's (a purchase form typed while nobody was logged in). A value without it is nobody's we know: removed.
 */
export const OWNER_FIELD = 'eier';

/** Who reads a stored value: the customer logged in (null: nobody), and whether a visitor's value becomes theirs. */
export interface StorageReader {
  customer: string | null;
  /** Back from the e-ID login (`resume=true`, SPEC §3): the visitor's own purchase form is carried into their login. */
  adoptsVisitors?: boolean;
}

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

/**
 * Whether `reader` may read a value of `owner`'s: their own, or a visitor's read by a visitor, or by the customer
 * it was typed for on the way back from the e-ID login. A customer's value is never another's, nor nobody's.
 */
export const mayRead = (owner: string | null | undefined, reader: StorageReader): boolean =>
  owner !== undefined && (owner === reader.customer || (owner === null && reader.adoptsVisitors === true));

/** Whether a value stays on the device while `customer` is logged in (nobody: null): theirs, or a visitor's. */
export const staysWith = (owner: string | null | undefined, customer: string | null): boolean =>
  owner !== undefined && (owner === null || owner === customer);
