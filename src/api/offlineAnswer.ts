/**
 * «Who is logged in?» without an answer from the server (offline): the device's customer still, unless the device
 * has seen their session unused for longer than the server keeps one (src/lib/device/deviceSession.ts). Then the
 * server has surely ended it: nobody is logged in, the device's data of theirs goes (claimDevice), and the page says
 * why. Loaded only when the question finds no network.
 */
import { sessionSurelyEnded } from '../lib/device/deviceSession';
import { sessionNotice } from '../components/shell/sessionNotice';

export function nobodyOffline(): boolean {
  if (!sessionSurelyEnded()) return false;
  sessionNotice.set('idleOffline');
  return true;
}
