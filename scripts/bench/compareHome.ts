/**
 * Compare mode's KB: the static first load (manifest) and each case of `/` in Chromium, on the reference and on this
 * tree, measured in turn (the order turning each case), as a table of case, reference, this tree and ratio, with
 * this tree's failing budget and issue 46's target beside it. A case the reference does not show as named (another
 * dialog, or none) is said so in its row; on this tree it fails, as in `npm run bench`.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { measureCase, type Measurement } from './browser';
import { evaluate, type BudgetKey } from './budgets';
import { HOME_CASES } from './cases';
import { distFiles, type DistFiles } from './distFiles';
import { budgetText, kb, ratioTable, targetText, type RatioRow } from './format';
import { initialLoad, readManifest } from './manifest';

export interface ServedTree {
  label: string;
  root: string;
  url: string;
}

/** What a side shows for a case: its JS before idle, or why there is no figure. */
type Side = { bytes: number } | { problem: string };

function staticFirstLoad(files: DistFiles): Side {
  const manifest = readManifest(files.dist);
  const initial = manifest && initialLoad(manifest);
  return initial ? { bytes: initial.js.reduce((s, f) => s + files.gzip(f), 0) } : { problem: 'no build manifest' };
}

async function measured(browser: Browser, tree: ServedTree, files: DistFiles, homeCase: (typeof HOME_CASES)[number]): Promise<Side> {
  let m: Measurement;
  try {
    m = await measureCase(browser, tree.url, files, homeCase);
  } catch (e) {
    return { problem: `the measurement failed: ${(e as Error).message.split('\n')[0]}` };
  }
  if (m.dialog !== homeCase.dialog) return { problem: `shows ${m.dialog === null ? 'no dialog' : `the dialog «${m.dialog}»`}, not the case named` };
  return { bytes: m.beforeIdle };
}

/** Measures both trees; prints the table; answers this tree's failures (a case not shown as named, or not measured). */
export async function compareHome(browser: Browser, reference: ServedTree, current: ServedTree): Promise<string[]> {
  const files = [distFiles(join(reference.root, 'dist')), distFiles(join(current.root, 'dist'))] as const;
  const sides: [string, BudgetKey, Side, Side][] = [['static first load (manifest)', 'manifest', staticFirstLoad(files[0]), staticFirstLoad(files[1])]];
  for (const [i, homeCase] of HOME_CASES.entries()) {
    const pair: Side[] = [];
    // Turn the order each case, so neither build always goes first.
    for (const side of i % 2 ? [1, 0] : [0, 1]) pair[side] = await measured(browser, side ? current : reference, files[side]!, homeCase);
    sides.push([`/ ${homeCase.label}`, homeCase.key, pair[0]!, pair[1]!]);
  }
  const failures: string[] = [];
  const rows: RatioRow[] = sides.map(([name, key, ref, cur]) => {
    const notes: string[] = [];
    if ('problem' in ref) notes.push(`reference: ${ref.problem}`);
    if ('problem' in cur) {
      notes.push(`this tree: ${cur.problem}`);
      failures.push(`${name}: this tree ${cur.problem}`);
    } else {
      const v = evaluate(key, cur.bytes);
      notes.push(`budget ${budgetText(v)}; target ${targetText(v)}`);
    }
    return { name, reference: 'bytes' in ref ? ref.bytes : null, current: 'bytes' in cur ? cur.bytes : null, note: notes.join('; ') };
  });
  console.log(`\nJS of / (gzip -9 of each build's own files, loaded before idle in Chromium)\n`);
  // Three decimals: a KB or two of 100 is what a change to the start path moves.
  console.log(ratioTable(rows, kb, ['case', reference.label, current.label], 3));
  return failures;
}
