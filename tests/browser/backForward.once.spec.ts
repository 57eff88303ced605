/**
 * Back after LOGG UT never shows the customer's page (issue 44, A), in Chromium with its back/forward cache on, as
 * customers have it. What the page paints is recorded in the page itself (an init script), so a page restored for a
 * single frame with the customer's name fails the test too.
 */
import type { Page } from '@playwright/test';
import { WITH_BACK_FORWARD_CACHE } from './chromium';
import { expect, LOGIN_LINK, loginAs, logOutWithMenu, logoutDialog, suppressHomeModals, test } from './fixtures';

test.use({ launchOptions: WITH_BACK_FORWARD_CACHE });

const KARI = ['Kari Nordmann', 'Storgata 1', '91234567', 'kari.nordmann@example.no'];

/** Every page shown (loaded, or restored from the back/forward cache): whether it was restored and what it showed then. */
async function recordShownPages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      const visible = getComputedStyle(document.documentElement).visibility !== 'hidden';
      const shown = JSON.parse(localStorage.getItem('test:shown') ?? '[]') as unknown[];
      shown.push({ persisted: event.persisted, path: location.pathname, text: visible ? document.body.innerText : '' });
      // localStorage: the record outlives the logout's reload (the logout empties only the app's own keys).
      localStorage.setItem('test:shown', JSON.stringify(shown));
    });
  });
}

const shownPages = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('test:shown') ?? '[]') as { persisted: boolean; path: string; text: string }[]);

async function logOut(page: Page): Promise<void> {
  await logOutWithMenu(page);
  await logoutDialog(page).getByRole('button', { name: /LOGG UT/ }).click();
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
}

/**
 * The customer's pages as a browser that keeps `no-store` pages in its back/forward cache would have them, and that
 * does not take the logout's `Clear-Site-Data` (which also empties the back/forward cache) as a sign to drop them.
 */
async function cacheablePages(page: Page): Promise<void> {
  await page.route('**/.auth/logout*', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const { 'clear-site-data': _dropped, ...headers } = response.headers();
    await route.fulfill({ response, headers });
  });
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/.auth/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'private, no-cache' } });
    },
  );
}

for (const path of ['/profil', '/forsikringer', '/skadesaker']) {
  for (const cacheable of [false, true]) {
    test(`Back and Forward after LOGG UT on ${path} show the logged-out front page, never the customer's page${cacheable ? ' (also where no-store pages are cached)' : ''}`, async ({ page }) => {
      await suppressHomeModals(page);
      await recordShownPages(page);
      if (cacheable) await cacheablePages(page);
      await loginAs(page, 'Kari Nordmann');
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
      if (path === '/profil') await expect(page.getByRole('main')).toContainText('Kari Nordmann');
      await logOut(page);
      const before = (await shownPages(page)).length;

      // A page restored from the back/forward cache has no load event to wait for: the move is done once committed.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
      await page.goForward({ waitUntil: 'commit' });
      await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
      await page.goBack({ waitUntil: 'commit' });
      await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
      for (const trace of KARI) await expect(page.locator('body')).not.toContainText(trace);
      // Every page shown since the logout, restored or loaded, as it was painted when shown.
      const since = (await shownPages(page)).slice(before);
      expect(since.length, 'Back and Forward showed pages').toBeGreaterThan(0);
      // With no-store taken off, the browser really restored pages from its cache: the guard was what held.
      if (cacheable) expect(since.some((shown) => shown.persisted), JSON.stringify(since.map(({ path, persisted }) => ({ path, persisted })))).toBe(true);
      for (const shown of since) {
        for (const trace of KARI) expect(shown.text, `${shown.path} shown after the logout (restored: ${shown.persisted})`).not.toContain(trace);
      }
    });
  }
}
