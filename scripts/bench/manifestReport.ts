/**
 * The bench's report from the manifest: the static first load of `/` (JS and, for information, CSS), each route
 * chunk with what it imports beyond that load, and the chunks with maplibre. Returns what the budgets need and the
 * failures of the maplibre rule (maplibre only with the map, never in the first load or a route chunk's static imports).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DistFiles } from './distFiles';
import { kb, table } from './format';
import { containsMaplibre, initialLoad, staticClosure, type Manifest } from './manifest';

export interface ManifestFigures {
  /** gzip -9 of the static first load's JS. */
  initialJs: number;
  initialFiles: string[];
  failures: string[];
}

export function manifestReport(manifest: Manifest, files: DistFiles): ManifestFigures | string {
  const initial = initialLoad(manifest);
  if (!initial) return 'No entry chunk in the manifest.';
  const html = readFileSync(join(files.dist, 'index.html'), 'utf8');
  const entryFile = manifest[initial.entryKey]!.file;
  if (!html.includes(entryFile)) console.warn(`warning: index.html does not reference the entry chunk ${entryFile}`);
  const sum = (list: string[]) => list.reduce((s, f) => s + files.gzip(f), 0);
  const initialJs = sum(initial.js);

  console.log(`\nInitial load of / (entry ${initial.entryKey} + static imports; gzip -9)\n`);
  console.log(
    table(
      [
        ...initial.js.map((f) => [f, kb(files.raw(f)), kb(files.gzip(f))]),
        ...initial.css.map((f) => [`${f} (css)`, kb(files.raw(f)), kb(files.gzip(f))]),
        ['total JS', '', kb(initialJs)],
        ['total CSS', '', kb(sum(initial.css))],
      ],
      ['file', 'raw', 'gzip'],
    ),
  );

  const failures: string[] = [];
  const routeRows = Object.keys(manifest)
    .filter((k) => (manifest[k]!.src ?? k).startsWith('src/routes/') && !initial.keys.has(k))
    .sort((a, b) => a.localeCompare(b))
    .map((k) => {
      const extra = [...staticClosure(manifest, k)].filter((x) => !initial.keys.has(x));
      const chunkFiles = [...new Set(extra.map((x) => manifest[x]!.file))].filter((f) => f.endsWith('.js'));
      const withMap = chunkFiles.some((f) => containsMaplibre(files, f));
      if (withMap) failures.push(`route chunk ${k} imports maplibre statically (it must load with the map only)`);
      return [k.replace(/^src\/routes\//, ''), kb(files.gzip(manifest[k]!.file)), String(chunkFiles.length), kb(sum(chunkFiles)), withMap ? 'yes' : ''];
    });
  console.log(`\nRoute chunks (loaded on navigation; "+ imports" = chunks beyond the initial load)\n`);
  console.log(routeRows.length ? table(routeRows, ['route chunk', 'gzip', 'chunks', '+ imports gzip', 'maplibre']) : '(no route chunks under src/routes in the manifest)');

  // maplibre lives only in the chunk the purchase wizard's address step loads lazily (its map component).
  const mapKeys = Object.keys(manifest).filter((k) => manifest[k]!.file.endsWith('.js') && containsMaplibre(files, manifest[k]!.file));
  const loadedBy = (key: string) =>
    Object.keys(manifest)
      .filter((k) => manifest[k]!.dynamicImports?.includes(key))
      .map((k) => (manifest[k]!.src ?? k).replace(/^src\//, ''));
  console.log(`\nChunks with maplibre (loaded on demand only)\n`);
  console.log(
    mapKeys.length
      ? table(mapKeys.map((k) => [manifest[k]!.src ?? k, kb(files.gzip(manifest[k]!.file)), loadedBy(k).join(', ') || '-']), ['chunk', 'gzip', 'loaded lazily by'])
      : '(none)',
  );
  for (const f of initial.js) if (containsMaplibre(files, f)) failures.push(`initial chunk ${f} contains maplibre`);
  return { initialJs, initialFiles: initial.js, failures };
}
