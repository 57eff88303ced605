/**
 * PNG pictures of the business overviews as an analyst's screen shows them: the SVG drawn by Chromium at
 * 1280 CSS px wide. A PNG cannot be compared byte for byte across machines (fonts, anti-aliasing), so each
 * carries the SHA-256 of the SVG it was drawn from in a `tEXt` chunk; `diagrams:check` compares that.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './mermaidBrowser';

export const PNG_WIDTH = 1280;
const SOURCE_KEY = 'Source-SVG-SHA256';

export const svgHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

/** `<name>.png` for every `<name>.svg` given, drawn at PNG_WIDTH px. */
export async function renderPngs(svgs: Map<string, string>): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const out = new Map<string, Buffer>();
  try {
    const page = await browser.newPage({ viewport: { width: PNG_WIDTH, height: 100 }, deviceScaleFactor: 1 });
    for (const [name, svg] of svgs) {
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(`<!doctype html><body style="margin:0;background:#fff"><img alt="" style="display:block;width:${PNG_WIDTH}px" src="${src}"></body>`);
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const png = await page.screenshot({ fullPage: true });
      out.set(name.replace(/\.svg$/, '.png'), withText(png, SOURCE_KEY, svgHash(svg)));
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The business overviews' SVGs among the generated files: the ones drawn as PNG. */
export const pictured = (files: Map<string, string>) => new Map([...files].filter(([name]) => /^[^.]+\.business\.svg$/.test(name)));

/** A problem for every pictured SVG whose PNG in `dir` is missing, not PNG_WIDTH wide, or drawn from another SVG. */
export function pngProblems(files: Map<string, string>, dir: string): string[] {
  return [...pictured(files)].flatMap(([name, svg]) => {
    const png = name.replace(/\.svg$/, '.png');
    if (!existsSync(join(dir, png))) return [`missing: docs/machines/${png}`];
    const info = pngInfo(join(dir, png));
    if (info.width !== PNG_WIDTH) return [`png: docs/machines/${png} is ${info.width} px wide, not ${PNG_WIDTH}`];
    return info.source === svgHash(svg) ? [] : [`differs: docs/machines/${png} was drawn from another ${name}`];
  });
}

/** The width of a PNG and the SVG hash it carries (undefined when it has none). */
export function pngInfo(path: string): { width: number; source: string | undefined } {
  const png = readFileSync(path);
  let source: string | undefined;
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const [key, value] = png.toString('latin1', at + 8, at + 8 + length).split('\0');
      if (key === SOURCE_KEY) source = value;
    }
    at += 12 + length;
  }
  return { width: png.readUInt32BE(16), source };
}

/** The PNG with a `tEXt` chunk (key, value) after its header chunk. */
function withText(png: Buffer, key: string, value: string): Buffer {
  const data = Buffer.from(`${key}\0${value}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}
