/** This tab's session storage of a customer's (domain/deviceStorage.ts), forgotten when their session ends. */
import { SESSION_KEYS } from '../../../domain/deviceStorage';

/** The purchase form and the building chosen in the insurance check. */
export function forgetTabData(): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: it holds nothing either.
  }
}
