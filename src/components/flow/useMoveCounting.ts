/**
 * Counting a flow's moves (issue 49, docs/privacy.md): the `inspect` a host gives its flow's actor as it creates it.
 * The page has one batch (src/lib/moveCounting/moveBatch.ts), sent as the page hides or when it is full; each
 * host has a tracker (machines/moves/tracker.ts) that follows its actor and the actors the actor invokes (the home
 * page's dialogs), and counts a leave (`flow.left`) when the host goes, or (`page.closed`) when the page does.
 * Loaded with the flows' code, never with the first load of `/`.
 */
import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { createMoveTracker, type MoveTracker } from '../../../machines/moves/tracker';
import { sendMoveBatch } from '../../api/countMoves';
import { createMoveBatch, type MoveBatcher } from '../../lib/moveCounting/moveBatch';

type Inspect = (event: InspectionEvent) => void;

let page: { batch: MoveBatcher; trackers: Set<MoveTracker> } | undefined;

/** The page's batch, with its listeners: made by the first flow the page shows. */
function pageCounting() {
  if (page) return page;
  const counting = { batch: createMoveBatch(sendMoveBatch), trackers: new Set<MoveTracker>() };
  addEventListener('pagehide', () => {
    for (const tracker of counting.trackers) tracker.leave('page.closed');
    counting.trackers.clear();
    counting.batch.flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') counting.batch.flush();
  });
  page = counting;
  return counting;
}

/** The `inspect` for the host's actor: this hook's tracker beside `also` (the development inspector), if any. */
export function useMoveCounting(also?: Inspect): Inspect {
  const [tracker] = useState(() => {
    const counting = pageCounting();
    const created = createMoveTracker(counting.batch);
    counting.trackers.add(created);
    return created;
  });
  useEffect(
    () => () => {
      tracker.leave('flow.left');
      pageCounting().trackers.delete(tracker);
    },
    [tracker],
  );
  const [inspect] = useState(() => {
    if (!also) return tracker.inspect;
    return (event: InspectionEvent) => {
      tracker.inspect(event);
      also(event);
    };
  });
  return inspect;
}
