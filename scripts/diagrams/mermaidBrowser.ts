/**
 * Parses and renders Mermaid sources with the real `mermaid` package (its browser bundle) in headless
 * Chromium, the way GitHub and the Mermaid live editor do. No syntax check of our own: what Mermaid
 * accepts here is what an analyst will see.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const MERMAID_BUNDLE = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

export interface MermaidResult {
  /** The error Mermaid threw while parsing or rendering; undefined when it rendered. */
  error: string | undefined;
  /** Rendered size in CSS px, from the SVG's viewBox. */
  width: number;
  height: number;
  svg: string;
  /** Centre of each drawn state (by Mermaid id), measured in the page. */
  states: Record<string, { x: number; y: number }>;
}

export interface MermaidPage {
  /** `mermaid.parse`, then `mermaid.render`; never throws for a bad diagram (see `error`). */
  render(source: string): Promise<MermaidResult>;
  close(): Promise<void>;
}

/** Launches Chromium with mermaid loaded. Throws (no skipping) when Chromium is not at CHROMIUM_PATH. */
export async function openMermaid(): Promise<MermaidPage> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: the Mermaid check needs it (apt-get install -y chromium, or set CHROMIUM_PATH).`,
    );
  }
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ path: MERMAID_BUNDLE });
    await page.evaluate("mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' })");
    let count = 0;
    return {
      render: (source) => renderIn(page, source, `mermaid-check-${count++}`),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Runs in the page. A string, not a function: tsx/esbuild would wrap a function's inner helpers in
 * `__name(...)` calls that do not exist in the page.
 */
const RENDER_IN_PAGE = `async ({ source, id }) => {
  const fail = (stage, e) => ({ error: stage + ': ' + (e instanceof Error ? e.message : String(e)), width: 0, height: 0, svg: '', states: {} });
  try {
    await mermaid.parse(source);
  } catch (e) {
    return fail('parse', e);
  }
  let svg;
  try {
    svg = (await mermaid.render(id, source)).svg;
  } catch (e) {
    return fail('render', e);
  }
  // Some versions draw their own error picture instead of throwing.
  if (/aria-roledescription="error"/.test(svg)) return fail('render', 'Mermaid drew its error diagram');
  const box = /viewBox="([-\\d.]+) ([-\\d.]+) ([\\d.]+) ([\\d.]+)"/.exec(svg);
  const host = document.createElement('div');
  host.innerHTML = svg;
  document.body.appendChild(host);
  const states = {};
  const prefix = id + '-state-';
  for (const node of host.querySelectorAll('g.node')) {
    if (!node.id.startsWith(prefix) || node.id.includes('----note')) continue;
    const r = node.getBoundingClientRect();
    states[node.id.slice(prefix.length).replace(/-\\d+$/, '')] = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }
  host.remove();
  return { error: undefined, width: Number(box ? box[3] : 0), height: Number(box ? box[4] : 0), svg, states };
}`;

async function renderIn(page: Page, source: string, id: string): Promise<MermaidResult> {
  return (await page.evaluate(`(${RENDER_IN_PAGE})(${JSON.stringify({ source, id })})`)) as MermaidResult;
}
