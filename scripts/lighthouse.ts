/**
 * Lighthouse (`npm run lighthouse`, after `npm run build`): the four categories (performance, accessibility,
 * best practices, SEO) with Lighthouse's default mobile settings (Moto G Power emulation, simulated slow 4G and
 * 4x CPU slowdown) in Debian's Chromium, against the built app on its own server (temporary DATA_DIR), for
 * `/`, `/kontakt` and `/kjop-forsikring` anonymous and `/`, `/skadesaker`, `/forsikringer`, `/meld-skade/rolle` (her draft)
 * and «Si opp forsikring»'s first step (her Hus topp) logged in as Kari Nordmann
 * (storage is fresh, so her draft reminder opens on `/`).
 *
 * Prints the scores with FCP, LCP, TBT and CLS per page and writes each report to reports/lighthouse/*.html (and the raw result as .json;
 * with `--runs N`, one per run: name-1 … name-N).
 * Exits 1 when a category scores below `--min` (default 0: report only), e.g. `npm run lighthouse -- --min 100`.
 * `--only /kontakt` audits one page, `--runs 5` audits each page five times, `--cpu 8` slows the CPU 8x instead of 4x. PORT picks the server's port (a free one otherwise).
 *
 * The audit and the pages are scripts/lib/lighthouseAudit.ts's (the bench's `--lighthouse` uses them too).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, launchLighthouseChrome, LIGHTHOUSE_PAGES, LOGGED_IN_SSN, pageTitle } from './lib/lighthouseAudit';
import { login, startServer } from './lib/server';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const reports = join(root, 'reports', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const min = Number(arg('--min') ?? 0);
/** `--runs 5`: every page audited five times (each run a row); `--min` holds for every run. */
const runs = Math.max(1, Number(arg('--runs') ?? 1));
const only = arg('--only');
/** `--cpu 8`: a phone twice as slow as Lighthouse's (its default slowdown is 4), to see what is near the limit. */
const cpuSlowdown = arg('--cpu') ? Number(arg('--cpu')) : undefined;
const targets = LIGHTHOUSE_PAGES.filter((t) => !only || t.path === only || t.name === only);
mkdirSync(reports, { recursive: true });

const server = await startServer(root, {}, process.env.PORT ? Number(process.env.PORT) : undefined);
const chrome = await launchLighthouseChrome();
const rows: string[][] = [];
const failures: string[] = [];
try {
  const cookie = await login(server.url, LOGGED_IN_SSN);
  for (const [target, run] of targets.flatMap((t) => Array.from({ length: runs }, (_, i) => [t, i + 1] as const))) {
    const headers: Record<string, string> = target.loggedIn ? { Cookie: cookie } : {};
    const url = `${server.url}${target.path}`;
    const { lhr, report } = await audit(chrome.port, url, { categories: CATEGORIES, headers, output: 'html', ...(cpuSlowdown ? { cpuSlowdown } : {}) });
    // With several runs, each run's report is kept: home-2.json is the second run of home.
    const file = runs > 1 ? `${target.name}-${run}` : target.name;
    writeFileSync(join(reports, `${file}.html`), Array.isArray(report) ? report[0]! : report);
    writeFileSync(join(reports, `${file}.json`), JSON.stringify(lhr));
    const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    rows.push([
      pageTitle(target),
      ...CATEGORIES.map((c) => String(score(c))),
      metric('first-contentful-paint'),
      metric('largest-contentful-paint'),
      metric('total-blocking-time'),
      metric('cumulative-layout-shift'),
    ]);
    for (const c of CATEGORIES) {
      if (score(c) < min) {
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id);
        failures.push(`${target.path}: ${c} ${score(c)} < ${min} (${failed.join(', ')})`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
const version = (JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
console.log(`\nLighthouse ${version} (mobile, simulated throttling); reports in ${reports}\n`);
console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
for (const f of failures) console.error(`FAIL: ${f}`);
process.exit(failures.length ? 1 : 0);
