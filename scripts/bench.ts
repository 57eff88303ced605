/**
 * `npm run bench`: the JavaScript of `/` against its budgets (CI; after `npm run build`), and on demand a comparison
 * with a reference commit and Lighthouse's main-thread figures. docs/commands.md#bench says how to use it.
 *
 * - `npm run bench`: ./bench/check.ts (the budgets are ./bench/budgets.ts).
 * - `npm run bench -- --compare [<commit>]`: ./bench/compare.ts (default reference ./bench/args.ts DEFAULT_REFERENCE).
 * - `--lighthouse [--runs N]`: ./bench/lighthouseBench.ts, on this tree or, with --compare, on both builds.
 * - `--lock <file>`: holds that flock lock while Chromium measures (./bench/browserLock.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/server';
import { parseBenchArgs, type BenchArgs } from './bench/args';
import { holdLock } from './bench/browserLock';
import { runCheck } from './bench/check';
import { runCompare } from './bench/compare';
import { lighthouseBench } from './bench/lighthouseBench';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Cleanups a signal must still run (the reference's worktree). */
const cleanups: (() => void)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(130);
  });
}

async function main(args: BenchArgs): Promise<number> {
  if (args.compare !== null) return runCompare(root, { ...args, compare: args.compare }, (c) => cleanups.push(c));
  const release = await holdLock(args.lock);
  try {
    const code = await runCheck(root);
    if (!args.lighthouse) return code;
    const server = await startServer(root);
    try {
      await lighthouseBench([{ label: 'this tree', url: server.url }], args.runs);
    } finally {
      await server.stop();
    }
    return code;
  } finally {
    release();
  }
}

let args: BenchArgs;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
main(args).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
