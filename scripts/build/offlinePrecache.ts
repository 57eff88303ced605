/**
 * What the service worker precaches (./offlineApp.ts): the files an offline start of the damage report
 * needs, read from Vite's build manifest. That is the entry with everything it imports, and the damage-report
 * routes (src/routes/meld-skade/) with everything they import, statically or lazily. Other routes' code, the map and
 * the HEIC decoder are left to the network: they load only when used, so a first visit does not fetch them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const OFFLINE_ROUTES = /^src\/routes\/meld-skade\//;
/** Lazy imports that another route's page, or a large optional library, brings: not needed to start offline. */
const LEFT_TO_NETWORK = /^src\/routes\/(?!meld-skade\/)|maplibre|AddressMap|heic-to/;

/** The built files (paths under dist/) to precache, besides index.html (with start-app.js inlined), the manifest and icons. */
export function offlineFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter((k) => !LEFT_TO_NETWORK.test(k)).forEach(visit);
  };
  visit('index.html');
  Object.keys(manifest).filter((k) => OFFLINE_ROUTES.test(k)).forEach(visit);
  return files;
}

/** offlineFiles of the build in `outDir` (its .vite/manifest.json, written before the service worker is generated). */
export const offlineFilesIn = (outDir: string) =>
  offlineFiles(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>);
