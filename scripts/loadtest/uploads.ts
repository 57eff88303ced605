/** `npm run loadtest`'s uploads: GET /api/getUser at a fixed rate while another customer uploads 20 MB files (../loadtest.ts). */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { login, sameOrigin, startServer, type TestServer } from '../lib/server';
import { KARI, OLA } from './demoCustomers';

const RATE = 200;
const SECONDS = 10;
const WARM_UP_SECONDS = 10;
const BUDGET_P99_MS = 200;
const FILE_BYTES = 20 * 1024 * 1024;

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

/** The first question: does one customer's 20 MB upload slow another's requests down? Exit code 0 or 1. */
export async function uploads(root: string): Promise<number> {
  const server = await startServer(root, { UPLOADS_PER_MINUTE: '10000' });
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
