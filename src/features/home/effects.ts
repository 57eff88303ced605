import { LOCAL_KEYS } from '../../../domain/deviceStorage';

/** Local-storage flags of the home modals (SPEC §9 storage keys), the customer's: a logout removes them. */
export const DRAFT_REMINDER_DISMISSED_KEY = LOCAL_KEYS.draftReminderDismissed;
export const CONSENTED_KEY = LOCAL_KEYS.consented;

export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function setFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // storage unavailable (private mode): the modal simply shows again next time
  }
}
