/**
 * A server of the script's own: `server/index.ts` on a free port with a temporary DATA_DIR (the production server,
 * the test e-ID allowed unless `env` says otherwise), and its helpers. Used by the bench, the load test, Lighthouse
 * and the browser tests that need a server of their own (AUTH_MODE=oidc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestServer {
  url: string;
  pid: number;
  /** Sends the process a signal (SIGTERM: a graceful stop; SIGKILL: a crash). */
  signal(signal: NodeJS.Signals): void;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resident memory of the server process now (Linux VmRSS), in MB; null elsewhere. */
  rssMb(): number | null;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${ms} ms`);
}

/**
 * Starts the server on `port` (a free one when not given) with a fresh temporary DATA_DIR: from the TypeScript
 * (tsx), or with `built` as production runs it, `node dist-server/index.mjs` (npm run build:server first).
 */
export async function startServer(root: string, env: Record<string, string> = {}, port?: number, { built = false } = {}): Promise<TestServer> {
  port ??= await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'husvern-server-'));
  const args = built ? ['dist-server/index.mjs'] : ['--import', 'tsx', 'server/index.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_TEST_LOGIN_IN_PRODUCTION: '1',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitFor(`${url}/api/getUser`, child, 90_000);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    signal: (signal) => child.kill(signal),
    exited,
    rssMb() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Math.round(Number(kb) / 1024) : null;
      } catch {
        return null;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a customer in through the test e-ID form; answers the Cookie header. */
export async function login(url: string, ssn: string): Promise<string> {
  const res = await fetch(`${url}/.auth/login/signicat`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ ssn, post_login_redirect_uri: '/' }),
  });
  const cookie = /AppServiceAuthSession=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (res.status !== 302 || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie;
}

/** Headers of a write from the app itself. */
export const sameOrigin = (cookie: string) => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' });
