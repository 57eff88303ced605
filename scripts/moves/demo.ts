/**
 * The demo counts (issue 49, `npm run moves:demo`): customers walked through each counted flow's moves as its
 * machine has them (the catalogue read from the machines' transitions, domain/moveCatalogue.generated.ts), with a
 * seeded random choice at each place, spread over the last 60 days, and stored through the server's own insert
 * (server/routes/countMoves.ts `addMoveCounts`) after the route's own batch check, so only catalogue moves land.
 *
 * No code per flow: every flow and dialog of the catalogue is walked by the same rules. At a place a customer
 * - leaves (a closed page, or elsewhere in the portal: the leave dialog's AVSLUTT) now and then, more often on a
 *   detour that is no step (the e-ID login, an error page): the e-ID detour not coming back;
 * - is told a notice on the place (a failed SEND INN) now and then, and tries again;
 * - otherwise goes on: the customer's own events (NESTE, SEND INN) before the machine's, the nearest place ahead
 *   before those further on, a server failure (`xstate.error.*`) rarely, the machine's rarer events (a route
 *   change, a session ending) very rarely, back (TILBAKE) sometimes, and a move already made seldom again.
 * The time on each step is drawn around 40 s (log-normal) and kept as its histogram bucket, as the tracker does.
 *
 * A machine and the counted machines it invokes are walked together, as the tracker (machines/moves/tracker.ts)
 * follows them in the app: at a place whose onward move is `xstate.done.actor.<X>`, X a counted flow of the
 * catalogue (the home page's `homeModals` at `consent` invokes `consentModal`), the same customer first walks X
 * (counted under X, as X's own customer). If X's walk leaves (`left`), the parent leaves that place with the same
 * event (the page closed on both at once) and stops; otherwise X reached its end and the parent takes the
 * `done.actor` move. The parent never leaves such a place on its own, so the parent's moves out of it add up to
 * X's ends and leaves. A flow some other counted flow invokes is walked only that way, never on its own.
 */
import * as v from 'valibot';
import type { AnyStateMachine } from 'xstate';
import { batchMoveKey, batchStepKey, MAX_BATCH_ENTRIES, MAX_COUNT, moveBatchSchema, stepTimeBucket, type CataloguedMove, type CountedMove, type FlowCatalogue, type MoveBatch, type StepTime } from '../../domain/countedMoves';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import type { Db } from '../../server/db/db';
import { LEFT, placesOf, START } from '../../machines/moves/places';
import { seededRandom } from '../../server/data/seededRandom';
import { addMoveCounts } from '../../server/routes/countMoves';

export const DEMO_SEED = 49;
export const DEMO_DAYS = 60;
/** Customers per flow walked on its own: between these two, drawn per flow (a flow another invokes gets those who reach it). */
export const DEMO_CUSTOMERS = [250, 450] as const;

/** A customer who has made this many moves closes the page (a walk that goes round in circles ends). */
const MAX_MOVES = 40;


const pick = <T>(random: () => number, items: readonly { item: T; weight: number }[]): T => {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let r = random() * total;
  for (const i of items) if ((r -= i.weight) < 0) return i.item;
  return items[items.length - 1]!.item;
};

/** The event of an invoked actor's end: `xstate.done.actor.<its id>`. */
const DONE_ACTOR = 'xstate.done.actor.';

/** The flows of the catalogue that another flow of it invokes (it has a move `xstate.done.actor.<flow>`): walked only within it. */
export function invokedFlows(catalogue: readonly FlowCatalogue[]): Set<string> {
  const flows = new Set(catalogue.map((f) => f.flow));
  return new Set(
    catalogue.flatMap((f) => f.moves.map((m) => (m.event.startsWith(DONE_ACTOR) ? m.event.slice(DONE_ACTOR.length) : '')).filter((x) => x !== f.flow && flows.has(x))),
  );
}

