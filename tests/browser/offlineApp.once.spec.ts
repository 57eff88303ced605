import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The app starts without a network once it has been opened (vite.config.ts, offlineApp): the service worker
// registers after the page's load, precaches the shell and the routes' code (not the map, not the HEIC
// decoder), and answers a page request it cannot get from the server with the precached app.

async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not controlled by the worker that installs during it; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('the service worker registers only after the load event, when idle, and precaches the shell and the damage report, not other pages, the map or the HEIC decoder', async ({ page }) => {
  const registeredAt: string[] = [];
  await page.exposeFunction('noteRegistration', (when: string) => registeredAt.push(when));
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      void (window as unknown as { noteRegistration(w: string): void }).noteRegistration(document.readyState);
      return register(...args);
    };
  });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(registeredAt).toEqual(['complete']);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
  // The damage report's code (its route chunk pulls in the step forms' PhoneFields), not other pages' or the map's.
  expect(cached.some((u) => /^\/assets\/PhoneFields-.*\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => /maplibre|AddressMap|heic-to|skadesaker|forsikringer|kjop-forsikring/.test(u))).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Husvern', lang: 'nb', display: 'standalone', start_url: '/' });
});

test('opened before, the app starts offline: a reload and a new tab show the front page', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Husvern/ })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/?fra=fane');
  await expect(other.getByRole('banner').getByRole('link', { name: /Husvern/ })).toBeVisible();
  await context.setOffline(false);
});
