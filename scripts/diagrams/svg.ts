/** Renders DOT to a deterministic SVG with the Graphviz WebAssembly build (no browser). */
import { Graphviz } from '@hpcc-js/wasm-graphviz';

let graphviz: Promise<Graphviz> | undefined;

export async function renderSvg(dot: string): Promise<string> {
  graphviz ??= Graphviz.load();
  const svg = (await graphviz).dot(dot, 'svg');
  return stripNondeterminism(svg);
}

/** Drops the XML comments (Graphviz version banner, node comments) so output only changes when the graph does. */
export function stripNondeterminism(svg: string): string {
  return `${svg
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/[ \t]+$/gm, '')
    .trim()}\n`;
}
