/**
 * `npm run diagrams`: writes docs/machines/<machineId>[.<step>].{mmd,svg} and README.md for every
 * machine exported from machines/*.machine.ts, and a PNG of each business overview (drawn in Chromium).
 * `npm run diagrams:check` (`--check`): fails when docs/machines differs from what the machines give,
 * when a business drawing or the explorer's own texts hold a SPEC reference, an English name or a route placeholder,
 * when a glossary entry is missing, when a state or a guarded transition has no description, when a glossary
 * guard is drawn in no diagram, or when the real Mermaid (in Chromium) cannot render a .mmd file;
 * prints each diagram's width.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessLanguageProblems } from './diagrams/businessLanguageCheck';
import { compareDiagrams } from './diagrams/check';
import { checkDescriptions, checkGlossaries, findMachines, generateDiagrams, undrawnGuards, undrawnOutcomes } from './diagrams/generate';
import { pictured, pngProblems, renderPngs } from './diagrams/png';
import { renderCommitted } from './diagrams/renderCheck';
import { COUNTED_FLOWS } from '../domain/countedMoves';
import { catalogueModule } from '../machines/moves/catalogue';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(rootDir, 'docs', 'machines');
/** The catalogue of the moves the counted flows can make (issue 49), for the server's check of a counted move. */
const cataloguePath = join(rootDir, 'domain', 'moveCatalogue.generated.ts');

async function main() {
  const check = process.argv.includes('--check');
  const machines = await findMachines(rootDir);
  const files = await generateDiagrams(machines);
  const glossaryProblems = checkGlossaries(machines);
  const catalogue = catalogueModule(
    COUNTED_FLOWS.map((id) => {
      const found = machines.find((m) => m.machine.id === id);
      if (!found) throw new Error(`The counted flow "${id}" (domain/countedMoves.ts) has no machine in machines/*.machine.ts`);
      return found.machine;
    }),
  );
  if (!check) writeFileSync(cataloguePath, catalogue);
  if (!check) {
    mkdirSync(outDir, { recursive: true });
    const pngs = await renderPngs(pictured(files));
    for (const name of readdirSync(outDir)) {
      if (!files.has(name) && !pngs.has(name)) rmSync(join(outDir, name));
    }
    for (const [name, content] of [...files, ...pngs]) writeFileSync(join(outDir, name), content);
    console.log(`Wrote ${files.size + pngs.size} files to docs/machines for ${machines.length} machines.`);
  }
  const stale = check ? [...compareDiagrams(files, outDir), ...pngProblems(files, outDir)] : [];
  if (check && (!existsSync(cataloguePath) || readFileSync(cataloguePath, 'utf8') !== catalogue)) stale.push('domain/moveCatalogue.generated.ts is stale');
  const problems = stale.map((p) => `${p} (run \`npm run diagrams\`)`);
  problems.push(...glossaryProblems.map((p) => `glossary: ${p}`));
  problems.push(...checkDescriptions(machines).map((p) => `description: ${p}`));
  problems.push(...undrawnGuards(machines, files).map((p) => `diagram: ${p}`));
  problems.push(...undrawnOutcomes(machines).map((p) => `overview: ${p}`));
  problems.push(...(await businessLanguageProblems(files)).map((p) => `bokmål: ${p}`));
  const render = await renderCommitted(outDir);
  console.log(render.report);
  problems.push(...render.problems);
  if (problems.length > 0) {
    console.error(`\ndocs/machines has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`docs/machines is ${check ? 'up to date' : 'written'}: ${machines.length} machines, every .mmd renders in Mermaid.`);
}

await main();
