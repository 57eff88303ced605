import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { JOURNEY_PROJECT, runsAtEachWidth, WIDTHS } from './widths';

export { expect };

/** Demo persons seeded by the server (see server/), by the name on the test e-ID page. */
export const PERSONS = {
  'Kari Nordmann': { ssn: '17047012345', firstName: 'Kari' },
  'Ola Nordmann': { ssn: '02029054321', firstName: 'Ola' },
  'Berit Hansen': { ssn: '23116511223', firstName: 'Berit' },
} as const;
export type PersonName = keyof typeof PERSONS;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs `check` at each width the running test is held to: its own first, then, for a journey walked at 375 px, the
 * other two (the page is resized to each in turn, then back). A test that runs at each width, or once at 1280 px
 * (`*.once.spec.ts`), checks its own only (tests/browser/widths.ts): resizing may rebuild what differs by width, such
 * as the header's open menu, which the test goes on using.
 */
async function atEachWidth(page: Page, check: (width: string) => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  const info = base.info();
  await check(own ? `${own.width} px` : 'the page');
  if (!own || info.project.name !== JOURNEY_PROJECT || runsAtEachWidth(basename(info.file), info.tags)) return;
  try {
    for (const { width, height } of WIDTHS.filter((w) => w.width !== own.width)) {
      await resizeTo(page, width, height);
      await check(`${width} px`);
    }
  } finally {
    await resizeTo(page, own.width, own.height);
  }
}

/** The page at another width, drawn: layout is redone at once, what React draws from a media query in the next frames. */
/**
 * Resizes the page and waits until it has laid itself out at the new width: the window has the width, and two frames
 * have passed, so media-query listeners (the header's mobile/desktop switch) have fired and React has rendered.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's run on the page as it is now (WCAG 2.1 A/AA), violations only. axe is put in the page once per document,
 * not once per scan: AxeBuilder sends its 560 KB again and opens a blank page for every scan, half a journey's time
 * on the slow machine. The portal's pages have no frames; a page with one is scanned by AxeBuilder, frames and all.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  return page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
    },
    WCAG_TAGS,
  );
}

/** Runs axe (WCAG 2.1 A/AA) on the page as it is now, at each width; fails with a readable list of violations. */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  await atEachWidth(page, async (width) => {
    const violations = await axeViolations(page);
    const report = violations
      .map((v) => {
        const nodes = v.nodes
          .slice(0, 5)
          .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n');
        return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n    ${v.helpUrl}\n${nodes}`;
      })
      .join('\n');
    expect(violations.length, `axe found accessibility violations on ${what} at ${width}:\n${report}`).toBe(0);
  });
}

/** Saves a full-page screenshot to test-results/screenshots/<project>/<name>.png. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Stops the home-page modals (draft reminder, consent) from opening, for tests about something else. */
export async function suppressHomeModals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('hasModalBeenDismissed', 'true');
    window.localStorage.setItem('hasConsented', 'true');
  });
}

/**
 * The app has replaced index.html's static shell (which the server may paint with the page's heading, the greeting
 * too): what a test presses from here on reaches the app, not the shell it replaces.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('.boot-header')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

/** The front page's login link, which a logged-out visitor sees. */
export const LOGIN_LINK = 'LOGG INN MED BANKID';

/** Opens the test e-ID page the way a user does: through the front page's login link. */
async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: LOGIN_LINK }).click();
  await expect(page).toHaveURL(/\/\.auth\/login\/signicat/);
}

async function expectBackHomeLoggedIn(page: Page, fullName: RegExp | string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName);
  await appStarted(page);
}

/** Logs in as a demo person through the real /.auth/login/signicat page and waits for the welcome. */
export async function loginAs(page: Page, name: PersonName): Promise<void> {
  await openLoginPage(page);
  await page.getByRole('button', { name: `Logg inn som ${name}` }).click();
  await expectBackHomeLoggedIn(page, name);
}

/** Logs in with any fødselsnummer through the test e-ID page's field (a new customer for a fresh number). */
export async function loginWithSsn(page: Page, ssn: string): Promise<void> {
  await openLoginPage(page);
  await page.getByRole('textbox', { name: /fødselsnummer/i }).fill(ssn);
  await page.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A random, checksum-valid 11-digit fødselsnummer (born 1950–1999), unlike any demo person. */
export function newFodselsnummer(): string {
  const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
  const w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const day = 1 + Math.floor(Math.random() * 28);
    const month = 1 + Math.floor(Math.random() * 12);
    const year = 50 + Math.floor(Math.random() * 50);
    const ind = Math.floor(Math.random() * 500); // individual number 000–499: born in the 1900s
    const base9 = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year).padStart(2, '0')}${String(ind).padStart(3, '0')}`;
    const d = base9.split('').map(Number);
    let k1 = 11 - (d.reduce((s, x, i) => s + x * w1[i]!, 0) % 11);
    if (k1 === 11) k1 = 0;
    if (k1 === 10) continue;
    const d10 = [...d, k1];
    let k2 = 11 - (d10.reduce((s, x, i) => s + x * w2[i]!, 0) % 11);
    if (k2 === 11) k2 = 0;
    if (k2 === 10) continue;
    const ssn = `${base9}${k1}${k2}`;
    if (Object.values(PERSONS).some((p) => p.ssn === ssn)) continue;
    return ssn;
  }
}

/** Every test fails on an uncaught exception in the page. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await use(errors);
      expect(errors.map((e) => e.stack ?? e.message), 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** A modal dialog (role dialog or alertdialog), optionally by its accessible name. */
export function dialog(page: Page, name?: string) {
  const opts = name === undefined ? {} : { name };
  return page.getByRole('dialog', opts).or(page.getByRole('alertdialog', opts));
}

/**
 * Layout check: nothing on the page sticks out sideways — the document is no wider than the
 * viewport, and no element's content overflows its box (e.g. a long e-mail address leaving its card).
 */
export async function expectNoOverflow(page: Page, what = page.url()): Promise<void> {
  await atEachWidth(page, async (width) => expect(await overflowsNow(page), `content overflows on ${what} at ${width}`).toEqual([]));
}

async function overflowsNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`document is ${doc.scrollWidth}px wide in a ${window.innerWidth}px viewport`);
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${cls}> “${(el.textContent ?? '').trim().slice(0, 60)}”`;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.overflowX !== 'visible') continue;
      if (el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${describe(el)}: content ${el.scrollWidth}px in a ${el.clientWidth}px box`);
    }
    return out;
  });
}

/** Holds the requests to `url` until the returned function is called (then they go on to the server). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** LOGG UT from the header's profile menu (its dialog follows: logoutDialog). */
export async function logOutWithMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Profilmeny' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logg ut' }).click();
}

export const logoutDialog = (page: Page) => dialog(page, 'Vil du logge ut?');
