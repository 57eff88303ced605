/**
 * `npm run moves:demo [-- --seed N]` (issue 49): adds the demo's counted moves (scripts/moves/demo.ts) to the
 * database the server uses (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first): a few
 * hundred customers per counted flow over the last 60 days (Oslo), walked with a seeded random choice (seed 49
 * unless --seed), so every fresh clone gets the same numbers. It adds: running it twice doubles them
 * (`npm run db:reset` clears them). Then `npm run moves:overview -- --from <60 days ago> --to <today>`.
 */
import { osloToday } from '../domain/schemas/dates';
import { loadConfig } from '../server/config';
import { openCommandDatabase } from '../server/db/open';
import { COUNTED_FLOWS } from '../domain/countedMoves';
import { findMachines } from './diagrams/generate';
import { DEMO_SEED, storeDemo, successEndsOf } from './moves/demo';

export function parseDemoArgs(args: readonly string[]): { seed: number } {
  const i = args.indexOf('--seed');
  if (i === -1 && args.length === 0) return { seed: DEMO_SEED };
  const seed = Number(args[i + 1]);
  if (i === -1 || args.length !== 2 || !/^\d+$/.test(args[i + 1] ?? '') || !Number.isSafeInteger(seed)) {
    throw new Error('Bruk: npm run moves:demo [-- --seed N] (N et helt tall, 0 eller mer)');
  }
  return { seed };
}

/** Adds the demo to the database of `env` (as the server opens it: DATABASE_URL, else PGlite in DATA_DIR); prints what it added. */
export async function runDemo(args: readonly string[], env: NodeJS.ProcessEnv = process.env, today = osloToday(), log = console.log) {
  const { seed } = parseDemoArgs(args);
  const machines = (await findMachines(process.cwd())).map((f) => f.machine).filter((m) => COUNTED_FLOWS.includes(m.id));
  const db = await openCommandDatabase(loadConfig(env));
  try {
    const totals = await storeDemo(db, { seed, today, successes: successEndsOf(machines) });
    const first = [...totals.days.keys()][0] ?? today;
    for (const [flow, n] of Object.entries(totals.customers)) log(`${flow}: ${n} kunder`);
    log(`Demo (seed ${seed}) lagt til for ${totals.days.size} dager. Se dem: npm run moves:overview -- --from ${first} --to ${today}`);
    return totals;
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('movesDemo.ts')) {
  runDemo(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
