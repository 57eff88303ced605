/**
 * When the home page's dialogs open (SPEC §2 Consent modal, draft reminder), in one place: the consent modal's and
 * the draft reminder's machines take their guards from here, and so does the home page's gate
 * (./homeModals.gate.ts), which decides without starting a machine whether any dialog's code is loaded. Plain
 * functions without xstate, so the gate stays out of the first load's libraries.
 */

/** The consent modal opens: the customer has not consented, and no consent is remembered in this browser. */
export const needsConsent = (facts: { consentToFurtherInformation: boolean; alreadyConsented: boolean }): boolean =>
  !facts.consentToFurtherInformation && !facts.alreadyConsented;

/** The customer closed the draft reminder before in this browser: it stays away (and the drafts need not be counted). */
export const reminderDismissedBefore = (facts: { alreadyDismissed: boolean }): boolean => facts.alreadyDismissed;

/** The customer has drafts not sent in. */
export const hasDrafts = (facts: { draftCount: number }): boolean => facts.draftCount > 0;

/** The draft reminder opens: drafts, and no dismissal remembered in this browser. */
export const remindsOfDrafts = (facts: { alreadyDismissed: boolean; draftCount: number }): boolean =>
  !reminderDismissedBefore(facts) && hasDrafts(facts);
