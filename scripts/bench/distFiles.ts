/** Sizes of a build's files (dist/): raw, and gzip -9 as the bench counts them. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface DistFiles {
  dist: string;
  /** gzip -9 of the file (a path inside dist/); 0 when the build has no such file. */
  gzip(file: string): number;
  raw(file: string): number;
  read(file: string): string;
}

export function distFiles(dist: string): DistFiles {
  const cache = new Map<string, number>();
  return {
    dist,
    gzip(file) {
      let size = cache.get(file);
      if (size === undefined) {
        const path = join(dist, file);
        size = existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
        cache.set(file, size);
      }
      return size;
    },
    raw: (file) => readFileSync(join(dist, file)).length,
    read: (file) => readFileSync(join(dist, file), 'utf8'),
  };
}
