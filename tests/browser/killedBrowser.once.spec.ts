import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as requestContext, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH, LAUNCH_OPTIONS } from './chromium';
import { test, expect, LOGIN_LINK, logOutWithMenu, logoutDialog, newFodselsnummer, suppressHomeModals } from './fixtures';

// A browser killed right after LOGG UT offline starts logged out (issue 44 C). Chromium writes cookies to disk only
// every ~30 s, so the mark's cookie is lost with the process; its copy on disk (an empty IndexedDB database) is not,
// and the service worker (a page it fetches), or the app (the front page, which the worker serves from its cache),
// puts the cookie back before the server is asked anything. Chromium runs as customers have it: a profile folder on
// disk, a process of its own, killed by its pid.

const SESSION_COOKIE = 'AppServiceAuthSession';
const MARK_COOKIE = 'husvern-utlogging';

interface RunningChromium {
  browser: Browser;
  process: ChildProcess;
}

/**
 * The network between the browser and the portal: an HTTP proxy that can go down. Every process of the browser (the
 * pages, the service worker) loses it at once, as on a train; Playwright's offline mode would not reach the worker
 * of a browser it did not start.
 */
class Network {
  offline = false;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((req, res) => {
    if (this.offline) return req.socket.destroy();
    const target = new URL(req.url!);
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  constructor() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  goOffline(): void {
    this.offline = true;
    for (const socket of this.sockets) socket.destroy();
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Chromium on `profile`, as its own process, driven over the DevTools protocol, reaching the portal through `proxy`. */
async function startChromium(profile: string, proxy: string): Promise<RunningChromium> {
  const args = [...(LAUNCH_OPTIONS.args ?? []), `--user-data-dir=${profile}`, `--proxy-server=${proxy}`, '--proxy-bypass-list=<-loopback>'];
  const child = spawn(CHROMIUM_PATH, [...args, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: what is left of it after the kill is removed with it.
    detached: true,
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(seen);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`Chromium stopped (${code}) before it listened:\n${seen}`)));
  });
  return { browser: await chromium.connectOverCDP(endpoint), process: child };
}

/**
 * Kills the browser process by its pid (SIGKILL: nothing is written on the way out) and waits until it is gone; then
 * its helper processes (renderers, the network service), which would go on writing in the profile.
 */
async function kill({ process: child }: RunningChromium): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid!, 'SIGKILL');
    await gone;
  }
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // None left.
  }
}

/** Closes Chromium as a person does (it writes its cookies on the way out) and waits until it is gone. */
async function close({ browser, process: child }: RunningChromium): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  await (await browser.newBrowserCDPSession()).send('Browser.close');
  await gone;
}

async function sessionStatus(baseURL: string, token: string): Promise<number> {
  const api = await requestContext.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${SESSION_COOKIE}=${token}` } });
  try {
    return (await api.get('/api/getUser')).status();
  } finally {
    await api.dispose();
  }
}

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
