/** The business overviews' PNGs: 1280 px wide, and known to be drawn from the SVG beside them (./scripts/diagrams/png.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_WIDTH, pngInfo, pngProblems, svgHash } from '../../scripts/diagrams/png';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'machines');
const names = ['damageReport.business', 'purchase.business'];
const committed = new Map(names.map((n) => [`${n}.svg`, readFileSync(join(dir, `${n}.svg`), 'utf8')]));

describe('business overview pictures', () => {
  it.each(names)('%s.png is 1280 px wide and drawn from %s.svg', (name) => {
    const info = pngInfo(join(dir, `${name}.png`));
    expect(info.width).toBe(PNG_WIDTH);
    expect(info.source).toBe(svgHash(committed.get(`${name}.svg`)!));
  });

  it('finds nothing wrong with the committed pictures', () => {
    expect(pngProblems(committed, dir)).toEqual([]);
  });

  it('reports a picture drawn from another SVG, and a missing one', () => {
    const changed = new Map(committed).set('purchase.business.svg', `${committed.get('purchase.business.svg')}<!-- changed -->`);
    changed.set('newFlow.business.svg', '<svg/>');
    expect(pngProblems(changed, dir)).toEqual([
      'differs: docs/machines/purchase.business.png was drawn from another purchase.business.svg',
      'missing: docs/machines/newFlow.business.png',
    ]);
  });
});
