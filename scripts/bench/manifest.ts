/** The build manifest (dist/.vite/manifest.json): what `/` loads statically, and where maplibre is. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DistFiles } from './distFiles';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `dist`, or null when there is none (no build, or build.manifest off). */
export function readManifest(dist: string): Manifest | null {
  const path = join(dist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** Keys of `key` and everything it statically imports. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) staticClosure(manifest, imp, seen);
  return seen;
}

export interface InitialLoad {
  entryKey: string;
  keys: Set<string>;
  /** The JS files of the entry (index.html's) and its static imports. */
  js: string[];
  css: string[];
}

/** What `/` loads before any dynamic import: the entry of index.html and its static-import closure. */
export function initialLoad(manifest: Manifest): InitialLoad | null {
  const entryKey =
    Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html')) ?? Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) return null;
  const keys = staticClosure(manifest, entryKey);
  const js = [...new Set([...keys].map((k) => manifest[k]!.file))].filter((f) => f.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return { entryKey, keys, js, css };
}

/** True when the code (not merely a chunk file name in a preload map) mentions maplibre. */
export function containsMaplibre(files: DistFiles, file: string): boolean {
  const code = files.read(file).replace(/["'`][^"'`\n]*maplibre[^"'`\n]*\.(?:js|css)["'`]/gi, '""');
  return /maplibre/i.test(code);
}
