/**
 * Finds the machines in machines/*.machine.ts, with their glossaries and the flows' business views
 * (machines/<id>.businessView.ts), and produces every file of docs/machines/ in memory.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { FLOWS } from '../../domain/flows';
import { businessViewExportName, type BusinessView } from '../../machines/businessView';
import type { MachineGlossary } from '../../machines/glossary';
import { toDot } from './dot';
import { businessDiagram, undrawnOutcomes as undrawnOutcomesOf, type BusinessDiagram } from './business';
import { buildExplorer } from '../explorer/build';
import type { ExplorerData } from '../explorer/ui/explorerData';
import { loadExplorerFlows } from '../explorer/flows';
import { HOME_DIALOGS_ID } from '../explorer/home';
import { exampleJourneys, overviewPlaces } from '../explorer/journeys';
import { businessDialogsDiagram } from './businessDialogs';
import { businessToDot, businessToMermaid } from './businessPrint';
import { businessStepDiagrams } from './businessStep';
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
  /** The `<name>Glossary` export of the machine's `.glossary.ts` beside it, if any. */
  glossary?: MachineGlossary | undefined;
  /** A flow's business view (machines/<id>.businessView.ts): its business overview and step diagrams are drawn. */
  businessView?: BusinessView | undefined;
}

export async function findMachines(rootDir: string): Promise<FoundMachine[]> {
  const views = await findBusinessViews(rootDir);
  const dir = join(rootDir, 'machines');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const glossaries = await glossaryModule(path);
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (value instanceof StateMachine) {
        const glossary = glossaries[glossaryExportName(exportName)] as MachineGlossary | undefined;
        const businessView = views.get(value.id);
        found.push({ machine: value as AnyStateMachine, source: relative(rootDir, path).split('\\').join('/'), exportName, glossary, businessView });
      }
    }
  }
  const drawn = new Set(found.map((m) => m.machine.id));
  for (const id of views.keys()) {
    if (!drawn.has(id)) throw new Error(`machines/${id}.businessView.ts is the business view of a machine "${id}" that no machines/*.machine.ts exports`);
  }
  return found;
}

/** The exports of `x.glossary.ts` beside `x.machine.ts` (none if there is no such file): the glossary imports its machine, never the other way. */
async function glossaryModule(machinePath: string): Promise<Record<string, unknown>> {
  const path = machinePath.replace(/\.machine\.ts$/, '.glossary.ts');
  return existsSync(path) ? ((await import(pathToFileURL(path).href)) as Record<string, unknown>) : {};
}

/**
 * The business views, by machine id: each `machines/<id>.businessView.ts` and its `<id>BusinessView` export
 * (machines/businessView.ts), found as the machines are, so no list names them. Fails naming the file of a flow of
 * `flows` (the registry, domain/flows.ts) that has none.
 */
export async function findBusinessViews(rootDir: string, flows: readonly { id: string }[] = FLOWS): Promise<Map<string, BusinessView>> {
  const dir = join(rootDir, 'machines');
  const views = new Map<string, BusinessView>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.businessView.ts')).sort()) {
    const id = file.slice(0, -'.businessView.ts'.length);
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const view = mod[businessViewExportName(id)] as BusinessView | undefined;
    if (!view) throw new Error(`machines/${file} exports no ${businessViewExportName(id)} (machines/businessView.ts)`);
    if (view.machineId !== id) throw new Error(`machines/${file} is named for "${id}" but is the view of "${view.machineId}"`);
    views.set(id, view);
  }
  const missing = flows.filter((f) => !views.has(f.id)).map((f) => `machines/${f.id}.businessView.ts`);
  if (missing.length > 0) {
    throw new Error(`Every flow of domain/flows.ts needs its business view (its button words, machines/businessView.ts); missing: ${missing.join(', ')}`);
  }
  return views;
}

/** File name (inside docs/machines) → content: `<id>.mmd/.svg` per diagram and README.md. */
export async function generateDiagrams(machines: FoundMachine[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries: ReadmeEntry[] = [];
  const seen = new Map<string, string>();
  const overviews = new Map<string, { diagram: BusinessDiagram; svg: string }>();
  for (const { machine, source, exportName, glossary, businessView: view } of machines) {
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
    let business: ReadmeEntry['business'];
    if (view) {
      // A flow's overview has its steps in a row; a page's dialogs (no steps) are drawn one dialog after the other.
      const diagram = businessOverviewDiagram(machine, view);
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
  // The explorer runs the registry's flows: built when their machines are among those drawn (not in the tests' small sets).
  if (FLOWS.every((f) => overviews.has(f.id))) files.set('explorer.html', await explorerOf(overviews));
  return files;
}

/**
 * docs/machines/explorer.html: the explorer's flows with their business overviews and example journeys. With
 * `counts` (`npm run moves:overview`) the SVGs given are the overviews with the numbers: the places are the drawing's
 * own all the same (`diagram`, without the numbers' boxes).
 */
export async function explorerOf(overviews: Map<string, { diagram: BusinessDiagram; svg: string }>, counts?: ExplorerData['counts']): Promise<string> {
  const explorerFlows = await loadExplorerFlows();
  const placesOf = (id: string) => overviewPlaces(overviews.get(id)!.diagram);
  const flows = explorerFlows.map((f) => ({ id: f.id, svg: overviews.get(f.id)!.svg, places: [...placesOf(f.id).ids] }));
  const home = overviews.get(HOME_DIALOGS_ID);
  if (!home) throw new Error(`The explorer shows the home page's dialogs: the overview of ${HOME_DIALOGS_ID} is not drawn`);
  return buildExplorer({ flows, home: { svg: home.svg }, journeys: exampleJourneys(explorerFlows, placesOf), ...(counts ? { counts } : {}) });
}

/** A machine's business overview: a flow's steps in a row, or a page's dialogs one after the other (no steps). */
export function businessOverviewDiagram(machine: AnyStateMachine, view: BusinessView): BusinessDiagram {
  return isStepFlow(machine, view) ? businessDiagram(machine, view) : businessDialogsDiagram(machine, view);
}

/** A flow with steps (the damage report, the wizards), not a page's dialogs. */
export const isStepFlow = (machine: AnyStateMachine, view: BusinessView) => businessStepDiagrams(machine, view).length > 0;

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
  return machines.flatMap(({ machine, businessView: view }) => {
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
