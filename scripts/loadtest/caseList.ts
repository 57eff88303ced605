/** `npm run loadtest`'s case list (issue 38): GET /api/getCases on this tree and on another build, in turn (../loadtest.ts). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openLoad, percentile } from '../lib/openLoad';
import { login, startServer, type TestServer } from '../lib/server';
import { KARI } from './demoCustomers';

/** The build before the status history (issue 38 measured the case list against it). */
export const CASE_LIST_BASELINE = '8640e1f';
const CASE_LIST_CONNECTIONS = 20;
const CASE_LIST_SECONDS = 8;
const CASE_LIST_RATE = 500;
const CASE_LIST_ROUNDS = 3;
/** This tree fails below this share of the other build's requests/s. */
const CASE_LIST_FLOOR = 0.9;

interface Build {
  label: string;
  server: TestServer;
  cookie: string;
  bytes: number;
  rps: number[];
  p50: number[];
  p99: number[];
  failures: number;
  /** What failed, for the report: autocannon's errors, timeouts and non-2xx answers, the open loop's failures. */
  failed: string[];
}

const median = (xs: number[]) => percentile(xs, 50);
const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 }).trim();

/** `rev`'s files in a temporary directory, with this tree's node_modules: a server can run from there. */
function checkout(root: string, rev: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'husvern-baseline-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', rev], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function build(label: string, server: TestServer): Promise<Build> {
  const cookie = await login(server.url, KARI);
  const res = await fetch(`${server.url}/api/getCases`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${label}: GET /api/getCases answered ${res.status}`);
  return { label, server, cookie, bytes: (await res.arrayBuffer()).byteLength, rps: [], p50: [], p99: [], failures: 0, failed: [] };
}

const closedLoop = (b: Build, seconds: number) =>
  autocannon({ url: `${b.server.url}/api/getCases`, headers: { cookie: b.cookie }, connections: CASE_LIST_CONNECTIONS, duration: seconds });

async function caseListRound(b: Build): Promise<void> {
  const closed = await closedLoop(b, CASE_LIST_SECONDS);
  const open = await openLoad(`${b.server.url}/api/getCases`, { cookie: b.cookie }, CASE_LIST_RATE, CASE_LIST_SECONDS);
  b.rps.push(closed.requests.average);
  b.p50.push(percentile(open.latencies, 50));
  b.p99.push(percentile(open.latencies, 99));
  const failures = closed.errors + closed.timeouts + closed.non2xx + open.failures;
  b.failures += failures;
  if (failures) {
    b.failed.push(`round ${b.rps.length}: ${closed.errors} errors, ${closed.timeouts} timeouts, ${closed.non2xx} non-2xx; ${open.failures} at ${CASE_LIST_RATE}/s`);
  }
}

/** The second question, on this tree (`root`) and `compare`; `loadBefore`: the machine's load average before the script added its own. */
export async function caseList(root: string, compare: string | null, loadBefore: number): Promise<number> {
  const head = git(root, 'rev-parse', '--short', 'HEAD');
  const dirty = git(root, 'status', '--porcelain', '--untracked-files=no') !== '';
  let other: ReturnType<typeof checkout> | null = null;
  try {
    other = compare ? checkout(root, compare) : null;
  } catch (err) {
    // A shallow clone or a copy without .git: this tree alone, and said so.
    console.warn(`Cannot take ${compare} from git (${err instanceof Error ? err.message.split('\n')[0] : err}); the case list on this tree alone.`);
  }
  const servers: TestServer[] = [];
  try {
    const builds: Build[] = [];
    servers.push(await startServer(root));
    builds.push(await build(`this tree (${head}${dirty ? ' + changes' : ''})`, servers[0]!));
    if (other) {
      // Its pages from this tree's build, if there is one (it would say at start that it has none).
      servers.push(await startServer(other.dir, { PUBLIC_DIR: join(root, 'dist') }));
      const short = git(root, 'rev-parse', '--short', `${compare}^{commit}`);
      builds.push(await build(short.startsWith(compare!) ? compare! : `${compare} (${short})`, servers[1]!));
    }
    // Warm-up: the JIT and the database's caches, on each.
    for (const b of builds) await closedLoop(b, 5);
    // Rounds in turn, so a change in the machine's other load falls on both.
    for (let round = 0; round < CASE_LIST_ROUNDS; round++) for (const b of builds) await caseListRound(b);

    const cores = availableParallelism();
    console.log(
      `\nGET /api/getCases, Kari's list, embedded database; ${CASE_LIST_ROUNDS} rounds in turn of ${CASE_LIST_SECONDS} s each ` +
        `(load average ${loadBefore.toFixed(1)} on ${cores} cores before the script). Medians, then the rounds:`,
    );
    if (loadBefore > cores) console.warn(`Note: the machine was busy with other work (load average above ${cores}); the figures compare only with each other.`);
    const rounds = (xs: number[], digits = 0) => xs.map((x) => x.toFixed(digits)).join(' / ');
    console.table(
      builds.map((b) => ({
        build: b.label,
        [`req/s, ${CASE_LIST_CONNECTIONS} connections`]: Math.round(median(b.rps)),
        [`p50 ms at ${CASE_LIST_RATE}/s`]: Number(median(b.p50).toFixed(1)),
        [`p99 ms at ${CASE_LIST_RATE}/s`]: Number(median(b.p99).toFixed(1)),
        'answer bytes': b.bytes,
        failures: b.failures,
      })),
    );
    for (const b of builds) console.log(`${b.label}: req/s ${rounds(b.rps)}; p99 ms ${rounds(b.p99, 1)}${b.failed.length ? `; failed ${b.failed.join(', ')}` : ''}`);

    const [now, before] = builds;
    const failures = builds.reduce((n, b) => n + b.failures, 0);
    if (failures > 0) {
      console.error(`FAIL: ${failures} requests failed`);
      return 1;
    }
    if (before && median(now!.rps) < CASE_LIST_FLOOR * median(before.rps)) {
      console.error(`FAIL: this tree answers ${Math.round(median(now!.rps))} req/s, under ${CASE_LIST_FLOOR * 100} % of ${before.label}'s ${Math.round(median(before.rps))}`);
      return 1;
    }
    console.log(before ? `OK: ${Math.round(median(now!.rps))} req/s against ${Math.round(median(before.rps))} (${before.label})` : 'OK');
    return 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    other?.remove();
  }
}
