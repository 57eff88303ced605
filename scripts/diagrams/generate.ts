/** Finds the machines in machines/*.machine.ts and produces every file of docs/machines/ in memory. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import type { MachineGlossary } from '../../machines/glossary';
import { toDot } from './dot';
import { businessDiagram, undrawnOutcomes as undrawnOutcomesOf, type BusinessDiagram } from './business';
import { buildExplorer } from '../explorer/build';
import { EXPLORER_FLOWS } from '../explorer/flows';
import { exampleJourneys, overviewPlaces } from '../explorer/journeys';
import { businessToDot, businessToMermaid } from './businessPrint';
import { businessStepDiagrams } from './businessStep';
import { BUSINESS_VIEWS } from './businessViews';
import { descriptionProblems, outcomeProblems } from './descriptions';
import { glossaryExportName, glossaryProblems, usedNames } from './glossary';
import { machineToGraph } from './graph';
import { toMermaid } from './mermaid';
import { toReadme, type ReadmeEntry } from './readme';
import { diagramsOf } from './split';
import { renderSvg } from './svg';

export interface FoundMachine {
  machine: AnyStateMachine;
  /** Module path relative to the repository root, e.g. `machines/consentModal.machine.ts`. */
  source: string;
  exportName: string;
  /** The module's `<name>Glossary` export, if any. */
  glossary?: MachineGlossary | undefined;
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
        const glossary = mod[glossaryExportName(exportName)] as MachineGlossary | undefined;
        found.push({ machine: value as AnyStateMachine, source: relative(rootDir, path).split('\\').join('/'), exportName, glossary });
      }
    }
  }
  return found;
}

/** File name (inside docs/machines) → content: `<id>.mmd/.svg` per diagram and README.md. */
export async function generateDiagrams(machines: FoundMachine[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries: ReadmeEntry[] = [];
  const seen = new Map<string, string>();
  const overviews = new Map<string, { diagram: BusinessDiagram; svg: string }>();
  for (const { machine, source, exportName, glossary } of machines) {
    const graph = machineToGraph(machine);
    const previous = seen.get(graph.id);
    if (previous) throw new Error(`Two machines share the id "${graph.id}": ${previous} and ${source} (${exportName})`);
    seen.set(graph.id, `${source} (${exportName})`);
    const diagrams = [];
    for (const diagram of diagramsOf(graph)) {
      const mermaid = toMermaid(diagram, source);
      files.set(`${diagram.name}.mmd`, mermaid);
      files.set(`${diagram.name}.svg`, await renderSvg(toDot(diagram)));
      diagrams.push({ diagram, mermaid });
    }
    const view = BUSINESS_VIEWS.find((v) => v.machineId === graph.id);
    let business: ReadmeEntry['business'];
    if (view) {
      const diagram = businessDiagram(machine, view);
      const mermaid = businessToMermaid(diagram, source);
      files.set(`${diagram.name}.mmd`, mermaid);
      const svg = await renderSvg(businessToDot(diagram));
      files.set(`${diagram.name}.svg`, svg);
      overviews.set(graph.id, { diagram, svg });
      const steps = [];
      for (const step of businessStepDiagrams(machine, view)) {
        files.set(`${step.name}.mmd`, businessToMermaid(step, source));
        files.set(`${step.name}.svg`, await renderSvg(businessToDot(step)));
        steps.push({ name: step.name, title: step.title });
      }
      business = { name: diagram.name, title: diagram.title, mermaid, steps };
    }
    entries.push({ graph, source, diagrams, used: usedNames(machine), glossary, business });
  }
  files.set('README.md', toReadme(entries));
  // The explorer runs the app's two flows: built when their machines are among those drawn (not in the tests' small sets).
  if (EXPLORER_FLOWS.every((f) => overviews.has(f.id))) files.set('explorer.html', await explorerOf(overviews));
  return files;
}

/** docs/machines/explorer.html: the explorer's flows with their business overviews and example journeys. */
async function explorerOf(overviews: Map<string, { diagram: BusinessDiagram; svg: string }>): Promise<string> {
  const placesOf = (id: string) => overviewPlaces(overviews.get(id)!.diagram);
  const flows = EXPLORER_FLOWS.map((f) => ({ id: f.id, svg: overviews.get(f.id)!.svg, places: [...placesOf(f.id).ids] }));
  return buildExplorer({ flows, journeys: exampleJourneys(placesOf) });
}

/** Every guard, action and actor without a glossary entry, and every entry no longer used. */
export function checkGlossaries(machines: FoundMachine[]): string[] {
  return machines.flatMap(({ machine, source, exportName, glossary }) =>
    glossaryProblems(exportName, source, usedNames(machine), glossary),
  );
}

/** Every state and guarded transition without a description, and every end that does not say how it ends. */
export function checkDescriptions(machines: FoundMachine[]): string[] {
  return machines.flatMap(({ machine, source }) => [...descriptionProblems(machine, source), ...outcomeProblems(machine, source)]);
}

/**
 * Ends and failures the business overviews leave out (./business.ts `undrawnOutcomes`), and the states and
 * transitions the business drawings (the overviews, the steps) draw without their Norwegian words.
 */
export function undrawnOutcomes(machines: FoundMachine[]): string[] {
  return machines.flatMap(({ machine }) => {
    const view = BUSINESS_VIEWS.find((v) => v.machineId === machine.id);
    if (!view) return [];
    return [...undrawnOutcomesOf(machine, businessDiagram(machine, view)), ...businessStepDiagrams(machine, view).flatMap((d) => d.missingWords)];
  });
}

/** Every glossary guard that none of its machine's diagrams draws (the generated `.mmd` texts in `files`), but those only declared. */

export function undrawnGuards(machines: FoundMachine[], files: Map<string, string>): string[] {
  return machines.flatMap(({ machine, source, glossary }) => {
    const texts = [...files].filter(([name]) => name.endsWith('.mmd') && (name.startsWith(`${machine.id}.`) || name === `${machine.id}.mmd`));
    // A guard declared in the setup that the statechart never uses (a flow kit guard a flow has no need for) has nothing to draw.
    const drawable = usedNames(machine, { declared: false }).guards;
    const declaredOnly = usedNames(machine).guards.filter((guard) => !drawable.includes(guard));
    return Object.keys(glossary?.guards ?? {})
      .filter((guard) => !declaredOnly.includes(guard))
      .filter((guard) => !texts.some(([, text]) => new RegExp(`\\b${guard}\\b`).test(text)))
      .map((guard) => `${machine.id}: the guard ${guard} is drawn in no diagram (${source})`);
  });
}
