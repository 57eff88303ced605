import type { Page } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';
import { requestsOf, requestsOfNextPage } from './requestedPaths';

/**
 * The first load as the browser sees it: the page's own HTML carries the entry's styles (no stylesheet to wait
 * for before the shell paints), lazy chunks never load those styles a second time, and a visitor with a session
 * gets /api/getUser preloaded right after the first paint, asked once. Nothing but the page itself is fetched before
 * that paint: the start script is inlined, and the reads, the code and the manifest are its to add.
 */
async function expectInlinedStyles(page: Page, html: string, requested: string[]): Promise<void> {
  const inlined = /<style data-inlined-href="([^"]+\.css)">/.exec(html)?.[1];
  expect(inlined, 'the entry stylesheet is inlined').toBeDefined();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(requested).not.toContain(inlined);
  // The styles apply (the page background is the theme's), and no enabled link brings them in again later.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(246, 244, 239)');
  expect(await page.locator(`link[rel="stylesheet"][href$="${inlined}"]:not([disabled])`).count()).toBe(0);
}

const count = (requested: string[], path: string) => requested.filter((p) => p === path).length;

/**
 * A visitor's front page where the app draws it: an agent's panel (its footer loads the agent's logo). Any other
 * panel is the server's page, whole (below).
 */
const APP_FRONT_PAGE = '/?agent=aspida';

test('anonymous: the shell paints from the HTML alone, and getUser is neither preloaded nor asked', async ({ page }) => {
  const requested = requestsOf(page);
  const html = await (await page.goto(APP_FRONT_PAGE))!.text();
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  expect(count(requested, '/.auth/me'), 'the session probe is asked once (its preload is used)').toBe(1);
  // The purchase wizard's lazy chunks come with styles of their own.
  await page.goto('/kjop-forsikring');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInlinedStyles(page, html, requested);
  expect(html).not.toMatch(/data-fetch="[^"]*\/api\/getUser/);
  expect(requested).not.toContain('/api/getUser');
  // Nothing holds up the first paint: the page names the app's module, its reads and its manifest only to the inline
  // start-app.js, which fetches them after the shell's first paint.
  expect(html).not.toMatch(/<script type="module"|<script [^>]*src=|<link rel="modulepreload"|<link rel="preload"|<link rel="manifest"/);
  const app = /<script data-app="(\/assets\/libs-[^" ]+\.js \/assets\/[^" ]+\.js)" data-preload="([^"]*)" data-fetch="([^"]*)" data-manifest="([^"]+)">/.exec(html);
  expect(app, "start-app.js names the libraries' chunk and the app").not.toBeNull();
  for (const module of app![1]!.split(' ')) expect(requested).toContain(module);
  for (const preload of (app![2] ?? '').split(' ').filter(Boolean)) expect(requested).toContain(preload);
  expect(app![3]).toBe('/.auth/me');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', app![4]!);
});

test('the shell is painted before anything but the page is fetched (the app module, the route\'s chunks and styles, the reads), on every first load', async ({ browser }, testInfo) => {
  for (let i = 0; i < 6; i++) {
    // A new context each time: nothing cached, so the module is fetched (and named in resource timing).
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const html = await (await page.goto(i % 2 ? '/kontakt' : APP_FRONT_PAGE))!.text();
    // The app's entry: the last module start-app.js runs.
    const app = /data-app="([^"]+)"/.exec(html)![1]!.split(' ').at(-1)!;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' }).or(page.getByRole('heading', { name: 'Ring oss' }))).toBeVisible();
    const [paint, fetched, code] = await page.evaluate((src) => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource');
      const module = resources.find((entry) => new URL(entry.name).pathname === src);
      const assets = resources.filter((entry) => /^\/(assets\/.+\.(js|css)|\.auth\/me|api\/.+)$/.test(new URL(entry.name).pathname));
      return [firstPaint, module?.startTime ?? -1, assets.map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))];
    }, app);
    await context.close();
    expect(fetched, 'the app module was fetched').toBeGreaterThan(0);
    expect(paint, 'the first paint comes before the app module is asked for').toBeLessThan(fetched);
    if (i % 2) expect(code.some((c) => /\/assets\/kontakt-/.test(c.path)), "the contact page's chunk was fetched").toBe(true);
    expect(code.some((c) => c.path === '/.auth/me'), 'the session probe was fetched').toBe(true);
    for (const c of code) expect(paint, `the first paint comes before ${c.path} is asked for`).toBeLessThan(c.start);
  }
});

/** Console warnings about preloads the page did not use (Chromium names them a few seconds after load). */
function unusedPreloads(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}


test("the libraries' chunk runs before the app's, which is added only after the libraries have run", async ({ page }) => {
  // What start-app.js adds to the page: each module script, and whether the one before it had run (its load event).
  await page.addInitScript(() => {
    const added: { src: string; previousRan: boolean }[] = [];
    (window as unknown as { addedModules: typeof added }).addedModules = added;
    let previous: { ran: boolean } | null = null;
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLScriptElement) || node.type !== 'module') continue;
        added.push({ src: new URL(node.src).pathname, previousRan: previous?.ran ?? false });
        const state = { ran: false };
        node.addEventListener('load', () => (state.ran = true));
        previous = state;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of [APP_FRONT_PAGE, '/kontakt']) {
    const html = await (await page.goto(path))!.text();
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' }).or(page.getByRole('heading', { name: 'Ring oss' }))).toBeVisible();
    const modules = /data-app="([^"]+)"/.exec(html)![1]!.split(' ');
    const added = await page.evaluate(() => (window as unknown as { addedModules: { src: string; previousRan: boolean }[] }).addedModules);
    expect(added.map((a) => a.src)).toEqual(modules);
    expect(added[1]!.previousRan, "the libraries' chunk had run when the app's was added").toBe(true);
  }
});

