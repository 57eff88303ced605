/**
 * `npm run bench` on this tree's build (CI): the manifest's report, the cases of `/` in Chromium with each script
 * loaded, and a summary of every figure against its failing budget and issue 46's target (./budgets.ts).
 * Fails (1) over a failing budget, when a case shows another dialog than its own, when maplibre is in the first
 * load or a route chunk's static imports, or when there is no build or the measurement in Chromium fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../lib/server';
import { CHROMIUM_PATH, launchBrowser, measureCase, type Measurement } from './browser';
import { evaluate, type Verdict } from './budgets';
import { HOME_CASES, type HomeCase } from './cases';
import { distFiles, type DistFiles } from './distFiles';
import { budgetText, kb, table, targetText } from './format';
import { readManifest } from './manifest';
import { manifestReport } from './manifestReport';

export async function runCheck(root: string): Promise<number> {
  const files = distFiles(join(root, 'dist'));
  const manifest = readManifest(files.dist);
  if (!manifest) {
    console.error(`No ${join(files.dist, '.vite', 'manifest.json')}: run \`npm run build\` first (build.manifest must be on).`);
    return 1;
  }
  const figures = manifestReport(manifest, files);
  if (typeof figures === 'string') {
    console.error(figures);
    return 1;
  }
  const failures = [...figures.failures];
  const measured = await measureHome(root, files, figures.initialFiles);
  if (!measured) failures.push(`the measurement in Chromium failed or Chromium is missing (CHROMIUM_PATH, now ${CHROMIUM_PATH})`);

  const verdicts: [string, Verdict, string][] = [['static first load (manifest)', evaluate('manifest', figures.initialJs), '']];
  for (const [homeCase, m] of measured ?? []) {
    verdicts.push([`/ ${homeCase.label}`, evaluate(homeCase.key, m.beforeIdle), kb(m.beforePaint)]);
    if (m.dialog !== homeCase.dialog) {
      failures.push(`/ (${homeCase.label}) showed the dialog ${JSON.stringify(m.dialog)}, not ${JSON.stringify(homeCase.dialog)}: the case measured is not the one named`);
    }
  }
  console.log(`\nBudgets of / (JS, gzip -9, before idle in Chromium; "budget" fails the run, "target" is issue 46's, reported only)\n`);
  console.log(table(verdicts.map(([name, v, paint]) => [name, kb(v.bytes), paint, budgetText(v), targetText(v)]), ['case', 'JS', 'before paint', 'budget', 'target']));
  for (const [name, v] of verdicts) if (v.over) failures.push(`${name}: ${kb(v.bytes)} gzip, over the ${v.budgetKb} KB budget`);

  if (failures.length) {
    for (const f of failures) console.error(`FAIL: ${f}`);
    return 1;
  }
  console.log('OK');
  return 0;
}

/** Each case of `/` on this tree's server, with its scripts printed; null when Chromium or the server fails. */
async function measureHome(root: string, files: DistFiles, manifestInitial: string[]): Promise<[HomeCase, Measurement][] | null> {
  if (!existsSync(join(root, 'server', 'index.ts'))) return null;
  const browser = await launchBrowser();
  if (!browser) return null;
  const server = await startServer(root).catch((e: unknown) => console.warn(`the bench's server did not start: ${(e as Error).message}`));
  try {
    if (!server) return null;
    const results: [HomeCase, Measurement][] = [];
    for (const homeCase of HOME_CASES) {
      const m = await measureCase(browser, server.url, files, homeCase);
      results.push([homeCase, m]);
      printScripts(homeCase, m, manifestInitial);
    }
    return results;
  } catch (e) {
    console.warn(`browser measurement failed: ${(e as Error).message}`);
    return null;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

function printScripts(homeCase: HomeCase, m: Measurement, manifestInitial: string[]) {
  console.log(`\nIn Chromium, / ${homeCase.label}: scripts loaded before idle (first-contentful-paint at ${m.fcp.toFixed(0)} ms)\n`);
  const rows = m.scripts.map((s) => [s.file, `${s.end.toFixed(0)} ms`, s.end <= m.fcp ? 'yes' : '', kb(s.encoded), kb(s.gzip)]);
  rows.push(['before first paint', '', '', '', kb(m.beforePaint)], ['before idle', '', '', '', kb(m.beforeIdle)]);
  console.log(table(rows, ['file', 'loaded at', 'before paint', 'transferred body', 'gzip -9']));
  const extra = m.scripts.map((s) => s.file).filter((f) => f !== '(inline)' && !manifestInitial.includes(f));
  if (extra.length) console.log(`note: loaded before idle but not static imports of the entry: ${extra.join(', ')}`);
}
