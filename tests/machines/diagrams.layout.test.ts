/**
 * The technical overviews read left to right: the start states stand before the steps, the steps form one row
 * in flow order, and no back arrow (TILBAKE, a switch back to rolle) or fan of resume arrows pulls a step out of it.
 * Measured in the committed SVGs (Graphviz's own coordinates).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { purchaseSteps } from '../../domain/purchaseSteps';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'machines');

/** Position of a node's first (bold) line of text, by the node's `<title>`. */
function titlePosition(svg: string, title: string): { x: number; y: number } {
  const at = svg.indexOf(`<title>${title}</title>`);
  if (at < 0) throw new Error(`no node ${title}`);
  const text = /<text[^>]* x="([-\d.]+)" y="([-\d.]+)"/.exec(svg.slice(at));
  if (!text) throw new Error(`no text in ${title}`);
  return { x: Number(text[1]), y: Number(text[2]) };
}

const flows = [
  { name: 'damageReport', start: 'damageReport.starting', steps: damageReportSteps.names, end: 'damageReport.takk' },
  { name: 'purchase', start: 'purchase.starting', steps: purchaseSteps.names, end: 'bekreftelse' },
];

describe.each(flows)('the $name overview', ({ name, start, steps, end }) => {
  const svg = readFileSync(join(dir, `${name}.svg`), 'utf8');
  const positions = steps.map((step) => titlePosition(svg, step));

  it('draws the steps in one row', () => {
    for (const p of positions) expect(p.y).toBeCloseTo(positions[0]!.y, 0);
  });

  it('draws the steps in flow order, after the start and before the last page', () => {
    const xs = [titlePosition(svg, start).x, ...positions.map((p) => p.x), titlePosition(svg, end).x];
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });
});
