/**
 * `npm run moves:overview -- --from YYYY-MM-DD --to YYYY-MM-DD [--out <dir>]` (issue 49): draws each counted flow's
 * business overview with the customers' moves of the period (both days included) from the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first), into <dir>/<flow>.counts.svg
 * (default reports/moves, not committed). Fewer than 10 shows «under 10» (scripts/moves/overview.ts). With
 * `--compare-from C --compare-to D` each arrow also says its change from that earlier period. Beside them,
 * <dir>/explorer.html: the flow explorer with these overviews, and the numbers of the place the customer is on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { COUNTED_FLOWS } from '../domain/countedMoves';
import { loadConfig } from '../server/config';
import type { Queryable } from '../server/db/db';
import { openCommandDatabase } from '../server/db/open';
import type { BusinessDiagram } from './diagrams/business';
import { invokedMachine } from './diagrams/businessDialogs';
import { businessToDot } from './diagrams/businessPrint';
import { businessOverviewDiagram, explorerOf, findMachines, isStepFlow } from './diagrams/generate';
import { renderSvg } from './diagrams/svg';
import { dialogsWithCounts, flowWithCounts, type CountedMachine, type MoveTotal, type StepTimeTotal } from './moves/overview';

/** A day of the calendar (not 2026-02-30), as YYYY-MM-DD, from year 1 (PostgreSQL's calendar has no year 0). */
function isDay(day: string | undefined): day is string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day.startsWith('0000')) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

export interface OverviewArgs {
  from: string;
  to: string;
  out: string;
  /** The earlier period to compare with (--compare-from, --compare-to), both days included. */
  compare?: { from: string; to: string };
}

export function parseOverviewArgs(args: readonly string[]): OverviewArgs {
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args[i + 1];
  };
  const from = value('--from');
  const to = value('--to');
  if (!isDay(from) || !isDay(to) || from > to) {
    throw new Error('Bruk: npm run moves:overview -- --from ÅÅÅÅ-MM-DD --to ÅÅÅÅ-MM-DD [--compare-from ÅÅÅÅ-MM-DD --compare-to ÅÅÅÅ-MM-DD] [--out mappe] (fra-dagen før eller lik til-dagen)');
  }
  const compareFrom = value('--compare-from');
  const compareTo = value('--compare-to');
  const comparing = args.includes('--compare-from') || args.includes('--compare-to');
  if (!comparing) return { from, to, out: value('--out') ?? 'reports/moves' };
  if (!isDay(compareFrom) || !isDay(compareTo) || compareFrom > compareTo) {
    throw new Error('Bruk: … --compare-from ÅÅÅÅ-MM-DD --compare-to ÅÅÅÅ-MM-DD: begge, og fra-dagen før eller lik til-dagen');
  }
  // The earlier period, whole: a change between periods that share days is the change of the days apart, and
  // 1–30 November against 1–29 November drew the 30th's customers on each arrow as «+3 %», however few.
  if (compareTo >= from) {
    throw new Error(`Bruk: … --compare-to må være før --from (${from}): perioden det sammenlignes med, er en tidligere periode, uten dager felles med denne`);
  }
  return { from, to, out: value('--out') ?? 'reports/moves', compare: { from: compareFrom, to: compareTo } };
}

/** The period's totals of one flow. */
export async function totalsOf(db: Queryable, flow: string, from: string, to: string) {
  const moves = await db.query<MoveTotal & { n: string | number }>(
    `SELECT from_place AS "from", event, to_place AS "to", outcome, sum(n) AS n FROM move_counts
     WHERE flow = $1 AND day BETWEEN $2 AND $3 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    [flow, from, to],
  );
  const times = await db.query<StepTimeTotal & { n: string | number }>(
    'SELECT step, bucket, sum(n) AS n FROM step_time_counts WHERE flow = $1 AND day BETWEEN $2 AND $3 GROUP BY 1, 2 ORDER BY 1, 2',
    [flow, from, to],
  );
  return { moves: moves.map((m) => ({ ...m, n: Number(m.n) })), times: times.map((t) => ({ ...t, bucket: Number(t.bucket), n: Number(t.n) })) };
}

async function main() {
  const { from, to, out, compare } = parseOverviewArgs(process.argv.slice(2));
  const machines = await findMachines(process.cwd());
  const db = await openCommandDatabase(loadConfig());
  try {
    const dir = resolve(out);
    mkdirSync(dir, { recursive: true });
    const period = `${from} – ${to}`;
    const comparedPeriod = compare ? `${compare.from} – ${compare.to}` : undefined;
    const counted = async (machine: AnyStateMachine): Promise<CountedMachine> => ({
      machine,
      ...(await totalsOf(db, machine.id, from, to)),
      before: compare ? (await totalsOf(db, machine.id, compare.from, compare.to)).moves : undefined,
    });
    // Each drawn overview: the flows', and the home page's dialogs' (the page's machine with the dialogs it shows).
    const plain = new Map<string, { diagram: BusinessDiagram; svg: string }>();
    const boxes: Record<string, Record<string, string[]>> = {};
    for (const { machine, businessView: view } of machines) {
      if (!view || !COUNTED_FLOWS.includes(machine.id)) continue;
      const isFlow = isStepFlow(machine, view);
      const diagram = businessOverviewDiagram(machine, view);
      const own = await counted(machine);
      const dialogs = isFlow ? [] : await Promise.all(dialogsOf(machine).map(counted));
      const withNumbers = isFlow
        ? flowWithCounts(own, diagram, period, comparedPeriod)
        : dialogsWithCounts(own, dialogs, diagram, period, [view.title, 'åpnes'], comparedPeriod);
      const svg = await renderSvg(businessToDot(withNumbers.diagram));
      const file = join(dir, `${withNumbers.diagram.name}.svg`);
      writeFileSync(file, svg);
      plain.set(machine.id, { diagram, svg });
      boxes[machine.id] = Object.fromEntries(withNumbers.numbers);
      const moves = [own, ...dialogs].flatMap((d) => d.moves);
      console.log(`${machine.id}: ${moves.reduce((s, m) => s + m.n, 0)} overganger mellom stegene → ${file}`);
    }
    // The explorer with the same numbers beside each overview.
    const machinesDir = `${relative(dir, resolve('docs/machines')).split(sep).join('/')}/`;
    const explorer = join(dir, 'explorer.html');
    writeFileSync(explorer, await explorerOf(plain, { period: comparedPeriod ? `${period} (mot ${comparedPeriod})` : period, boxes, machinesDir }));
    console.log(`Flytutforskeren med tallene → ${explorer}`);
  } finally {
    await db.close();
  }
}

/** The dialog machines a page's machine invokes (the home page's consent dialog and draft reminder). */
const dialogsOf = (page: AnyStateMachine) => Object.values(page.root.states).flatMap((state) => invokedMachine(page, state) ?? []);

if (process.argv[1]?.endsWith('movesOverview.ts')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
