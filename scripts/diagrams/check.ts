/** Compares generated files with the committed docs/machines directory. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lines like `missing: docs/machines/x.svg`, `differs: …`, `extra: …`; empty when up to date. PNG pictures are
 * checked apart (./png.ts): they differ in their bytes from one machine to another.
 */
export function compareDiagrams(expected: Map<string, string>, dir: string, label = 'docs/machines'): string[] {
  const problems: string[] = [];
  for (const [name, content] of [...expected].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`missing: ${label}/${name}`);
    else if (readFileSync(path, 'utf8') !== content) problems.push(`differs: ${label}/${name}`);
  }
  const existing = existsSync(dir) ? readdirSync(dir).sort() : [];
  for (const name of existing) {
    if (!expected.has(name) && !isPicture(name, expected)) problems.push(`extra: ${label}/${name}`);
  }
  return problems;
}

/** A PNG of a generated SVG. */
const isPicture = (name: string, expected: Map<string, string>) => name.endsWith('.png') && expected.has(name.replace(/\.png$/, '.svg'));
