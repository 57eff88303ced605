// `npm test`: the whole check, its parts in order, stopping at the first failure, and the time each part took
// (docs/testing.md keeps them for the slow CI machine).
import { spawnSync } from 'node:child_process';

const PARTS = ['typecheck', 'lint', 'test:unit', 'diagrams:check', 'build', 'test:browser'];
// `npm test -- <args>` hands its arguments to the browser tests, as the chain it replaced did.
const extra = process.argv.slice(2);
const times = [];
const report = () => console.log(`\nnpm test, time per part:\n${times.join('\n')}`);

console.log(`npm test on Node ${process.version}`);
for (const part of PARTS) {
  const begun = Date.now();
  const args = ['run', part, ...(part === 'test:browser' && extra.length ? ['--', ...extra] : [])];
  const { status } = spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  times.push(`${String(Math.round((Date.now() - begun) / 1000)).padStart(5)} s  ${part}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
