/**
 * `npm run diagrams`: writes docs/machines/<machineId>.{mmd,svg} and README.md for every
 * machine exported from machines/*.machine.ts.
 * `npm run diagrams:check` (`--check`): regenerates in memory and exits 1 when docs/machines differs.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareDiagrams } from './diagrams/check';
import { findMachines, generateDiagrams } from './diagrams/generate';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(rootDir, 'docs', 'machines');

async function main() {
  const check = process.argv.includes('--check');
  const machines = await findMachines(rootDir);
  const files = await generateDiagrams(machines);
  if (check) {
    const problems = compareDiagrams(files, outDir);
    if (problems.length > 0) {
      console.error(`docs/machines is out of date (run \`npm run diagrams\`):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`docs/machines is up to date (${machines.length} machines).`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    if (!files.has(name)) rmSync(join(outDir, name));
  }
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  console.log(`Wrote ${files.size} files to docs/machines for ${machines.length} machines.`);
}

await main();
