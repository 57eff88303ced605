/**
 * The page's flows (../flows.ts): each registry entry's (domain/flows.ts `FLOWS`) `../flows/<id>.ts` (its
 * `explorerFlow`) and `../flows/<id>.screen.ts` (its `explorerScreen`), in the registry's order. Vite, bundling the
 * page (../build.ts), expands each `import.meta.glob` at build time into static imports of every such file: a flow's
 * two files are all it takes. A registry entry without them fails here, naming the file (and before, in
 * `npm run diagrams`: ../flows.ts `loadExplorerFlows`).
 */
import { FLOWS } from '../../../domain/flows';
import type { ExplorerFlow, ExplorerScreen } from '../explorerFlow';

const FLOW_FILES = import.meta.glob<ExplorerFlow>(['../flows/*.ts', '!../flows/*.screen.ts'], { eager: true, import: 'explorerFlow' });
const SCREEN_FILES = import.meta.glob<ExplorerScreen>('../flows/*.screen.ts', { eager: true, import: 'explorerScreen' });

function fileOf<T>(files: Record<string, T>, id: string, file: string, what: string): T {
  const found = files[`../flows/${file}`];
  if (!found) throw new Error(`The flow "${id}" of domain/flows.ts has no ${what}: scripts/explorer/flows/${file} is missing or exports none`);
  return found;
}

export const PAGE_FLOWS: readonly ExplorerFlow[] = FLOWS.map(({ id }) => fileOf(FLOW_FILES, id, `${id}.ts`, 'explorerFlow'));

export const PAGE_SCREENS = new Map(FLOWS.map(({ id }) => [id, fileOf(SCREEN_FILES, id, `${id}.screen.ts`, 'explorerScreen')] as const));
