/**
 * Sends a batch of counted moves (issue 49) to POST /api/countMoves, also from a page that is going away: a
 * `keepalive` fetch outlives the page, as `navigator.sendBeacon` does. Unlike a beacon, it is sent without
 * credentials (`credentials: 'omit'`): the login cookie does not go with it, so the server could not tie a count
 * to a customer even by mistake (docs/privacy.md). Fire and forget: a count that does not arrive is not sent again.
 */
import { COUNT_MOVES_PATH, type MoveBatch } from '../../domain/countedMoves';

export function sendMoveBatch(batch: MoveBatch): void {
  const body = JSON.stringify(batch);
  try {
    void fetch(COUNT_MOVES_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      // Not the page's address: a damage report's carries its case id, a cancellation's its agreement id.
      referrerPolicy: 'no-referrer',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // A browser that takes no keepalive body here (too many in flight): the count is lost.
  }
}
