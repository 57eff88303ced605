/** Renders DOT to a deterministic SVG with the Graphviz WebAssembly build (no browser). */
import { Graphviz } from '@hpcc-js/wasm-graphviz';

let graphviz: Promise<Graphviz> | undefined;

/**
 * Widest SVG allowed, in its own units (Graphviz points; a browser at 100 % shows 4/3 as many CSS px). The technical
 * overviews are read zoomed in; the business overviews for analysts have their own, smaller budget (tested).
 */
export const SVG_WIDTH_BUDGET = 2800;

export async function renderSvg(dot: string): Promise<string> {
  graphviz ??= Graphviz.load();
  const svg = (await graphviz).dot(dot, 'svg');
  return withFontFallbacks(stripNondeterminism(svg));
}

/**
 * Graphviz sizes boxes with Arial metrics only when the font is called plain `Helvetica` (a list falls
 * back to Times metrics, and the text overflows); the SVG then names fonts with the same metrics.
 */
export function withFontFallbacks(svg: string): string {
  return svg.replace(/font-family="Helvetica(,[^"]*)?"/g, 'font-family="Helvetica,Arial,Liberation Sans,sans-serif"');
}

/** Drops the XML comments (Graphviz version banner, node comments) so output only changes when the graph does. */
export function stripNondeterminism(svg: string): string {
  return `${svg
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/[ \t]+$/gm, '')
    .trim()}\n`;
}
