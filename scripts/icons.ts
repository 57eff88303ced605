/**
 * `npm run icons`: the home-screen icons of the web app manifest (scripts/build/offlineApp.ts) and iOS, drawn by
 * Chromium from the logo's mark (src/components/Logo.tsx, compact) into public/icons/. Run again when the logo changes;
 * the PNGs are committed, so a build needs no browser.
 * - icon-192.png, icon-512.png: the mark on the page colour, with a little margin ("any");
 * - maskable-512.png: the mark inside the middle 60 %, as Android crops it to any shape;
 * - apple-touch-icon.png (180 px): iOS rounds the corners itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { Logo } from '../src/components/Logo';
import { CHROMIUM_PATH } from './diagrams/mermaidBrowser';
import { BRAND_COLOURS } from '../domain/brand';

const OUT = 'public/icons';

const ICONS = [
  { file: 'icon-192.png', size: 192, mark: 0.8, background: BRAND_COLOURS.page },
  { file: 'icon-512.png', size: 512, mark: 0.8, background: BRAND_COLOURS.page },
  { file: 'maskable-512.png', size: 512, mark: 0.6, background: BRAND_COLOURS.page },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.76, background: BRAND_COLOURS.page },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const mark = renderToStaticMarkup(createElement(Logo, { compact: true, size: Math.round(icon.size * icon.mark) }));
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">${mark}</body>`,
    );
    writeFileSync(`${OUT}/${icon.file}`, await page.screenshot({ omitBackground: false }));
    console.log(`${OUT}/${icon.file}`);
  }
} finally {
  await browser.close();
}
