/**
 * Counting the moves of a dialog on `/` (the home page's, issue 49) without weighing on its load: the counting
 * code (./useMoveCounting.ts's, src/lib/moveCounting/) is fetched once the page is idle, and the dialog's actor's
 * inspection events are kept until then (a dialog's first moves are a handful). A dialog left before the code
 * came is counted as left once it has. One hook for the home page's dialogs, used once on a page: by HomeModals,
 * whose actor system holds the reminder it invokes, or by DraftReminderDialog when the reminder is alone. Kept
 * small, as it is in both dialogs' first load (`npm run bench`): the development inspector beside it is undefined
 * in the app's build (src/lib/inspector.ts), so the build leaves its call out.
 */
import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { afterPageIdle } from '../../lib/afterPageIdle';
import { inspect as devInspect } from '../../lib/inspector';
import type { Counting } from '../../lib/moveCounting/pageCounting';

/** Events kept while the counting code loads; past it, the rest are not counted. */
const MAX_KEPT = 200;

function lazyCounting() {
  const kept: InspectionEvent[] = [];
  let counting: Counting | undefined;
  let left = false;
  const cancel = afterPageIdle(() =>
    import('../../lib/moveCounting/pageCounting').then(
      (code) => {
        counting = code.startCounting();
        for (const event of kept) counting.inspect(event);
        kept.length = 0;
        if (left) counting.leave();
      },
      // Offline before the service worker has the code: this page's moves go uncounted, and nothing is kept for them.
      () => void (kept.length = 0),
    ),
  );
  return {
    inspect(event: InspectionEvent) {
      // The development inspector, and the explorer's stand-in for it (scripts/explorer/standIns/inspector.ts), which
      // follows the portal's dialogs: undefined in the app's build, where this line is left out.
      devInspect?.(event);
      if (counting) counting.inspect(event);
      else if (kept.length < MAX_KEPT) kept.push(event);
    },
    /**
     * The host is mounted; what it returns, the host goes: a leave. In development a moment late: StrictMode
     * (`npm run dev`) unmounts a host and mounts it again at once, which is no leave (counted, the dialog was left at
     * its opening and nothing after it counted). React's production build never does, so the build leaves the wait
     * out of the dialogs' first load.
     */
    mount() {
      left = false;
      return () => {
        left = true;
        const leave = () => {
          if (!left) return;
          if (counting) counting.leave();
          else if (!kept.length) cancel();
        };
        if (import.meta.env.DEV) queueMicrotask(leave);
        else leave();
      };
    },
  };
}

/** The `inspect` a home dialog's host gives its actor; the dialog counts as left when the host goes. */
export function useLazyMoveCounting(): (event: InspectionEvent) => void {
  const [counting] = useState(lazyCounting);
  useEffect(() => counting.mount(), [counting]);
  return counting.inspect;
}
