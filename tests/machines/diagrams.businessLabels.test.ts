/**
 * Every arrow's words on a business drawing reach its picture: dot once dropped the words of a way back
 * (constraint=false) between boxes of one rank in the step drawings, so TILBAKE stood on the .mmd and not on the .svg.
 * Read from the committed docs/machines (`npm run diagrams:check` holds them to the machines).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../docs/machines');
const drawings = readdirSync(DIR).filter((f) => f.endsWith('.business.mmd')).map((f) => f.replace(/\.mmd$/, ''));

/** The first line of each arrow's words, as the .mmd writes them (`-->|"words<br/>…"|`), in Mermaid's escapes. */
function arrowFirstLines(mmd: string): string[] {
  return [...mmd.matchAll(/-(?:-|\.-)>\|"([^"|]*)"\|/g)].map((m) => m[1]!.split('<br/>')[0]!).filter((l) => l !== '');
}

const unescapeMermaid = (s: string) => s.replace(/#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
/** The SVG's words, each text element's content with XML's escapes undone, joined by spaces. */
function svgWords(svg: string): string {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
  return texts.join(' ').replace(/&#45;/g, '-').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

describe('business drawings: every arrow keeps its words in the picture', () => {
  it.each(drawings)('%s', (name) => {
    const words = svgWords(readFileSync(join(DIR, `${name}.svg`), 'utf8'));
    const firstWords = arrowFirstLines(readFileSync(join(DIR, `${name}.mmd`), 'utf8')).map((l) => unescapeMermaid(l).split(' ')[0]!);
    expect(firstWords.length).toBeGreaterThan(0);
    const missing = firstWords.filter((w) => !words.includes(w));
    expect(missing).toEqual([]);
    // As many TILBAKE on the picture as on the arrows.
    const tilbake = firstWords.filter((w) => w === 'TILBAKE').length;
    expect((words.match(/TILBAKE/g) ?? []).length).toBeGreaterThanOrEqual(tilbake);
  });
});
