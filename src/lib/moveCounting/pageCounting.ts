/**
 * The page's counting of the flows' moves (issue 49, docs/privacy.md): one batch for the page
 * (./moveBatch.ts), sent as the page hides or when full, and a tracker (machines/moves/tracker.ts) for each host
 * of a flow or dialog. As the page goes (`pagehide`), every tracker counts its leave (`page.closed`) first; a page
 * shown again from the back/forward cache (`pageshow`, persisted) brings them back (`page.restored`), unless it is a
 * customer's page, which is loaded anew then.
 */
import type { InspectionEvent } from 'xstate';
import { createMoveTracker, type LeaveEvent, type MoveTracker } from '../../../machines/moves/tracker';
import { sendMoveBatch } from '../../api/countMoves';
import { reloadsWhenRestored } from '../device/backForwardCache';
import { createMoveBatch, type MoveBatcher } from './moveBatch';

export interface Counting {
  inspect(event: InspectionEvent): void;
  /** The host goes: its flow is left (`flow.left`) unless it is at an end. */
  leave(event?: LeaveEvent): void;
}

let page: { batch: MoveBatcher; trackers: Set<MoveTracker> } | undefined;

function pageCounting() {
  if (page) return page;
  const counting = { batch: createMoveBatch(sendMoveBatch), trackers: new Set<MoveTracker>() };
  addEventListener('pagehide', (event) => {
    for (const tracker of counting.trackers) tracker.leave('page.closed');
    // A page kept in the back/forward cache may be shown again (pageshow, persisted): its trackers then bring
    // their flows back to where they were left; one not kept is gone with its trackers.
    if (!event.persisted) counting.trackers.clear();
    counting.batch.flush();
  });
  addEventListener('pageshow', (event) => {
    // A customer's page is loaded anew instead (src/lib/device/backForwardCache.ts): a closed page, then an opening.
    if (!event.persisted || reloadsWhenRestored()) return;
    for (const tracker of counting.trackers) tracker.restore();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') counting.batch.flush();
  });
  page = counting;
  return counting;
}

/** A tracker for one host's actor, counting into the page's batch. */
export function startCounting(): Counting {
  const counting = pageCounting();
  const tracker = createMoveTracker(counting.batch);
  counting.trackers.add(tracker);
  return {
    inspect: tracker.inspect,
    leave(event = 'flow.left') {
      tracker.leave(event);
      counting.trackers.delete(tracker);
    },
  };
}
