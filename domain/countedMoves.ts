/**
 * What the portal counts of the ways customers go through its flows (issue 49, docs/privacy.md): moves between
 * the places a flow's business overview draws, and the time on a step as a histogram bucket. A move is
 * { flow, from, event, to, outcome }: the flow's machine id, two places (machines/moves/places.ts), the machine's
 * own event type (or a leave: `page.closed`, `flow.left`), and the notice the customer was shown (its key, never
 * its text), '' for none. Never an id, a time of day, a text the customer typed or anything else of a customer.
 *
 * Which moves are legal is the catalogue read from the machines (machines/moves/catalogue.ts, written to
 * ./moveCatalogue.generated.ts by `npm run diagrams`); the batch schema below takes it as its argument, so the
 * app's flows do not load the catalogue (the server does: server/routes/countMoves.ts).
 */
import * as v from 'valibot';
import { FLOWS } from './flows';

/** The home page's dialogs that are counted beside the flows of ./flows.ts (each a machine of its own). */
export const COUNTED_DIALOGS = ['homeModals', 'consentModal', 'draftReminderModal'] as const;
/** Every counted machine's id: each flow of the registry, then the dialogs. A new flow is counted by being declared. */
export const COUNTED_FLOWS: readonly string[] = [...FLOWS.map((f) => f.id), ...COUNTED_DIALOGS];

export const COUNT_MOVES_PATH = '/api/countMoves';
/** Largest body the server reads (413 beyond). */
export const COUNT_MOVES_BODY_LIMIT = 32 * 1024;
/** At most this many entries of each kind in one batch; the client sends a batch once it holds as many. */
export const MAX_BATCH_ENTRIES = 100;
/** At most this many of one move in one batch. */
export const MAX_COUNT = 1000;

/** The upper bounds (seconds) of the time-on-a-step buckets; a time beyond the last is in bucket `length`. */
export const STEP_TIME_BOUNDS_S = [5, 15, 30, 60, 120, 300, 600, 1800] as const;
export const STEP_TIME_BUCKETS = STEP_TIME_BOUNDS_S.length + 1;

/** The bucket of a time on a step: the first whose bound holds it. */
export function stepTimeBucket(ms: number): number {
  const i = STEP_TIME_BOUNDS_S.findIndex((bound) => ms <= bound * 1000);
  return i === -1 ? STEP_TIME_BOUNDS_S.length : i;
}

/** A bucket in words, for the overviews: «30–60 s», «over 30 min». */
export function stepTimeWords(bucket: number): string {
  const words = (s: number) => (s < 60 ? `${s} s` : `${s / 60} min`);
  const upper = STEP_TIME_BOUNDS_S[bucket];
  const lower = bucket === 0 ? 0 : STEP_TIME_BOUNDS_S[bucket - 1]!;
  if (upper === undefined) return `over ${words(lower)}`;
  return bucket === 0 ? `under ${words(upper)}` : `${words(lower)}–${words(upper)}`;
}

export interface Move {
  flow: string;
  from: string;
  event: string;
  to: string;
  outcome: string;
}

export interface CountedMove extends Move {
  n: number;
}

export interface StepTime {
  flow: string;
  step: string;
  bucket: number;
  n: number;
}

export interface MoveBatch {
  moves: CountedMove[];
  stepTimes: StepTime[];
}

/** A flow's legal moves, read from its machine (machines/moves/catalogue.ts). */
export interface CataloguedMove {
  from: string;
  event: string;
  to: string;
  /** The notices the customer can be shown on this move (a notice key), '' for none. */
  outcomes: readonly string[];
}

export interface FlowCatalogue {
  flow: string;
  /** The places, in document order, with `start` first and `left` last. */
  places: readonly string[];
  /** The steps the customer fills in (their time is counted). */
  steps: readonly string[];
  moves: readonly CataloguedMove[];
}

export const MOVE_MESSAGES = {
  notABatch: 'Tellingen har feil form.',
  unknownMove: 'Tellingen har et steg flyten ikke har.',
  unknownStep: 'Tellingen har en tid på et steg flyten ikke har.',
  badCount: `Et antall i tellingen er ikke et helt tall fra 1 til ${MAX_COUNT}.`,
  repeatedMove: 'Tellingen har det samme steget mer enn én gang.',
  repeatedStep: 'Tellingen har den samme tiden på et steg mer enn én gang.',
  tooLarge: 'Tellingen er for stor.',
  tooMany: 'For mange tellinger fra denne nettleseren. Prøv igjen senere.',
} as const;

