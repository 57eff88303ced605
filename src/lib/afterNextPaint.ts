/**
 * Runs `work` in a task after the browser's next paint: a frame's callback runs just before its paint, and the task
 * it queues comes after it. What a click must show at once is painted first; what may follow a frame later (a
 * flow's next page, src/components/flow/FlowHost.tsx) waits. A hidden tab paints no frames: there the fallback
 * timer runs it. Returns a function that cancels it if it has not run.
 */
const HIDDEN_TAB_FALLBACK_MS = 100;

export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    cancel();
    work();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
  return cancel;
}