/** One customer's walk: the moves and step times (in ms) of the flow and of the counted flows it invoked, and how often each flow was walked. */
export interface Walk {
  moves: CountedMove[];
  stepTimes: { flow: string; step: string; ms: number }[];
  /** Per flow, how many of its customers the walk was (the flow itself once, an invoked flow once each time it ran). */
  customers: Record<string, number>;
}

export interface WalkOptions {
  /** The counted flows a flow may invoke (a move `xstate.done.actor.<flow>`); MOVE_CATALOGUE unless given. */
  catalogue?: readonly FlowCatalogue[];
  /** Each flow's success ends (successEndsOf), which a walk prefers to its other ends. */
  successes?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** One customer's moves and step times through one flow, with the counted flows its machine invokes walked within it. */
export function walkFlow(top: FlowCatalogue, random: () => number, { catalogue = MOVE_CATALOGUE, successes = new Map() }: WalkOptions = {}): Walk {
  const walk: Walk = { moves: [], stepTimes: [], customers: {} };

  /** Walks `flow` (within `within`, the flows already walking, so no flow invokes itself); returns its last move. */
  const walkOne = (flow: FlowCatalogue, within: ReadonlySet<string>): CountedMove => {
    walk.customers[flow.flow] = (walk.customers[flow.flow] ?? 0) + 1;
    const flowSuccesses = successes.get(flow.flow) ?? new Set<string>();
    const rank = (place: string) => flow.places.indexOf(place);
    const outOf = (place: string) => flow.moves.filter((m) => m.from === place);
    const leaves = (place: string) => outOf(place).filter((m) => m.to === LEFT);
    const onwards = (place: string) => outOf(place).filter((m) => m.to !== LEFT && m.to !== place);
    /** Nobody leaves an end: the catalogue has no leave from it. */
    const isEnd = (place: string) => place !== START && place !== LEFT && leaves(place).length === 0;
    /** What a place is to the walk: a step (a dialog's places where a dialog has no steps), the flow's success, another end, a detour, or a place the machine passes at once. */
    const kindOf = (place: string): 'step' | 'success' | 'end' | 'detour' | 'passing' => {
      if (isEnd(place)) return flowSuccesses.has(place) || (flowSuccesses.size === 0 && flow.steps.length === 0) ? 'success' : 'end';
      if (onwards(place).length === 0) return 'passing';
      if (flow.steps.includes(place) || flow.steps.length === 0) return 'step';
      return 'detour';
    };
    const mainEvent = (e: string) => e.startsWith('user.') || /^xstate\.(init|done\.|after\.)|^page\.restored$/.test(e);
    /** The counted flow a move waits for (its event is `xstate.done.actor.<flow>`), if any. */
    const invokedBy = (m: CataloguedMove) =>
      m.event.startsWith(DONE_ACTOR) ? catalogue.find((f) => f.flow === m.event.slice(DONE_ACTOR.length) && !within.has(f.flow)) : undefined;

    const own: CountedMove[] = [];
    const made = new Set<string>();
    let place = START;
    const go = (m: CataloguedMove, outcome = '') => {
      const move = { flow: flow.flow, from: m.from, event: m.event, to: m.to, outcome, n: 1 };
      own.push(move);
      walk.moves.push(move);
      made.add(`${m.from}\n${m.event}\n${m.to}`);
      if (m.to !== m.from && flow.steps.includes(m.from)) {
        // Log-normal around 40 s: most take half a minute to two, a few a long while.
        const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
        walk.stepTimes.push({ flow: flow.flow, step: m.from, ms: Math.round(40_000 * Math.exp(0.9 * normal)) });
      }
      place = m.to;
    };

    while (!isEnd(place) && place !== LEFT) {
      const leave = leaves(place);
      const on = onwards(place);
      const waiting = on.filter((m) => invokedBy(m) !== undefined);
      if (waiting.length > 0) {
        // The place runs a counted flow: the customer walks it first; the place is left as it is left, with its
        // event, or the flow's end moves the machine on. Nobody leaves here but through it.
        const m = waiting.length === 1 ? waiting[0]! : waiting[Math.floor(random() * waiting.length)]!;
        const child = invokedBy(m)!;
        const last = walkOne(child, new Set([...within, child.flow]));
        if (last.to !== LEFT) {
          go(m);
          continue;
        }
        const same = leave.find((l) => l.event === last.event);
        if (!same) throw new Error(`${flow.flow}: ${place} har ingen ${last.event} ut, men ${child.flow} går ut med den`);
        go(same);
        continue;
      }
      const told = outOf(place).filter((m) => m.to === place && m.outcomes.some((o) => o !== ''));
      const leaveChance = own.length >= MAX_MOVES || on.length === 0 ? 1 : place !== START && kindOf(place) === 'detour' ? 0.18 : 0.04;
      if (random() < leaveChance) {
        const closed = leave.find((m) => m.event === 'page.closed');
        const elsewhere = leave.find((m) => m.event === 'flow.left');
        go(random() < 0.55 ? (closed ?? elsewhere ?? leave[0]!) : (elsewhere ?? closed ?? leave[0]!));
        continue;
      }
      if (told.length > 0 && random() < 0.08) {
        // A failure the customer is told (SEND INN failed), then tries again.
        const m = told[Math.floor(random() * told.length)]!;
        const outcomes = m.outcomes.filter((o) => o !== '');
        go(m, outcomes[Math.floor(random() * outcomes.length)]!);
        continue;
      }
      const wanted = on.filter((m) => mainEvent(m.event) && rank(m.to) > rank(m.from) && ['step', 'success'].includes(kindOf(m.to)));
      const nearest = wanted.length > 0 ? Math.min(...wanted.map((m) => rank(m.to))) : rank(place) + 1;
      const weighted = on.map((m) => {
        const base = m.event === 'user.back' ? 0.06
          : m.event.startsWith('user.') ? 1
          : mainEvent(m.event) ? 0.2
          : m.event.startsWith('xstate.error.') ? 0.01
          : 0.0005;
        const kind = kindOf(m.to);
        const backwards = rank(m.to) < rank(m.from) && m.event !== 'user.back' && kindOf(m.from) !== 'detour';
        const where = backwards ? 0.003
          : kind === 'detour' ? 0.6
          : kind === 'end' ? 0.02
          : kind === 'passing' ? 0.01
          : 0.12 ** Math.max(0, rank(m.to) - nearest);
        const again = made.has(`${m.from}\n${m.event}\n${m.to}`) ? 0.02 : 1;
        return { item: m, weight: base * where * again };
      });
      go(pick(random, weighted));
    }
    return own.at(-1)!;
  };

  walkOne(top, new Set([top.flow]));
  return walk;
}

/** Each flow's success ends (`meta.outcome: 'success'`), by flow id, from its machine. */
export function successEndsOf(machines: readonly AnyStateMachine[]): Map<string, Set<string>> {
  return new Map(
    machines.map((machine) => {
      const { nodes, ends } = placesOf(machine);
      return [machine.id, new Set([...ends].filter((p) => (nodes.get(p)?.meta as { outcome?: string } | undefined)?.outcome === 'success'))];
    }),
  );
}

export interface DemoOptions extends WalkOptions {
  seed?: number;
  /** The last day (Oslo), YYYY-MM-DD; the demo fills it and the 59 before. */
  today: string;
}

export interface DemoTotals {
  /** Per day, the batch of that day: every move and step time summed. */
  days: Map<string, MoveBatch>;
  /** Per flow, its customers: drawn for a flow walked on its own, as many as reached it for a flow another invokes. */
  customers: Record<string, number>;
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The demo's customers, walked and summed per day: what `storeDemo` stores. Pure: the same seed, the same totals. */
export function demoTotals({ seed = DEMO_SEED, today, catalogue = MOVE_CATALOGUE, successes = new Map() }: DemoOptions): DemoTotals {
  const random = seededRandom(seed);
  const moves = new Map<string, Map<string, CountedMove>>();
  const times = new Map<string, Map<string, StepTime>>();
  const customers: Record<string, number> = Object.fromEntries(catalogue.map((f) => [f.flow, 0]));
  const invoked = invokedFlows(catalogue);
  for (const flow of catalogue) {
    // A flow another invokes is walked within it, by the customers who get there.
    if (invoked.has(flow.flow)) continue;
    const count = DEMO_CUSTOMERS[0] + Math.floor(random() * (DEMO_CUSTOMERS[1] - DEMO_CUSTOMERS[0] + 1));
    for (let c = 0; c < count; c++) {
      const day = dayBefore(today, Math.floor(random() * DEMO_DAYS));
      const walked = walkFlow(flow, random, { catalogue, successes });
      for (const [f, n] of Object.entries(walked.customers)) customers[f] = (customers[f] ?? 0) + n;
      const dayMoves = moves.get(day) ?? new Map<string, CountedMove>();
      moves.set(day, dayMoves);
      for (const m of walked.moves) {
        const key = batchMoveKey(m);
        const known = dayMoves.get(key);
        if (known) known.n += 1;
        else dayMoves.set(key, { ...m });
      }
      const dayTimes = times.get(day) ?? new Map<string, StepTime>();
      times.set(day, dayTimes);
      for (const t of walked.stepTimes) {
        const bucket = stepTimeBucket(t.ms);
        const key = batchStepKey({ flow: t.flow, step: t.step, bucket });
        const known = dayTimes.get(key);
        if (known) known.n += 1;
        else dayTimes.set(key, { flow: t.flow, step: t.step, bucket, n: 1 });
      }
    }
  }
  const days = new Map<string, MoveBatch>();
  for (const day of [...new Set([...moves.keys(), ...times.keys()])].sort()) {
    days.set(day, { moves: [...(moves.get(day)?.values() ?? [])], stepTimes: [...(times.get(day)?.values() ?? [])] });
  }
  return { days, customers };
}

/** A day's totals as batches the route would take: at most MAX_BATCH_ENTRIES entries, each at most MAX_COUNT. */
export function asBatches(total: MoveBatch): MoveBatch[] {
  // The k-th part of each count goes in the k-th round of batches: a batch never holds one move twice (the route
  // refuses that), and no part is over MAX_COUNT.
  const part = <T extends { n: number }>(items: readonly T[], k: number) =>
    items.filter((i) => i.n > k * MAX_COUNT).map((i) => ({ ...i, n: Math.min(MAX_COUNT, i.n - k * MAX_COUNT) }));
  const rounds = Math.max(0, ...[...total.moves, ...total.stepTimes].map((i) => Math.ceil(i.n / MAX_COUNT)));
  const batches: MoveBatch[] = [];
  for (let k = 0; k < rounds; k++) {
    const moves = part(total.moves, k);
    const stepTimes = part(total.stepTimes, k);
    for (let i = 0; i < Math.max(moves.length, stepTimes.length); i += MAX_BATCH_ENTRIES) {
      batches.push({ moves: moves.slice(i, i + MAX_BATCH_ENTRIES), stepTimes: stepTimes.slice(i, i + MAX_BATCH_ENTRIES) });
    }
  }
  return batches;
}

/**
 * Walks the demo's customers and adds them to the database's daily totals: each batch checked by the route's
 * schema against the catalogue of the machines, then added by the route's own insert, one transaction a day.
 */
export async function storeDemo(db: Db, options: DemoOptions): Promise<DemoTotals> {
  const totals = demoTotals(options);
  const schema = moveBatchSchema(MOVE_CATALOGUE);
  for (const [day, total] of totals.days) {
    const batches = asBatches(total).map((b) => v.parse(schema, b));
    await db.transaction(async (tx) => {
      for (const batch of batches) await addMoveCounts(tx, day, batch);
    });
  }
  return totals;
}
