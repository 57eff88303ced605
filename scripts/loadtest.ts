/**
 * `npm run loadtest`: two questions, each answered by servers of the script's own (the production server on a free
 * port with a temporary DATA_DIR, the embedded database).
 *
 * Uploads: does one 20 MB upload (the documented maximum) slow everyone else down? One customer uploads 20 MB files
 * back to back (base64 JSON, ~27 MB a request) while autocannon sends another customer's GET /api/getUser at a
 * fixed 200 requests per second. After a warm-up, prints p50/p99 of those GETs (without uploads, during one upload
 * at a time, and during four parallel uploads) and the server's resident memory in each phase. Fails (exit 1) when
 * p99 during one upload is 200 ms or more, or any GET or upload fails.
 *
 * The case list (issue 38): GET /api/getCases of Kari's list on this tree and, side by side, on the build before the
 * status history (8640e1f, or `--compare <rev>`; `--compare none` for this tree alone). The other revision is taken
 * with `git archive` into a temporary directory (the repository and its work tree are not touched) and run from
 * there with this tree's node_modules. Both servers run at once and are loaded in turn, round after round:
 * requests/s with 20 connections (closed loop, autocannon), then p50/p99 at a steady 500 requests/s (open loop,
 * scripts/lib/openLoad.ts). Prints each build's median and its rounds. Fails when a request fails, or when this tree
 * answers fewer than 90 % of the other build's requests/s.
 *
 * `--only uploads` or `--only cases` runs one of the two. Numbers depend on the machine's other load.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLoad, percentile } from './lib/openLoad';
import { login, sameOrigin, startServer, type TestServer } from './lib/server';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RATE = 200;
const SECONDS = 10;
const WARM_UP_SECONDS = 10;
const BUDGET_P99_MS = 200;
const FILE_BYTES = 20 * 1024 * 1024;
const KARI = '17047012345';
const OLA = '02029054321';

interface Phase {
  name: string;
  rssMb: number | null;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  failures: number;
  uploads: number;
}

/** One upload body: a JPEG-looking 20 MB file as the app sends it. */
function uploadBody(caseId: string): Uint8Array<ArrayBuffer> {
  const file = Buffer.alloc(FILE_BYTES, 0x5a);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Uint8Array(Buffer.from(JSON.stringify({ filename: 'stor-rapport.jpg', mimeType: 'image/jpeg', fileData: file.toString('base64'), caseId })));
}

async function createDraft(server: TestServer, cookie: string): Promise<string> {
  const res = await fetch(`${server.url}/api/createCaseDraft`, { method: 'POST', headers: sameOrigin(cookie) });
  const { incidentUri } = (await res.json()) as { incidentUri: string };
  return /incidents\(([^)]+)\)/.exec(incidentUri)![1]!;
}

/** Uploads back to back on `parallel` lanes until `stop()`; each lane deletes its upload again. */
function keepUploading(server: TestServer, cookie: string, body: Uint8Array<ArrayBuffer>, parallel: number) {
  let running = true;
  let done = 0;
  let failed = 0;
  const lane = async () => {
    while (running) {
      const res = await fetch(`${server.url}/api/uploadAttachment`, { method: 'POST', headers: sameOrigin(cookie), body });
      if (res.status !== 201) {
        failed++;
        console.error(`upload answered ${res.status}: ${await res.text()}`);
        continue;
      }
      done++;
      const ids = await res.text();
      await fetch(`${server.url}/api/deleteAttachment`, { method: 'DELETE', headers: sameOrigin(cookie), body: ids });
    }
  };
  const lanes = Array.from({ length: parallel }, lane);
  return {
    async stop() {
      running = false;
      await Promise.all(lanes);
      return { done, failed };
    },
  };
}

/** Highest resident memory of the server while `work` runs, sampled every 100 ms. */
async function withPeakRss<T>(server: TestServer, work: Promise<T>): Promise<[T, number | null]> {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    const now = server.rssMb();
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 100);
  try {
    return [await work, peak];
  } finally {
    clearInterval(timer);
  }
}

const getUsers = (server: TestServer, cookie: string, seconds: number) =>
  autocannon({ url: `${server.url}/api/getUser`, headers: { cookie }, overallRate: RATE, connections: 50, duration: seconds });

async function measure(server: TestServer, name: string, cookie: string, uploads?: () => Promise<{ done: number; failed: number }>): Promise<Phase> {
  const [result, rssMb] = await withPeakRss(server, getUsers(server, cookie, SECONDS));
  const up = uploads ? await uploads() : { done: 0, failed: 0 };
  return {
    name,
    rssMb,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx + up.failed,
    uploads: up.done,
  };
}

