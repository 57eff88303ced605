/**
 * Measures a case of `/` in Chromium against a running server: every script loaded before the page is idle
 * (network quiet for 500 ms after load, then an idle callback), and of those the ones finished before
 * first-contentful-paint, each counted as gzip -9 of the build's own file; and the dialog open by then. The page's
 * inline scripts (start-app.js, scripts/build/startAfterFirstPaint.ts) count too, as gzip -9 of their text, as
 * "(inline)": they are JavaScript of every first load even though they come inside the HTML.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { HomeCase } from './cases';
import type { DistFiles } from './distFiles';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LoadedScript {
  file: string;
  /** responseEnd, ms after navigation start */
  end: number;
  /** the body as transferred (the server's compression) */
  encoded: number;
  /** gzip -9 of the build's file */
  gzip: number;
}

export interface Measurement {
  fcp: number;
  scripts: LoadedScript[];
  /** gzip -9 of the JS that finished before first-contentful-paint */
  beforePaint: number;
  /** gzip -9 of all the JS loaded until the page was idle */
  beforeIdle: number;
  /** The accessible name of the dialog open when the page was idle, if any. */
  dialog: string | null;
}

/** Headless Chromium for the measurements; null when it is missing or does not start. */
export async function launchBrowser(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const { chromium } = await import('playwright-core');
  return chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    .catch(() => null);
}

// A string, not a function: tsx would wrap named functions in a helper that doesn't exist in the page.
const COLLECT_SCRIPTS = `new Promise((done) => {
  const collect = (fcp) => (window.requestIdleCallback ?? ((f) => setTimeout(f, 50)))(() => done({
    fcp,
    inline: [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent),
    scripts: performance.getEntriesByType('resource')
      .filter((e) => /\\.m?js(\\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, end: e.responseEnd, encoded: e.encodedBodySize })),
  }), { timeout: 2000 });
  new PerformanceObserver((list, obs) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) { obs.disconnect(); collect(entry.startTime); }
  }).observe({ type: 'paint', buffered: true });
})`;

/** Loads `/` of `origin` as `homeCase` in a fresh browser context. */
export async function measureCase(browser: Browser, origin: string, files: DistFiles, homeCase: HomeCase): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (homeCase.storage) {
      const sets = Object.entries(homeCase.storage).map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`);
      await context.addInitScript(sets.join('\n'));
    }
    if (homeCase.ssn) {
      const login = await context.request.post(`${origin}/.auth/login/signicat`, {
        form: { ssn: homeCase.ssn, post_login_redirect_uri: '/' },
        maxRedirects: 0,
      });
      if (login.status() !== 302) throw new Error(`test login answered ${login.status()}`);
    }
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const result = (await page.evaluate(COLLECT_SCRIPTS)) as { fcp: number; inline: string[]; scripts: { url: string; end: number; encoded: number }[] };
    const openDialogs = page.locator('dialog[open]');
    const dialog = (await openDialogs.count())
      ? await openDialogs
          .first()
          .getAttribute('aria-labelledby')
          .then((id) => (id ? page.locator(`[id="${id}"]`).innerText() : ''))
      : null;
    const inline = result.inline.filter(Boolean).join('\n');
    const scripts = [
      ...(inline ? [{ file: '(inline)', end: 0, encoded: 0, gzip: gzipSync(inline, { level: 9 }).length }] : []),
      ...result.scripts.map((s) => {
        const file = new URL(s.url).pathname.replace(/^\//, '');
        return { file, end: s.end, encoded: s.encoded, gzip: files.gzip(file) };
      }),
    ];
    const sum = (list: LoadedScript[]) => list.reduce((n, s) => n + s.gzip, 0);
    return { fcp: result.fcp, scripts, beforePaint: sum(scripts.filter((s) => s.end <= result.fcp)), beforeIdle: sum(scripts), dialog };
  } finally {
    await context.close();
  }
}
