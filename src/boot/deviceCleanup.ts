/**
 * A visitor's front page (the server's, issue 46) on a device that still holds something of a customer's: their
 * data in this browser's storage, or a logout the server has not heard of. src/boot/visitor-start.js loads this
 * instead of the app, which drew the same page again over the server's (its largest paint came a second time,
 * 1.4 s instead of 0.6 s on a phone). It does what the app's start does for the device, and draws nothing:
 * - it asks the server who is logged in, with a pending logout's mark (fetchUser), and the device is made theirs:
 *   the last customer's data goes (src/lib/device/claim.ts);
 * - a logout still not told (no network) is told once the server can hear it, as the app's SessionWatcher does.
 * Built on its own, with what it imports (scripts/build/deviceCleanup.ts): no React, no router.
 */
import { fetchUser } from '../api/whoIsLoggedIn';
import { keepTellingPendingLogout } from '../lib/device/pendingLogout';

/**
 * Cleans the device; false when the server could not say who is logged in (the data stays): visitor-start.js then
 * starts the app, which tells the visitor, as it did before this page had a cleanup of its own.
 */
export async function cleanDevice(): Promise<boolean> {
  try {
    await fetchUser();
  } catch {
    return false;
  }
  keepTellingPendingLogout();
  return true;
}
