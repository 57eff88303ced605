/** Finds the machines in machines/*.machine.ts and produces every file of docs/machines/ in memory. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { toDot } from './dot';
import { machineToGraph } from './graph';
import { toMermaid } from './mermaid';
import { toReadme, type ReadmeEntry } from './readme';
import { renderSvg } from './svg';

export interface FoundMachine {
  machine: AnyStateMachine;
  /** Module path relative to the repository root, e.g. `machines/consentModal.machine.ts`. */
  source: string;
  exportName: string;
}

export async function findMachines(rootDir: string): Promise<FoundMachine[]> {
  const dir = join(rootDir, 'machines');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (value instanceof StateMachine) {
        found.push({ machine: value as AnyStateMachine, source: relative(rootDir, path).split('\\').join('/'), exportName });
      }
    }
  }
  return found;
}

/** File name (inside docs/machines) → content. */
export async function generateDiagrams(machines: FoundMachine[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries: ReadmeEntry[] = [];
  const seen = new Map<string, string>();
  for (const { machine, source, exportName } of machines) {
    const graph = machineToGraph(machine);
    const previous = seen.get(graph.id);
    if (previous) throw new Error(`Two machines share the id "${graph.id}": ${previous} and ${source} (${exportName})`);
    seen.set(graph.id, `${source} (${exportName})`);
    const mermaid = toMermaid(graph, source);
    files.set(`${graph.id}.mmd`, mermaid);
    files.set(`${graph.id}.svg`, await renderSvg(toDot(graph)));
    entries.push({ graph, source, mermaid });
  }
  files.set('README.md', toReadme(entries));
  return files;
}
