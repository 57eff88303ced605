/**
 * `npm run scale:check`: the portal on two servers, measured. Builds the server, takes PostgreSQL (a database of its
 * own on DATABASE_URL's server when given; else a throw-away cluster when PostgreSQL is installed), starts Azurite and
 * two server processes (`node
 * dist-server/index.mjs`) on them, checks that a session and a file made on one are served by the other, then
 * loads GET /api/getCases (a database read per request) at rising rates, on one server and spread over both.
 * Prints p50/p99 per rate and the highest rate with p99 under 50 ms for one and for two servers. Exit 1 when the
 * check fails or a request fails. Figures depend on the machine (docs/deploy.md has this one's).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startAzurite, type Azurite } from './lib/azurite';
import { freePort, login, sameOrigin, startServer, type TestServer } from './lib/server';
import { throwawayDatabase } from './lib/throwawayDatabase';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RATES = [100, 200, 400, 600, 800, 1000, 1300, 1600, 2000];
const SECONDS = 5;
const P99_BUDGET_MS = 50;
const KARI = '17047012345';

/** A PostgreSQL of the check's own in a temporary directory, or null when none is installed. */
function startPostgres(): { url: string; stop(): void } | null {
  const bin = spawnSync('sh', ['-c', "ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1"]).stdout.toString().trim();
  if (!bin || !existsSync(join(bin, 'pg_ctl'))) return null;
  const dir = mkdtempSync(join(tmpdir(), 'husvern-scale-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  chmodSync(dir, 0o700);
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  writeFileSync(join(dir, 'pw'), 'scale\n');
  if (asRoot) execFileSync('chown', ['postgres:', join(dir, 'pw')]);
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', `--pwfile=${join(dir, 'pw')}`, '--auth-host=scram-sha-256', '-E', 'UTF8', '--no-locale']);
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres:scale@127.0.0.1:${port}/postgres`,
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function check(a: TestServer, b: TestServer): Promise<string> {
  const cookie = await login(a.url, KARI);
  const me = await fetch(`${b.url}/api/getUser`, { headers: { Cookie: cookie } });
  if (me.status !== 200) throw new Error(`a session made on A is refused on B (${me.status})`);
  const created = await fetch(`${a.url}/api/createCaseDraft`, { method: 'POST', headers: sameOrigin(cookie) });
  const caseId = /incidents\(([^)]+)\)/.exec(((await created.json()) as { incidentUri: string }).incidentUri)![1]!;
  const file = Buffer.alloc(1_000_000, 7);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  const up = await fetch(`${a.url}/api/uploadAttachment`, {
    method: 'POST',
    headers: sameOrigin(cookie),
    body: JSON.stringify({ caseId, filename: 'sopp.jpg', mimeType: 'image/jpeg', fileData: file.toString('base64') }),
  });
  const { attachmentId } = (await up.json()) as { attachmentId: string };
  const down = Buffer.from(await (await fetch(`${b.url}/api/downloadAttachment/${attachmentId}`, { headers: { Cookie: cookie } })).arrayBuffer());
  if (!down.equals(file)) throw new Error('a file uploaded on A is not the same on B');
  return cookie;
}

/** GET /api/getCases at `rate` in total, spread over `servers`; the worst p99 and p50 of them. */
async function load(servers: TestServer[], cookie: string, rate: number) {
  const results = await Promise.all(
    servers.map((s) =>
      autocannon({ url: `${s.url}/api/getCases`, headers: { cookie }, overallRate: rate / servers.length, connections: 40, duration: SECONDS }),
    ),
  );
  return {
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failures: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
}

async function sweep(label: string, servers: TestServer[], cookie: string): Promise<number> {
  await load(servers, cookie, 200); // warm-up
  let best = 0;
  for (const rate of RATES) {
    const r = await load(servers, cookie, rate);
    console.log(`${label.padEnd(12)} ${String(rate).padStart(5)}/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${r.failures ? `  ${r.failures} failed` : ''}`);
    if (r.failures) throw new Error(`${r.failures} requests failed at ${rate}/s`);
    if (r.p99 >= P99_BUDGET_MS) break;
    best = rate;
  }
  return best;
}

async function main() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/buildServer.ts'], { cwd: ROOT, stdio: 'inherit' });
  const own = process.env.DATABASE_URL ? null : startPostgres();
  const serverUrl = process.env.DATABASE_URL ?? own?.url;
  if (!serverUrl) throw new Error('Set DATABASE_URL or install PostgreSQL (apt-get install -y postgresql).');
  // A database of the check's own on that server, dropped afterwards: the given one is not written to.
  const database = await throwawayDatabase(serverUrl, 'scale_check');
  const servers: TestServer[] = [];
  let azurite: Azurite | undefined;
  try {
    azurite = await startAzurite();
    const env = {
      DATABASE_URL: database.url,
      ATTACHMENTS_BLOB_CONNECTION_STRING: azurite.connectionString,
      ATTACHMENTS_BLOB_CONTAINER: 'scale-check',
    };
    servers.push(await startServer(ROOT, env, await freePort(), { built: true }));
    servers.push(await startServer(ROOT, env, await freePort(), { built: true }));
    const cookie = await check(servers[0]!, servers[1]!);
    console.log('Check: a session and a file made on A are served by B.\n');
    const one = await sweep('one server', [servers[0]!], cookie);
    const two = await sweep('two servers', servers, cookie);
    console.log(`\nHighest rate with p99 < ${P99_BUDGET_MS} ms (GET /api/getCases): one server ${one}/s, two servers ${two}/s.`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await azurite?.stop();
    await database.drop();
    own?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
