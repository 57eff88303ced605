/** Building an app tree (this one, or the reference's worktree) the way `npm run build` does, on the project's Node. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** A built tree the bench serves: its root (server/, dist/) and what the tables call it. */
export interface BuiltTree {
  label: string;
  root: string;
}

/** `vite build` in `root` with that tree's own Vite and this process's Node; throws with the output's tail when it fails. */
export function buildApp(root: string, label: string): void {
  console.log(`Building ${label} (vite build in ${root})...`);
  const begun = Date.now();
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`vite build of ${label} failed (${run.error?.message ?? `exit ${run.status}`}):\n${output}`);
  }
  console.log(`  built in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
}
