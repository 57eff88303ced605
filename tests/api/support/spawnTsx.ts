/** Runs a TypeScript entry of this repository in a child process (as `npm run …` would), from any directory. */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX_LOADER = pathToFileURL(`${REPO_ROOT}node_modules/tsx/dist/loader.mjs`).href;

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `script` (relative to the repository) with `args`, exactly `env` (plus PATH) in `cwd`; kills it after `timeoutMs`. */
export function runTsx(script: string, opts: { cwd: string; env: Record<string, string>; args?: string[]; timeoutMs?: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, `${REPO_ROOT}${script}`, ...(opts.args ?? [])], {
      cwd: opts.cwd,
      env: { PATH: process.env.PATH ?? '', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${opts.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
