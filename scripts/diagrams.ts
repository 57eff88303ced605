/**
 * `npm run diagrams`: writes docs/machines/<machineId>.{mmd,svg} and README.md for every
 * machine exported from machines/*.machine.ts.
 * `npm run diagrams:check` (`--check`): regenerates in memory and exits 1 when docs/machines differs.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMachines, generateDiagrams } from './diagrams/generate';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(rootDir, 'docs', 'machines');

export function compareDiagrams(expected: Map<string, string>, dir: string): string[] {
  const problems: string[] = [];
  const existing = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const [name, content] of [...expected].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`missing: docs/machines/${name}`);
    else if (readFileSync(path, 'utf8') !== content) problems.push(`differs: docs/machines/${name}`);
  }
  for (const name of existing) {
    if (!expected.has(name)) problems.push(`extra:   docs/machines/${name}`);
  }
  return problems;
}

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