async function uploads(): Promise<number> {
  const server = await startServer(ROOT, { UPLOADS_PER_MINUTE: '10000' });
  try {
    const [kari, ola] = [await login(server.url, KARI), await login(server.url, OLA)];
    const body = uploadBody(await createDraft(server, ola));
    // Warm-up: the server's first requests compile code, fill caches and shrink the heap the seed left behind.
    await getUsers(server, kari, WARM_UP_SECONDS);
    const phases: Phase[] = [];
    phases.push(await measure(server, 'no upload', kari));
    const one = keepUploading(server, ola, body, 1);
    phases.push(await measure(server, 'one 20 MB upload at a time', kari, () => one.stop()));
    const four = keepUploading(server, ola, body, 4);
    phases.push(await measure(server, 'four parallel 20 MB uploads', kari, () => four.stop()));

    const [load] = loadavg();
    const cores = availableParallelism();
    console.log(`\nGET /api/getUser at ${RATE} req/s for ${SECONDS} s each, while another customer uploads (load average ${load!.toFixed(1)} on ${cores} cores):`);
    if (load! > cores) console.warn(`Note: the machine is busy with other work (load average above ${cores}); every phase, the first included, is slower for it.`);
    console.table(phases.map((p) => ({ phase: p.name, 'p50 ms': p.p50, 'p99 ms': p.p99, 'max ms': p.max, requests: p.requests, failures: p.failures, 'uploads done': p.uploads, 'server RSS MB': p.rssMb ?? 'n/a' })));

    const target = phases[1]!;
    const failures = phases.reduce((n, p) => n + p.failures, 0);
    if (target.p99 >= BUDGET_P99_MS || failures > 0 || target.uploads === 0) {
      console.error(`FAIL: p99 during one upload ${target.p99} ms (budget < ${BUDGET_P99_MS} ms), ${failures} failures, ${target.uploads} uploads`);
      return 1;
    }
    console.log(`OK: p99 during one upload ${target.p99} ms < ${BUDGET_P99_MS} ms`);
    return 0;
  } finally {
    await server.stop();
  }
}

/** The build before the status history (issue 38 measured the case list against it). */
const CASE_LIST_BASELINE = '8640e1f';
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
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30 }).trim();

/** `rev`'s files in a temporary directory, with this tree's node_modules: a server can run from there. */
function checkout(rev: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'husvern-baseline-'));
  try {
    const tar = execFileSync('git', ['archive', '--format=tar', rev], { cwd: ROOT, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
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

function parseArgs(argv: string[]): { only: 'uploads' | 'cases' | null; compare: string | null } {
  let only: 'uploads' | 'cases' | null = null;
  let compare: string | null = CASE_LIST_BASELINE;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--only') {
      const v = value();
      if (v !== 'uploads' && v !== 'cases') throw new Error('--only takes uploads or cases');
      only = v;
    } else if (arg === '--compare') {
      const v = value();
      compare = v === 'none' ? null : v;
    } else throw new Error(`Unknown argument: ${arg} (--only uploads|cases, --compare <git-rev>|none)`);
  }
  return { only, compare };
}

/** `loadBefore`: the machine's load average before the script added its own. */
async function caseList(compare: string | null, loadBefore: number): Promise<number> {
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  let other: ReturnType<typeof checkout> | null = null;
  try {
    other = compare ? checkout(compare) : null;
  } catch (err) {
    // A shallow clone or a copy without .git: this tree alone, and said so.
    console.warn(`Cannot take ${compare} from git (${err instanceof Error ? err.message.split('\n')[0] : err}); the case list on this tree alone.`);
  }
  const servers: TestServer[] = [];
  try {
    const builds: Build[] = [];
    servers.push(await startServer(ROOT));
    builds.push(await build(`this tree (${head}${dirty ? ' + changes' : ''})`, servers[0]!));
    if (other) {
      // Its pages from this tree's build, if there is one (it would say at start that it has none).
      servers.push(await startServer(other.dir, { PUBLIC_DIR: join(ROOT, 'dist') }));
      const short = git('rev-parse', '--short', `${compare}^{commit}`);
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

async function main(): Promise<number> {
  const { only, compare } = parseArgs(process.argv.slice(2));
  const [loadBefore] = loadavg();
  let code = 0;
  if (only !== 'cases') code = Math.max(code, await uploads());
  if (only !== 'uploads') code = Math.max(code, await caseList(compare, loadBefore!));
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
