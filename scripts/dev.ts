/**
 * `npm run dev`: the API server (tsx watch, API_PORT, default 3001) and Vite (5173, proxying /api, /.auth and /emulator
 * to the API) together. Ctrl-C stops both; if one exits, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`[dev] ${name} exited (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(
    () => process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', '--include', 'domain/**/*.ts', 'server/index.ts'], {
  PORT: apiPort,
  API_PORT: apiPort,
  LOG_REQUESTS: process.env.LOG_REQUESTS ?? '1',
  // Vite's proxy rewrites Host to the API's; let login redirects go back to the Vite origin.
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173',
});
start('vite', bin('vite'), [], { API_PORT: apiPort });
