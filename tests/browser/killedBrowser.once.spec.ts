import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { close, kill, Network, startChromium, type RunningChromium } from './ownChromium';
import { SESSION_COOKIE, sessionStatus } from './session';
import { test, expect, LOGIN_LINK, logOutWithMenu, logoutDialog, newFodselsnummer, suppressHomeModals } from './fixtures';

// A browser killed right after LOGG UT offline starts logged out (issue 44 C). Chromium writes cookies to disk only
// every ~30 s, so the mark's cookie is lost with the process; its copy on disk (an empty IndexedDB database) is not,
// and the service worker (a page it fetches), or the app (the front page, which the worker serves from its cache),
// puts the cookie back before the server is asked anything. Chromium runs as customers have it: a profile folder on
// disk, a process of its own, killed by its pid.

const MARK_COOKIE = 'husvern-utlogging';


const marksOnDisk = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).filter((db) => db.name?.startsWith('husvern-utlogging:')).length);

interface Customer {
  fullName: string;
  token: string;
}

/**
 * A new customer logs in, and Chromium is closed and started again (the session's cookie is on disk then, the app's
 * service worker installed); on the front page, offline, they press LOGG UT, and the browser is killed at once.
 */
async function logOutOfflineThenKill(start: () => Promise<RunningChromium>, network: Network, baseURL: string): Promise<Customer> {
  const first = await start();
  const login = await first.browser.contexts()[0]!.newPage();
  await suppressHomeModals(login);
  await login.goto(`${baseURL}/`);
  await login.getByRole('link', { name: LOGIN_LINK }).click();
  await login.getByRole('textbox', { name: /fødselsnummer/i }).fill(newFodselsnummer());
  await login.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
  const greeting = login.getByRole('heading', { level: 1, name: /^Hei, / });
  await expect(greeting).toBeVisible();
  const fullName = (await greeting.textContent())!.replace(/^Hei, /, '');
  await login.evaluate(() => navigator.serviceWorker.ready);
  const token = (await login.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
  await close(first);

  const second = await start();
  const page = await second.browser.contexts()[0]!.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Hei, ${fullName}` })).toBeVisible();
  // The logout's code is loaded while idle.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /LogoutDialog-/.test(e.name))), { timeout: 15_000 }).toBe(true);
  network.goOffline();
  await logOutWithMenu(page);
  await logoutDialog(page).getByRole('button', { name: 'LOGG UT' }).click();
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  // The mark's copy on disk is there before the page says the customer is logged out.
  expect(await marksOnDisk(page)).toBe(1);
  await kill(second);
  return { fullName, token };
}

/** The page at `path` after the restart; it notes its first heading, and whether the server named getUser in it (a session's page). */
async function openAfterRestart(restarted: RunningChromium, baseURL: string, path: string) {
  const context = restarted.browser.contexts()[0]!;
  // The scenario: the session's cookie survived the kill, the mark's did not. The mark's cookie usually dies with the
  // process; where Chromium happened to write it first, it is taken away here (as a console line would, case D).
  expect((await context.cookies()).map((c) => c.name)).toContain(SESSION_COOKIE);
  await context.clearCookies({ name: MARK_COOKIE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const first = window as unknown as { firstHeading?: string; sessionPage?: boolean };
    first.sessionPage = false;
    const seen = new MutationObserver(() => {
      if (document.querySelector('link[rel="preload"][href="/api/getUser"]')) first.sessionPage = true;
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text === '') return;
      first.firstHeading = text;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${baseURL}${path}`);
  return page;
}

async function expectLoggedOut(page: Page, baseURL: string, customer: Customer): Promise<void> {
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  await expect(page.getByText(customer.fullName)).toHaveCount(0);
  expect(await sessionStatus(baseURL, customer.token)).toBe(401);
  // The disk copy has done its work.
  await expect.poll(() => marksOnDisk(page)).toBe(0);
}

test.describe('a browser killed right after LOGG UT offline starts logged out', () => {
  // Two browser starts, a restart and a kill: 20–45 s on the slow CI machine.
  test.setTimeout(90_000);
  let profile: string;
  let network: Network;
  let proxy: string;
  const started: RunningChromium[] = [];
  test.beforeEach(async () => {
    profile = mkdtempSync(join(tmpdir(), 'husvern-profil-'));
    network = new Network();
    proxy = await network.listen();
  });
  test.afterEach(async () => {
    for (const chrome of started.splice(0)) await kill(chrome);
    await network.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  });
  const start = async () => {
    const chrome = await startChromium(profile, proxy);
    started.push(chrome);
    return chrome;
  };
  /** The browser started again after the kill, the network back. */
  const restart = () => {
    network.offline = false;
    return start();
  };

  test('a page the service worker fetches carries the mark: the server answers it as nobody’s', async ({ baseURL }) => {
    const customer = await logOutOfflineThenKill(start, network, baseURL!);
    const page = await openAfterRestart(await restart(), baseURL!, '/skadesaker');
    const first = await page.evaluate(() => (window as unknown as { sessionPage?: boolean }).sessionPage);
    expect(first, 'the server answered /skadesaker as a customer’s page').toBe(false);
    await expectLoggedOut(page, baseURL!, customer);
  });

  test('the front page (the worker’s copy) never greets the customer: the app puts the mark back before it asks', async ({ baseURL }) => {
    const customer = await logOutOfflineThenKill(start, network, baseURL!);
    const page = await openAfterRestart(await restart(), baseURL!, '/');
    await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
    const firstHeading = await page.evaluate(() => (window as unknown as { firstHeading?: string }).firstHeading ?? '');
    expect(firstHeading).not.toBe('');
    expect(firstHeading).not.toContain(customer.fullName);
    await expectLoggedOut(page, baseURL!, customer);
  });
});
