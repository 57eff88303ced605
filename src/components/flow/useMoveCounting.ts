/**
 * Counting a flow's moves (issue 49, docs/privacy.md): the `inspect` a host gives its flow's actor as it creates it,
 * with the development inspector (`also`) beside it. The host's tracker counts a leave (`flow.left`) when the host
 * goes; the page's batch is src/lib/moveCounting/pageCounting.ts's. Loaded with the flows' code, never with the
 * first load of `/`.
 */
import { useEffect, useRef, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { startCounting } from '../../lib/moveCounting/pageCounting';

type Inspect = (event: InspectionEvent) => void;

/** Both inspectors, or the one. */
export function bothInspect(first: Inspect, also: Inspect | undefined): Inspect {
  if (!also) return first;
  return (event) => {
    first(event);
    also(event);
  };
}

export function useMoveCounting(also?: Inspect): Inspect {
  const [counting] = useState(startCounting);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A moment late: StrictMode (`npm run dev`) unmounts a host and mounts it again at once, with its actor stopped
      // and started again where it was. That is no leave: counted, the flow was left at its opening and nothing after.
      queueMicrotask(() => {
        if (!mounted.current) counting.leave();
      });
    };
  }, [counting]);
  const [inspect] = useState(() => bothInspect(counting.inspect, also));
  return inspect;
}
