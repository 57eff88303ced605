/**
 * The page's counts of the flows' moves (issue 49), kept in memory only, until they are sent: as the page hides
 * (`visibilitychange` hidden, `pagehide`) or once a batch holds `MAX_BATCH_ENTRIES` of a kind. Nothing is written
 * to the device (no storage, no cookie): counts a page could not send are lost, which a count can afford.
 * What a move is: domain/countedMoves.ts; who makes them: machines/moves/tracker.ts.
 */
import { batchMoveKey, batchStepKey, MAX_BATCH_ENTRIES, MAX_COUNT, type CountedMove, type MoveBatch, type StepTime } from '../../../domain/countedMoves';
import type { MoveSink } from '../../../machines/moves/tracker';

export interface MoveBatcher extends MoveSink {
  /** Sends what is counted, if anything, and starts again from nothing. */
  flush(): void;
}


export function createMoveBatch(send: (batch: MoveBatch) => void, max = MAX_BATCH_ENTRIES): MoveBatcher {
  let moves = new Map<string, CountedMove>();
  let stepTimes = new Map<string, StepTime>();
  const flush = () => {
    if (moves.size === 0 && stepTimes.size === 0) return;
    // In a fixed order, not the order they were made: a batch does not tell one page's way through a flow.
    const byKey = <T>(counted: Map<string, T>) => [...counted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
    const batch = { moves: byKey(moves), stepTimes: byKey(stepTimes) };
    moves = new Map();
    stepTimes = new Map();
    send(batch);
  };
  return {
    move(move) {
      const key = batchMoveKey(move);
      const counted = moves.get(key) ?? { ...move, n: 0 };
      counted.n++;
      moves.set(key, counted);
      if (moves.size >= max || counted.n >= MAX_COUNT) flush();
    },
    stepTime(flow, step, bucket) {
      const key = batchStepKey({ flow, step, bucket });
      const counted = stepTimes.get(key) ?? { flow, step, bucket, n: 0 };
      counted.n++;
      stepTimes.set(key, counted);
      if (stepTimes.size >= max || counted.n >= MAX_COUNT) flush();
    },
    flush,
  };
}
