import type { Page } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';

/**
 * The first load as the browser sees it: the page's own HTML carries the entry's styles (no stylesheet to wait
 * for before the shell paints), lazy chunks never load those styles a second time, and a visitor with a session
 * gets /api/getUser preloaded with the page, asked once.
 */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

async function expectInlinedStyles(page: Page, html: string, requested: string[]): Promise<void> {
  const inlined = /<style data-inlined-href="([^"]+\.css)">/.exec(html)?.[1];
  expect(inlined, 'the entry stylesheet is inlined').toBeDefined();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(requested).not.toContain(inlined);
  // The styles apply (the page background is the theme's), and no enabled link brings them in again later.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(246, 244, 239)');
  expect(await page.locator(`link[rel="stylesheet"][href$="${inlined}"]:not([disabled])`).count()).toBe(0);
}

test('anonymous: the shell paints from the HTML alone, and getUser is neither preloaded nor asked', async ({ page }) => {
  const requested = requestsOf(page);
  const html = await (await page.goto('/'))!.text();
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  // The purchase wizard's lazy chunks come with styles of their own.
  await page.goto('/kjop-forsikring');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInlinedStyles(page, html, requested);
  expect(html).not.toContain('href="/api/getUser"');
  expect(requested).not.toContain('/api/getUser');
});

test('logged in: getUser is preloaded with the page and asked once; lazy dialogs and pages keep the inlined styles', async ({ page }) => {
  await loginAs(page, 'Kari Nordmann');
  const requested = requestsOf(page);
  const html = await (await page.goto('/skadesaker'))!.text();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(html).toContain('<link rel="preload" href="/api/getUser" as="fetch" crossorigin="anonymous" />');
  expect(requested.filter((p) => p === '/api/getUser')).toHaveLength(1);
  await expectInlinedStyles(page, html, requested);
});

test('first loads of addresses the router writes its own way settle on their page, every time', async ({ page }) => {
  // The router rewrites these addresses on its first load; the page must not stay pending.
  const cases = [
    { from: '/?kjop', to: '/?kjop=true', shows: page.getByRole('link', { name: 'LOGG INN MED BANKID' }) },
    { from: '/?partner', to: '/?partner=true', shows: page.getByRole('link', { name: 'LOGG INN MED BANKID' }) },
    { from: '/kjop-forsikring?steg=ukjent', to: '/kjop-forsikring?steg=adresse', shows: page.getByRole('heading', { level: 1, name: /Adresse/ }) },
  ];
  for (let round = 0; round < 5; round++) {
    for (const { from, to, shows } of cases) {
      await page.goto(from);
      await expect(shows, `${from} (round ${round + 1})`).toBeVisible();
      await expect(page.getByText('Laster...')).toHaveCount(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
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
