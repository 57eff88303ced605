import type { Page } from '@playwright/test';
import { LOGOUT_PENDING_DATABASE_PREFIX } from '../../domain/session';
import { test, expect } from './fixtures';
import { requestsOf, requestsOfNextPage } from './requestedPaths';

/**
 * A visitor's front page, whole from the server (issue 46; server/visitorPage.ts, docs/performance.md): no app code
 * unless the device still holds something of a customer's, also once the service worker is in control.
 */
const appStarted = (requested: string[]) => requested.some((path) => /^\/assets\/libs-/.test(path));
const cleanupLoaded = (requested: string[]) => requested.some((path) => /^\/assets\/device-cleanup-[\w-]+\.js$/.test(path));

/**
 * The page's largest paints (LCP candidates) and whether its heading is still the server's element: a page drawn
 * again by the app has a second candidate, later, of new elements.
 */
async function paintedOnce(page: Page): Promise<{ candidates: number; sameHeading: boolean }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const heading = document.querySelector('h1');
          resolve({ candidates: list.getEntries().length, sameHeading: !!heading && heading === (window as { serverHeading?: Element }).serverHeading });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test("a visitor's front page is the server's, whole: the page alone is fetched, and its one script is visitor-start.js", async ({ page, baseURL }) => {
  const requested = requestsOf(page);
  for (const [query, heading] of [
    ['', 'Alt om din forsikring på ett sted'],
    ['?kjop', 'Sikre boligen mot råte og skadedyr'],
  ] as const) {
    requested.length = 0;
    const html = await (await page.goto(`/${query}`))!.text();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const login = page.getByRole('link', { name: 'LOGG INN MED BANKID' });
    await expect(login).toBeVisible();
    // The login returns to this site's origin (SPEC §1), the buy panel's to the purchase.
    const href = new URL((await login.getAttribute('href'))!, baseURL);
    expect(href.searchParams.get('post_login_redirect_uri')).toBe(`${new URL(baseURL!).origin}${query ? '/kjop-forsikring' : ''}`);
    await page.waitForLoadState('networkidle');
    expect(requested, 'nothing but the page').toEqual(['/']);
    expect(html).not.toMatch(/<script type="module"|<script [^>]*src=|<link rel="modulepreload"|<link rel="preload"/);
    await expect(page.locator('script:not([src])')).toHaveCount(1);
    await expect(page.locator('script[data-held]')).toHaveCount(1);
    // The app's styles are in the page: its background is the theme's, and every class the page uses has its rules
    // (the router's «active» on the logo link is a mark, not a style).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(246, 244, 239)');
    const unstyled = await page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const used = new Set([...document.querySelectorAll('#root [class]')].flatMap((element) => [...element.classList]));
      return [...used].filter((name) => name !== 'active' && !selectors.some((selector) => selector.includes(`.${name}`)));
    });
    expect(unstyled, 'classes without a rule in the page').toEqual([]);
    // One footer for the width: on a phone the app's short one, wider the one with the contact lines.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  }
});

test("a visitor's front page on a device that still holds a customer's data removes it, without the app and without drawing the page again", async ({ page }) => {
  await page.goto('/kontakt');
  await page.evaluate(() => {
    localStorage.setItem('husvern-kunde', 'en-annen-kunde');
    localStorage.setItem('hasConsented', 'true');
    sessionStorage.setItem('buyInsuranceForm', '{}');
  });
  const requested = await requestsOfNextPage(page);
  // The server's heading, as the page has it before any script of the page's has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => ((window as { serverHeading?: Element }).serverHeading = document.querySelector('h1')!));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(cleanupLoaded(requested), 'the device cleanup was loaded').toBe(true);
  await page.waitForLoadState('networkidle');
  expect(appStarted(requested), 'the app was not started').toBe(false);
  expect(await paintedOnce(page)).toEqual({ candidates: 1, sameHeading: true });
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test("a visitor's front page whose device cleanup gets no answer from the server starts the app, which tells the visitor", async ({ page }) => {
  await page.goto('/kontakt');
  await page.evaluate(() => localStorage.setItem('husvern-kunde', 'en-annen-kunde'));
  const requested = await requestsOfNextPage(page);
  // The server's page comes; then the server fails every question of who is logged in.
  await page.route(/\/(\.auth\/me|api\/getUser)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Intern feil"}' }));
  await page.goto('/');
  await expect.poll(() => appStarted(requested), { message: 'the app was started' }).toBe(true);
  expect(cleanupLoaded(requested), 'after the device cleanup').toBe(true);
  // The app's own answer to a question it could not have answered (as before the page had a cleanup of its own).
  await expect(page.getByRole('alertdialog').or(page.getByRole('alert')).first()).toBeVisible();
});

test("once the service worker is in control, a visitor's `/` still comes from the server, and the manifest is linked", async ({ page }) => {
  const requested = requestsOf(page);
  await page.goto('/');
  // The page links the web app manifest and registers the worker once idle, as the app does.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1, { timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (const query of ['', '?utm_source=nyhetsbrev']) {
    requested.length = 0;
    await page.goto(`/${query}`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
    await expect(page.locator('script[data-held]'), `/${query}: the server's page`).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(appStarted(requested), `/${query}: no app code`).toBe(false);
  }
});

test("a visitor's `/` with a logout the server has not heard of on the device sends it and removes it, without the app", async ({ page }) => {
  await page.goto('/kontakt');
  // Left by a browser killed after LOGG UT offline (src/lib/device/pendingLogout.ts): it names no session.
  await page.evaluate((name) => new Promise((resolve) => (indexedDB.open(name).onsuccess = resolve)), `${LOGOUT_PENDING_DATABASE_PREFIX}1`);
  const requested = await requestsOfNextPage(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  await expect.poll(() => cleanupLoaded(requested), { message: 'the device cleanup was loaded' }).toBe(true);
  const marks = () => page.evaluate(async (prefix) => (await indexedDB.databases()).filter((db) => db.name?.startsWith(prefix)).length, LOGOUT_PENDING_DATABASE_PREFIX);
  await expect.poll(marks, { message: 'the mark is gone' }).toBe(0);
  // The question of who is logged in carried the mark (the server ends the session it names, and clears the mark).
  expect(requested.filter((path) => path === '/.auth/me' || path === '/api/getUser').length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(appStarted(requested), 'the app was not started').toBe(false);
});

test("a visitor's page prints one footer, as it shows one", async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('footer:visible')).toHaveCount(1);
});
