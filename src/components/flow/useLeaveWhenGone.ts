/**
 * A counted host's leave as it goes (issue 49), a moment late: React's StrictMode (`npm run dev`, src/main.tsx)
 * unmounts each host and mounts it again at once, its actor stopped and started again where it was. That is no
 * leave: counted then, every flow was left at its opening and nothing after it was counted (the tracker follows no
 * flow once left). A host mounted again before the leave is due keeps its flow; one that is gone leaves it.
 */
import { useEffect, useRef } from 'react';

export function useLeaveWhenGone(leave: () => void): void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode mounts it again in the same task, before this runs.
      queueMicrotask(() => {
        if (!mounted.current) leave();
      });
    };
  }, [leave]);
}
