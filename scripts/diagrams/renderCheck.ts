/**
 * Renders every committed docs/machines/*.mmd with the real Mermaid in Chromium and measures the
 * committed SVGs: a table of widths, and a problem for every file Mermaid rejects and every SVG
 * wider than the budget.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openMermaid } from './mermaidBrowser';
import { SVG_WIDTH_BUDGET } from './svg';


export interface RenderReport {
  report: string;
  problems: string[];
  sizes: { name: string; mermaid: { width: number; height: number } | undefined; svg: { width: number; height: number } | undefined }[];
}

export async function renderCommitted(dir: string): Promise<RenderReport> {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.mmd'))
    .sort()
    .map((f) => f.slice(0, -'.mmd'.length));
  const problems: string[] = [];
  const sizes: RenderReport['sizes'] = [];
  const mermaid = await openMermaid();
  try {
    for (const name of names) {
      const result = await mermaid.render(readFileSync(join(dir, `${name}.mmd`), 'utf8'));
      if (result.error) problems.push(`mermaid: ${name}.mmd does not render: ${result.error}`);
      const svg = svgSize(join(dir, `${name}.svg`));
      if (svg && svg.width > SVG_WIDTH_BUDGET) {
        problems.push(`width: ${name}.svg is ${Math.round(svg.width)} wide, over the ${SVG_WIDTH_BUDGET} budget (split the machine further)`);
      }
      sizes.push({ name, mermaid: result.error ? undefined : { width: result.width, height: result.height }, svg });
    }
  } finally {
    await mermaid.close();
  }
  return { report: formatReport(sizes), problems, sizes };
}

/** Width and height from the SVG's viewBox; undefined when there is no such SVG. */
export function svgSize(path: string): { width: number; height: number } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(text);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

function formatReport(sizes: RenderReport['sizes']): string {
  const version = (createRequire(import.meta.url)('mermaid/package.json') as { version: string }).version;
  const size = (s: { width: number; height: number } | undefined) => (s ? `${Math.round(s.width)} × ${Math.round(s.height)}` : '—');
  const rows = sizes.map((s) => [s.name, size(s.mermaid), size(s.svg), s.svg ? `${Math.round((s.svg.width * 4) / 3)}` : '—']);
  const head = ['diagram', `Mermaid ${version} (px)`, 'committed SVG (pt)', 'SVG width (CSS px)'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