test('logged in: the case list arrives with its code and reads preloaded, each asked once and all used; lazy dialogs keep the inlined styles', async ({ page }) => {
  await loginAs(page, 'Kari Nordmann');
  const requested = await requestsOfNextPage(page);
  const unused = unusedPreloads(page);
  const html = await (await page.goto('/skadesaker'))!.text();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Utkast' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const reads = /data-fetch="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(reads[0], 'getUser first').toBe('/api/getUser');
  for (const read of ['/api/getCases', '/api/metadata', '/.auth/me']) expect(reads.some((url) => url.startsWith(read)), read).toBe(true);
  expect(count(requested, '/api/getUser')).toBe(1);
  expect(count(requested, '/api/getCases')).toBe(2);
  expect(count(requested, '/api/metadata')).toBe(1);
  // Named for start-app.js, which fetches it with the app's code after the first paint: no code before that paint.
  const routeChunk = /<script data-app="[^"]+" data-preload="[^"]*(\/assets\/skadesaker-[^" ]+\.js)/.exec(html)?.[1];
  expect(routeChunk, 'the route chunk is named in the page').toBeDefined();
  expect(count(requested, routeChunk!)).toBe(1);
  await expectInlinedStyles(page, html, requested);
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
});

test('the case list does not move as its two lists arrive, whichever comes first', async ({ page }) => {
  await loginAs(page, 'Kari Nordmann');
  for (const late of ['active', 'draft'] as const) {
    await page.unrouteAll();
    await page.route(`**/api/getCases?status=${late}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/skadesaker');
    await expect(page.getByRole('region', { name: 'Aktive saker' }), `${late} late`).toBeVisible();
    await expect(page.getByRole('region', { name: 'Utkast' })).toBeVisible();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(shifted, `layout shift with the ${late} list late`).toBe(0);
  }
});

test('the purchase wizard, first load: products preloaded and the login not asked again, anonymous and logged in', async ({ page }) => {
  for (const who of ['anonymous', 'Kari Nordmann'] as const) {
    if (who !== 'anonymous') await loginAs(page, who);
    const requested = await requestsOfNextPage(page);
    const unused = unusedPreloads(page);
    await page.goto('/kjop-forsikring');
    await expect(page.getByRole('heading', { level: 1, name: /Adresse/ }), who).toBeVisible();
    // The shell paints the step's heading before the app runs; its reads are asked right after that paint.
    await expect.poll(() => count(requested, '/api/getProducts'), { message: who }).toBe(1);
    // Chromium names unused preloads a few seconds after load; by then a second ask would have come too.
    await page.waitForTimeout(3500);
    expect(count(requested, '/api/getProducts'), who).toBe(1);
    expect(count(requested, '/.auth/me'), who).toBe(1);
    expect(count(requested, '/api/getUser'), who).toBe(who === 'anonymous' ? 0 : 1);
    expect(unused, who).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('console');
  }
});

test('first loads of addresses the router writes its own way settle on their page, every time', async ({ page }) => {
  // The router rewrites these addresses on its first load; the page must not stay pending.
  const cases = [
    { from: `${APP_FRONT_PAGE}&kjop`, to: `${APP_FRONT_PAGE}&kjop=true`, shows: page.getByRole('link', { name: 'LOGG INN MED BANKID' }) },
    { from: `${APP_FRONT_PAGE}&partner`, to: `${APP_FRONT_PAGE}&partner=true`, shows: page.getByRole('link', { name: 'LOGG INN MED BANKID' }) },
    { from: '/kjop-forsikring?steg=ukjent', to: '/kjop-forsikring?steg=adresse', shows: page.getByRole('heading', { level: 1, name: /Adresse/ }) },
  ];
  for (let round = 0; round < 5; round++) {
    for (const { from, to, shows } of cases) {
      await page.goto(from);
      await expect(shows, `${from} (round ${round + 1})`).toBeVisible();
      await expect(page.getByText('Laster...')).toHaveCount(0);
      // The shell may show the page's top before the app has run; the app then writes the address its way.
      await expect(page, `${from} (round ${round + 1})`).toHaveURL((url) => url.pathname + url.search === to);
      await expect(shows).toBeVisible();
    }
  }
});

test('a history move while the first load is still under way is followed, every time', async ({ page }) => {
  // Back, forward or a script's pushState can come before the app has rendered: the screen must follow the URL.
  // A slow session probe keeps the first load under way while the move comes.
  await page.route('**/.auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  for (let round = 0; round < 10; round++) {
    await page.goto('/kontakt/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/skadesaker/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // Anonymous: the guarded case list sends the visitor to the login panel at /.
    await expect(page, `round ${round + 1}`).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  }
});
