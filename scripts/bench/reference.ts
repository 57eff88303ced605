/**
 * The reference build of `--compare`: the commit checked out in a temporary git worktree under /tmp, its
 * dependencies (this tree's node_modules hard-linked when the package-lock.json is the same, else `npm ci` there),
 * and its app built. Its server starts as this tree's does (scripts/lib/server.ts: `server/index.ts` under tsx in
 * its root, the app from its dist/), which 6321365 supports as it is.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { buildApp, type BuiltTree } from './builds';

export interface ReferenceTree extends BuiltTree {
  sha: string;
  /** Removes the worktree (unless kept); safe to call more than once, and synchronous, so a signal handler can. */
  cleanup(): void;
}

/** Written once the worktree is built: a kept worktree without it is prepared again. */
const READY = '.bench-ready';

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export function prepareReference(root: string, commit: string, { keep = false } = {}): ReferenceTree {
  const sha = git(root, 'rev-parse', '--verify', `${commit}^{commit}`);
  const short = sha.slice(0, 7);
  const label = commit.startsWith(short) || short.startsWith(commit) ? short : `${commit} (${short})`;
  const kept = join(tmpdir(), `husvern-bench-ref-${sha.slice(0, 12)}`);
  let removed = false;
  const tree: ReferenceTree = {
    label,
    sha,
    root: keep ? kept : mkdtempSync(join(tmpdir(), 'husvern-bench-ref-')),
    cleanup() {
      if (keep || removed) return;
      removed = true;
      forceRemove(root, tree.root);
    },
  };
  if (keep && existsSync(join(tree.root, READY)) && git(tree.root, 'rev-parse', 'HEAD') === sha) {
    console.log(`Reference ${label}: the kept worktree ${tree.root}, built before.`);
    return tree;
  }
  try {
    // A kept worktree of an unfinished run: prepared again from the start.
    if (keep && existsSync(tree.root)) forceRemove(root, tree.root);
    console.log(`Reference ${label}: git worktree in ${tree.root}`);
    git(root, 'worktree', 'add', '--detach', tree.root, sha);
    installDependencies(root, tree.root, sha);
    buildApp(tree.root, `the reference ${label}`);
    writeFileSync(join(tree.root, READY), `${sha}\n`);
    return tree;
  } catch (e) {
    forceRemove(root, tree.root);
    throw e;
  }
}

function forceRemove(root: string, dir: string) {
  try {
    git(root, 'worktree', 'remove', '--force', dir);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    git(root, 'worktree', 'prune');
  }
}

/** This tree's node_modules hard-linked when the reference locks the same packages, else a clean install there. */
function installDependencies(root: string, dir: string, sha: string) {
  const ours = readFileSync(join(root, 'package-lock.json'), 'utf8');
  const theirs = git(root, 'show', `${sha}:package-lock.json`);
  if (ours.trim() === theirs) {
    console.log('  same package-lock.json: node_modules hard-linked (cp -al)');
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
    return;
  }
  console.log('  another package-lock.json: npm ci there (a few minutes)...');
  const begun = Date.now();
  // The project's Node first in PATH, so the install's scripts run on it as this tree's do.
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` },
  });
  if (run.status !== 0) throw new Error(`npm ci in ${dir} failed:\n${`${run.stdout}${run.stderr}`.trim().split('\n').slice(-30).join('\n')}`);
  console.log(`  installed in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
}
