/**
 * Builds docs/machines/explorer.html: one file that opens from the file system with no server. The page
 * (./ui/main.tsx) mounts the portal's own flow views, so it is built as the app is, by Vite with the app's React and
 * vanilla-extract plugins, into one script and one stylesheet that go inline. Four modules are replaced
 * (./standIns): the map (it needs WebGL and map tiles from the network), the HEIC photo converter (3 MB), the
 * inspector, through which the portal's own dialogs report to the explorer, and the sending of counted moves (an
 * analyst's walk is no customer's). The business overviews' SVGs and the
 * example journeys go in as JSON.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { PRODUCT_NAME } from '../../domain/brand';
import { flowById } from '../../domain/flows';
import type { ExplorerData } from './ui/explorerData';
import { EXPLORER_CSS } from './style';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ROOT = here('../../');

/** Modules (their resolved files, or the package imported) → the explorer's stand-in. */
const STAND_INS = new Map([
  [here('../../src/features/purchase/map/AddressMap.tsx'), here('./standIns/AddressMap.tsx')],
  ['heic-to/csp', here('./standIns/heicTo.ts')],
  [here('../../src/lib/inspector.ts'), here('./standIns/inspector.ts')],
  [here('../../src/api/countMoves.ts'), here('./standIns/countMoves.ts')],
]);

function standIns(): Plugin {
  return {
    name: 'explorer-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (STAND_INS.has(source)) return STAND_INS.get(source)!;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return (resolved && STAND_INS.get(resolved.id)) ?? null;
    },
  };
}

/** Text safe inside a `<script>` or `<style>` element. */
const inElement = (text: string, tag: 'script' | 'style') =>
  text.replace(new RegExp(`</(${tag})`, 'gi'), `<\\/$1`).replace(/<!--/g, '<\\!--');

export async function buildExplorer(data: ExplorerData): Promise<string> {
  const result = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [standIns(), react(), vanillaExtractPlugin()],
    build: {
      write: false,
      cssCodeSplit: false,
      minify: true,
      target: 'es2022',
      lib: { entry: here('./ui/main.tsx'), formats: ['iife'], name: 'explorer', fileName: () => 'explorer.js', cssFileName: 'explorer' },
    },
  })) as Rollup.RollupOutput[];
  const files = result.flatMap((r) => r.output);
  const script = files.find((f): f is Rollup.OutputChunk => f.type === 'chunk')!.code;
  const titles = new Intl.ListFormat('nb', { type: 'conjunction' }).format(data.flows.map((f) => flowById(f.id).title));
  const css = files.filter((f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName.endsWith('.css')).map((f) => String(f.source)).join('\n');
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flytutforsker – ${PRODUCT_NAME}: ${titles}</title>
<style>${inElement(css, 'style')}</style>
<style>${EXPLORER_CSS}</style>
</head>
<body>
<div id="app"></div>
<script type="application/json" id="explorer-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script>${inElement(script, 'script')}</script>
</body>
</html>
`;
}
