/**
 * Bundle treemap (`npm run treemap`): a production build (into dist/, like `npm run build`) with
 * rollup-plugin-visualizer, written to reports/treemap.html (gzip sizes per module and chunk; open it in
 * a browser). `--list` also writes reports/treemap.txt, the same data as text (module sizes per chunk).
 *
 * rollup-plugin-visualizer is pinned to 6.0.5, the last release that ran on Node 20, the project's Node when it was chosen (6.0.8 and 7.x need
 * Node 22).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, type PluginOption } from 'vite';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });

const plugins: PluginOption[] = [
  visualizer({ filename: join(reports, 'treemap.html'), template: 'treemap', gzipSize: true, title: 'Husvern – bundle treemap' }) as PluginOption,
];
if (process.argv.includes('--list')) {
  plugins.push(visualizer({ filename: join(reports, 'treemap.txt'), template: 'list', gzipSize: true }) as PluginOption);
}

await build({ root, logLevel: 'warn', plugins });
console.log(`Treemap: ${join(reports, 'treemap.html')}${process.argv.includes('--list') ? ` (and ${join(reports, 'treemap.txt')})` : ''}`);
