/** The sender's rhythm: a round now, after every nudge, and otherwise on a timer. */

export interface Loop {
  /** A round as soon as the one under way (if any) ends: something was just queued. */
  nudge(): void;
  /** No more rounds; resolves when the one under way has ended. */
  stop(): Promise<void>;
}

const MIN_WAIT_MS = 20;

/**
 * Runs `round` at once, then again after each nudge, or after `pollMs` (sooner when the round answers a shorter wait
 * in ms: an e-mail due to be tried again). One round at a time. A round that throws is reported and the loop goes on.
 */
export function runLoop(round: () => Promise<number | null | undefined>, pollMs: number, onError: (err: unknown) => void): Loop {
  let stopped = false;
  let nudged = false;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      // The server's own handles keep the process alive; this timer never should.
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const running = (async () => {
    while (!stopped) {
      nudged = false;
      let wait = pollMs;
      try {
        const next = await round();
        // At least a moment: a row due now that another server holds for an instant is not asked for in a busy loop.
        if (typeof next === 'number') wait = Math.min(pollMs, Math.max(MIN_WAIT_MS, Math.ceil(next)));
      } catch (err) {
        onError(err);
      }
      if (stopped) break;
      if (!nudged) await sleep(wait);
    }
  })();

  return {
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