const moveKey = (m: Pick<Move, 'flow' | 'from' | 'event' | 'to'>) => `${m.flow}\n${m.from}\n${m.event}\n${m.to}`;
/** A batch's entry for a move: the move with its outcome. The page adds up its counts per entry; a batch has each once. */
export const batchMoveKey = (m: Move) => `${moveKey(m)}\n${m.outcome}`;
/** A batch's entry for a time on a step: the step's bucket. */
export const batchStepKey = (t: Pick<StepTime, 'flow' | 'step' | 'bucket'>) => `${t.flow}\n${t.step}\n${t.bucket}`;
/** No two entries of a batch alike: the page sends each move (with its outcome) and each step's bucket once, with its n. */
const allDistinct = <T>(entries: readonly T[], key: (entry: T) => string) => new Set(entries.map(key)).size === entries.length;

const nonEmpty = (values: Iterable<string>): [string, ...string[]] => {
  const list = [...new Set(values)].sort();
  return list.length > 0 ? (list as [string, ...string[]]) : [''];
};

/**
 * The batch the server takes: strict objects (no other field), bounded arrays and counts, every name one the
 * catalogue has, and every move and step one of its flow's. Each move (flow, from, event, to, outcome) and each
 * step's bucket (flow, step, bucket) at most once: the page adds up its counts per entry
 * (src/lib/moveCounting/moveBatch.ts), so only a forged batch repeats one, and repeats would carry past `MAX_COUNT`
 * of one move in one batch.
 */
export function moveBatchSchema(catalogue: readonly FlowCatalogue[]) {
  const legal = new Map<string, ReadonlySet<string>>();
  for (const f of catalogue) for (const m of f.moves) legal.set(moveKey({ flow: f.flow, ...m }), new Set(m.outcomes));
  const steps = new Set(catalogue.flatMap((f) => f.steps.map((s) => `${f.flow}\n${s}`)));
  const flow = v.picklist(nonEmpty(catalogue.map((f) => f.flow)), MOVE_MESSAGES.unknownMove);
  const place = v.picklist(nonEmpty(catalogue.flatMap((f) => f.places)), MOVE_MESSAGES.unknownMove);
  const event = v.picklist(nonEmpty(catalogue.flatMap((f) => f.moves.map((m) => m.event))), MOVE_MESSAGES.unknownMove);
  const outcome = v.picklist(nonEmpty(catalogue.flatMap((f) => f.moves.flatMap((m) => m.outcomes))), MOVE_MESSAGES.unknownMove);
  const count = (message: string) =>
    v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_COUNT, message));
  const move = v.pipe(
    v.strictObject({ flow, from: place, event, to: place, outcome, n: count(MOVE_MESSAGES.badCount) }, MOVE_MESSAGES.unknownMove),
    v.check((m) => legal.get(moveKey(m))?.has(m.outcome) === true, MOVE_MESSAGES.unknownMove),
  );
  const stepTime = v.pipe(
    v.strictObject(
      {
        flow: v.picklist(nonEmpty(catalogue.map((f) => f.flow)), MOVE_MESSAGES.unknownStep),
        step: v.picklist(nonEmpty(catalogue.flatMap((f) => f.steps)), MOVE_MESSAGES.unknownStep),
        bucket: v.pipe(
          v.number(MOVE_MESSAGES.unknownStep),
          v.integer(MOVE_MESSAGES.unknownStep),
          v.minValue(0, MOVE_MESSAGES.unknownStep),
          v.maxValue(STEP_TIME_BUCKETS - 1, MOVE_MESSAGES.unknownStep),
        ),
        n: count(MOVE_MESSAGES.badCount),
      },
      MOVE_MESSAGES.unknownStep,
    ),
    v.check((t) => steps.has(`${t.flow}\n${t.step}`), MOVE_MESSAGES.unknownStep),
  );
  return v.strictObject(
    {
      moves: v.pipe(
        v.array(move, MOVE_MESSAGES.notABatch),
        v.maxLength(MAX_BATCH_ENTRIES, MOVE_MESSAGES.tooLarge),
        v.check((moves) => allDistinct(moves, batchMoveKey), MOVE_MESSAGES.repeatedMove),
      ),
      stepTimes: v.pipe(
        v.array(stepTime, MOVE_MESSAGES.notABatch),
        v.maxLength(MAX_BATCH_ENTRIES, MOVE_MESSAGES.tooLarge),
        v.check((times) => allDistinct(times, batchStepKey), MOVE_MESSAGES.repeatedStep),
      ),
    },
    MOVE_MESSAGES.notABatch,
  );
}
