/** Local-storage flags of the home modals (SPEC §9 storage keys). */
export const DRAFT_REMINDER_DISMISSED_KEY = 'hasModalBeenDismissed';
export const CONSENTED_KEY = 'hasConsented';

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
