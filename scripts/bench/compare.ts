/**
 * `npm run bench -- --compare [<commit>]`: the reference commit (./reference.ts) and this tree, both built here,
 * served side by side and measured in one run: `/`'s JS in each case (./compareHome.ts) and, with `--lighthouse`,
 * the main-thread work of issue 46's pages (./lighthouseBench.ts). Reports; fails only when this tree cannot be
 * built or measured, or a case of this tree is not the one named. The budgets are `npm run bench`'s, without --compare.
 */
import { startServer, type TestServer } from '../lib/server';
import type { BenchArgs } from './args';
import { launchBrowser } from './browser';
import { holdLock } from './browserLock';
import { buildApp } from './builds';
import { compareHome, type ServedTree } from './compareHome';
import { lighthouseBench } from './lighthouseBench';
import { prepareReference, type ReferenceTree } from './reference';

export async function runCompare(root: string, args: BenchArgs & { compare: string }, onCleanup: (cleanup: () => void) => void): Promise<number> {
  let reference: ReferenceTree;
  try {
    reference = prepareReference(root, args.compare, { keep: args.keep });
  } catch (e) {
    console.error(`The reference ${args.compare} could not be prepared: ${(e as Error).message}`);
    return 1;
  }
  onCleanup(reference.cleanup);
  const servers: TestServer[] = [];
  let release = () => {};
  try {
    buildApp(root, 'this tree');
    release = await holdLock(args.lock);
    for (const tree of [reference, { root }]) servers.push(await startServer(tree.root));
    const trees: [ServedTree, ServedTree] = [
      { label: reference.label, root: reference.root, url: servers[0]!.url },
      { label: 'this tree', root, url: servers[1]!.url },
    ];
    const browser = await launchBrowser();
    if (!browser) {
      console.error('Chromium is missing or did not start (CHROMIUM_PATH).');
      return 1;
    }
    let failures: string[];
    try {
      failures = await compareHome(browser, ...trees);
    } finally {
      await browser.close();
    }
    if (args.lighthouse) await lighthouseBench(trees, args.runs);
    for (const f of failures) console.error(`FAIL: ${f}`);
    return failures.length ? 1 : 0;
  } catch (e) {
    console.error(`The comparison failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    release();
    reference.cleanup();
  }
}
