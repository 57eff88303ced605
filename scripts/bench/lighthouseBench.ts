/**
 * `--lighthouse`: main-thread work at start on a slow phone. Lighthouse mobile (performance only) `runs` times per
 * page and build; prints the median Total Blocking Time, performance score and LCP per page, and with two builds
 * (compare mode) the two side by side with the ratio. The runs alternate between the builds (the order turning
 * each round), so the machine's load falls on both alike. Not part of CI: about 15 s a run.
 */
import { availableParallelism, loadavg } from 'node:os';
import { audit, launchLighthouseChrome, LIGHTHOUSE_PAGES, LOGGED_IN_SSN, type LighthousePage } from '../lib/lighthouseAudit';
import { login } from '../lib/server';
import { ratioTable, table } from './format';
import { median } from './stats';

/** Issue 46's pages: `/` anonymous and logged in, the lists, the purchase wizard, the damage report's first step. */
const PAGES = ['home', 'home-logged-in', 'forsikringer-logged-in', 'skadesaker-logged-in', 'kjop-forsikring', 'meld-skade-logged-in'];

export interface ServedBuild {
  label: string;
  url: string;
}

interface Runs {
  tbt: number[];
  performance: number[];
  lcp: number[];
}

export async function lighthouseBench(builds: readonly ServedBuild[], runs: number): Promise<void> {
  const pages = PAGES.map((name) => LIGHTHOUSE_PAGES.find((p) => p.name === name)!);
  const cookies = await Promise.all(builds.map((b) => login(b.url, LOGGED_IN_SSN)));
  const results = new Map<string, Runs>();
  const runsOf = (page: LighthousePage, build: number) => {
    const key = `${page.name} ${build}`;
    if (!results.has(key)) results.set(key, { tbt: [], performance: [], lcp: [] });
    return results.get(key)!;
  };
  console.log(`\nLighthouse mobile (4x CPU, simulated slow 4G), ${runs} run(s) per page and build, alternating between the builds...`);
  const loadBefore = loadavg()[0]!;
  const chrome = await launchLighthouseChrome();
  try {
    // One run of `/` per build first, not counted: the first of a fresh server and browser is slower.
    for (const build of builds) await audit(chrome.port, `${build.url}/`, { categories: ['performance'] });
    for (let run = 0; run < runs; run++) {
      for (const [p, page] of pages.entries()) {
        const order = builds.map((_, i) => i);
        if ((run + p) % 2) order.reverse();
        for (const b of order) {
          const { lhr } = await audit(chrome.port, `${builds[b]!.url}${page.path}`, {
            categories: ['performance'],
            headers: page.loggedIn ? { Cookie: cookies[b]! } : {},
          });
          const r = runsOf(page, b);
          r.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
          r.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
          r.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        }
      }
      console.log(`  round ${run + 1} of ${runs} done`);
    }
  } finally {
    chrome.kill();
  }
  const cores = availableParallelism();
  const load = Math.max(loadBefore, loadavg()[0]!);
  console.log(`\nLoad average ${load.toFixed(1)} on ${cores} cores${load > cores ? ': the machine was busy with other work, which makes TBT high; compare only figures of one run' : ''}.`);
  // The path without its query (the damage report's is her draft's CaseId).
  const pageTitle = (page: LighthousePage) => `${page.path.split('?')[0]}${page.loggedIn ? ' (logged in)' : ''}`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const list = (values: number[], unit: (n: number) => string) => values.map(unit).join(', ');
  if (builds.length === 1) {
    console.log(`\nLighthouse, ${builds[0]!.label} (median of ${runs})\n`);
    const rows = pages.map((page) => {
      const r = runsOf(page, 0);
      return [pageTitle(page), ms(median(r.tbt)), String(median(r.performance)), seconds(median(r.lcp)), list(r.tbt, (n) => String(Math.round(n)))];
    });
    console.log(table(rows, ['page', 'TBT', 'performance', 'LCP', 'TBT of each run (ms)']));
    return;
  }
  const [ref, cur] = builds as [ServedBuild, ServedBuild];
  const header = (what: string) => [`${what} (median of ${runs})`, ref.label, cur.label] as const;
  const rowsOf = (metric: keyof Runs, unit: (n: number) => string) =>
    pages.map((page) => {
      const [a, b] = [runsOf(page, 0)[metric], runsOf(page, 1)[metric]];
      return { name: pageTitle(page), reference: median(a), current: median(b), note: `${list(a, unit)} | ${list(b, unit)}` };
    });
  console.log(`\nTotal Blocking Time (each run: reference | this tree)\n`);
  console.log(ratioTable(rowsOf('tbt', (n) => String(Math.round(n))), ms, header('TBT')));
  console.log(`\nPerformance score\n`);
  console.log(ratioTable(rowsOf('performance', String), String, header('performance')));
  console.log(`\nLargest Contentful Paint\n`);
  console.log(ratioTable(rowsOf('lcp', (n) => (n / 1000).toFixed(2)), seconds, header('LCP')));
}
