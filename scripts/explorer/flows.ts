/**
 * The flows the explorer runs, one folder entry per flow of the registry (domain/flows.ts `FLOWS`), no list:
 * - `./flows/<id>.ts` exports its `explorerFlow` (./explorerFlow.ts): the real machine (machines/<id>.machine.ts, the
 *   same code the app runs) with stand-ins for the server whose answers the analyst chooses (./answers.ts), its example
 *   customer and its example journeys;
 * - `./flows/<id>.screen.ts` exports its `explorerScreen`: the app's own flow and its routes, for the page only.
 * In the browser (./ui) the machines keep their own rules, and the customer types in the real step views; for the
 * example journeys (./journeys.ts, in Node) the rules that read what was typed are answered "filled in", as a
 * customer who fills every step in.
 *
 * Two loaders find them by the flow's id, one where each runs. Node (tsx for `npm run diagrams`, Vitest) has
 * `loadExplorerFlows` below: an `import()` with the id in its path. The page has ./ui/flows.ts: Vite's
 * `import.meta.glob`, expanded at build time into static imports of every file there, so the app's views and their
 * styles load in one script in the order they always did (an `import()` in the page would wrap what it reaches to
 * run later, and put the views' styles in another order). Node never loads a screen: it imports the app's views,
 * whose styles only Vite builds.
 */
import { existsSync } from 'node:fs';
import { FLOWS } from '../../domain/flows';
import type { ExplorerFlow } from './explorerFlow';

/**
 * Each registry entry's `explorerFlow`, in the registry's order. A registry entry without its `./flows/<id>.ts`, or
 * without its `./flows/<id>.screen.ts`, fails here (in `npm run diagrams`), naming the file.
 */
export async function loadExplorerFlows(flows: readonly { id: string }[] = FLOWS): Promise<ExplorerFlow[]> {
  return Promise.all(
    flows.map(async ({ id }) => {
      const file = `scripts/explorer/flows/${id}.ts`;
      let loaded: { explorerFlow?: ExplorerFlow };
      try {
        loaded = (await import(`./flows/${id}.ts`)) as { explorerFlow?: ExplorerFlow };
      } catch (cause) {
        throw new Error(`The flow "${id}" of domain/flows.ts has no explorer entry: ${file} is missing or does not load`, { cause });
      }
      if (loaded.explorerFlow?.id !== id) throw new Error(`${file} exports no explorerFlow with the id "${id}" (scripts/explorer/explorerFlow.ts)`);
      if (!existsSync(new URL(`./flows/${id}.screen.ts`, import.meta.url))) {
        throw new Error(`The flow "${id}" of domain/flows.ts has no screen in the explorer: scripts/explorer/flows/${id}.screen.ts is missing`);
      }
      return loaded.explorerFlow;
    }),
  );
}
