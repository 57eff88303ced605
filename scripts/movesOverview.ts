/**
 * `npm run moves:overview -- --from YYYY-MM-DD --to YYYY-MM-DD [--out <dir>]` (issue 49): draws each counted flow's
 * business overview with the customers' moves of the period (both days included) from the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first), into <dir>/<flow>.counts.svg
 * (default reports/moves, not committed). Fewer than 10 shows «under 10» (scripts/moves/overview.ts). With
 * `--compare-from C --compare-to D` each arrow also says its change from that earlier period.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { COUNTED_FLOWS } from '../domain/countedMoves';
import { loadConfig } from '../server/config';
import type { Queryable } from '../server/db/db';
import { openDatabase } from '../server/db/open';
import { businessDiagram } from './diagrams/business';
import { businessDialogsDiagram } from './diagrams/businessDialogs';
import { businessToDot } from './diagrams/businessPrint';
import { businessStepDiagrams } from './diagrams/businessStep';
import { findMachines } from './diagrams/generate';
import { renderSvg } from './diagrams/svg';
import { overviewWithCounts, type MoveTotal, type StepTimeTotal } from './moves/overview';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || from > to) {
    throw new Error('Bruk: npm run moves:overview -- --from ÅÅÅÅ-MM-DD --to ÅÅÅÅ-MM-DD [--compare-from ÅÅÅÅ-MM-DD --compare-to ÅÅÅÅ-MM-DD] [--out mappe] (fra-dagen før eller lik til-dagen)');
  }
  const compareFrom = value('--compare-from');
  const compareTo = value('--compare-to');
  const comparing = args.includes('--compare-from') || args.includes('--compare-to');
  if (!comparing) return { from, to, out: value('--out') ?? 'reports/moves' };
  if (!compareFrom || !compareTo || !DAY.test(compareFrom) || !DAY.test(compareTo) || compareFrom > compareTo) {
    throw new Error('Bruk: … --compare-from ÅÅÅÅ-MM-DD --compare-to ÅÅÅÅ-MM-DD: begge, og fra-dagen før eller lik til-dagen');
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
  const db = await openDatabase(loadConfig(), () => undefined);
  try {
    const dir = resolve(out);
    mkdirSync(dir, { recursive: true });
    for (const id of COUNTED_FLOWS) {
      const found = machines.find((m) => m.machine.id === id);
      if (!found?.businessView) continue;
      const { machine, businessView: view } = found;
      const diagram = businessStepDiagrams(machine, view).length > 0 ? businessDiagram(machine, view) : businessDialogsDiagram(machine, view);
      const { moves, times } = await totalsOf(db, id, from, to);
      const compared = compare ? { moves: (await totalsOf(db, id, compare.from, compare.to)).moves, period: `${compare.from} – ${compare.to}` } : undefined;
      const counted = overviewWithCounts(machine, diagram, moves, times, `${from} – ${to}`, compared);
      const file = join(dir, `${counted.name}.svg`);
      writeFileSync(file, await renderSvg(businessToDot(counted)));
      console.log(`${id}: ${moves.reduce((s, m) => s + m.n, 0)} trekk → ${file}`);
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('movesOverview.ts')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
