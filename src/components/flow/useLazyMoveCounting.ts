/**
 * Counting the moves of a dialog on `/` (the home page's, issue 49) without weighing on its load: the counting
 * code (./useMoveCounting.ts's, src/lib/moveCounting/) is fetched once the page is idle, and the dialog's actor's
 * inspection events are kept until then (a dialog's first moves are a handful). A dialog left before the code
 * came is counted as left once it has.
 */
import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { afterPageIdle } from '../../lib/afterPageIdle';
import type { Counting } from '../../lib/moveCounting/pageCounting';

type Inspect = (event: InspectionEvent) => void;

/** Events kept while the counting code loads; past it, the rest are not counted. */
const MAX_KEPT = 200;

function lazyCounting() {
  const kept: InspectionEvent[] = [];
  let counting: Counting | undefined;
  let left = false;
  const cancel = afterPageIdle(() => {
    import('../../lib/moveCounting/pageCounting').then(
      ({ startCounting }) => {
        counting = startCounting();
        for (const event of kept.splice(0)) counting.inspect(event);
        if (left) counting.leave();
      },
      // Offline before the service worker has the code: this page's moves go uncounted, and nothing is kept for them.
      () => void kept.splice(0),
    );
  });
  return {
    inspect(event: InspectionEvent) {
      if (counting) counting.inspect(event);
      else if (kept.length < MAX_KEPT) kept.push(event);
    },
    leave() {
      left = true;
      if (counting) counting.leave();
      else if (kept.length === 0) cancel();
    },
  };
}

export function useLazyMoveCounting(also?: Inspect): Inspect {
  const [counting] = useState(lazyCounting);
  useEffect(() => () => counting.leave(), [counting]);
  const [inspect] = useState(() => (also ? (event: InspectionEvent) => (counting.inspect(event), also(event)) : counting.inspect));
  return inspect;
}
