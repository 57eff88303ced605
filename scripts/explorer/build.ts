/**
 * Builds docs/machines/explorer.html: one file that opens from the file system with no server. The page's code
 * (./app.ts with the real machines) is bundled by esbuild into an inline script; the business overviews' SVGs
 * and the example journeys go in as JSON.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ExplorerData } from './app';
import { PRODUCT_NAME } from '../../domain/brand';
import { EXPLORER_CSS } from './style';

const ENTRY = fileURLToPath(new URL('./app.ts', import.meta.url));

/** Text safe inside a `<script>` element. */
const inScript = (text: string) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

export async function buildExplorer(data: ExplorerData): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = result.outputFiles[0]!.text;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flow explorer – ${PRODUCT_NAME}: Meld skade and Kjøp forsikring</title>
<style>${EXPLORER_CSS}</style>
</head>
<body>
<div id="app"></div>
<script type="application/json" id="explorer-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script>${inScript(script)}</script>
</body>
</html>
`;
}
