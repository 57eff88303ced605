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
  /**
   * The device's customer's session as the device has seen it (src/lib/device/deviceSession.ts): its key, its last
   * use, how long the server keeps it unused. Names no one; goes with the device's customer.
   */
  session: 'husvern-okt',
} as const;

/**
 * sessionStorage (SPEC §9): the purchase form, the building chosen in the insurance check, and a «Bekreft
 * e-postadressen din» link's token while its visitor logs in.
 */
export const SESSION_KEYS = {
  /** SPEC §3: the purchase form (domain/purchaseForm.ts). */
  purchaseForm: 'buyInsuranceForm',
  building: 'building-storage',
  /** The link's token, kept for the login instead of in its return address (src/features/profile/confirmationLink.ts). */
  confirmationLink: 'bekreft-epost-lenke',
} as const;

/** IndexedDB: the damage reports kept for an offline start and what waits to be sent (src/features/damageReport/deviceCopy.ts). */
export const DRAFT_DATABASE = { name: 'husvern-skademeldinger', store: 'utkast' } as const;
