import { readdirSync, readFileSync, rmSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, LOGIN_LINK, logOutWithMenu, logoutDialog, PERSONS } from './fixtures';
import { close, kill, Network, startChromium, type RunningChromium } from './ownChromium';

// After LOGG UT, the browser's profile folder holds nothing of the customer's (issue 44 F): a family member with the
// same OS account can read every file in it, also what the browser has removed but not yet overwritten (IndexedDB's
// and localStorage's logs keep old values until they are compacted). Kari uses the portal as a customer does: her
// profile, her insurances, a draft opened in the damage report (kept on the device for offline use), the purchase
// wizard; then LOGG UT, Chromium closed, and every file of the folder searched for her.

/** What names Kari (the demo data, server/db/seed.ts): her name, fødselsnummer, phone, e-mail and home address. */
const KARI_TRACES = ['Kari Nordmann', PERSONS['Kari Nordmann'].ssn, '91234567', 'kari.nordmann@example.no', 'Storgata 1'];

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() && statSync(path).size > 0 ? [path] : [];
  });
}

/** Where in the folder each trace is found: as UTF-8 / Latin-1 bytes, or as UTF-16 (how V8 and LevelDB may keep text). */
function tracesIn(profile: string, traces: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(profile)) {
    const bytes = readFileSync(file);
    for (const trace of traces) {
      if (bytes.includes(Buffer.from(trace, 'utf8')) || bytes.includes(Buffer.from(trace, 'utf16le'))) found.push(`«${trace}» in ${relative(profile, file)}`);
    }
  }
  return found;
}

async function loginAsKari(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await page.getByRole('link', { name: LOGIN_LINK }).click();
  await page.getByRole('button', { name: 'Logg inn som Kari Nordmann' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari Nordmann' })).toBeVisible();
}

test.describe('the profile folder after LOGG UT', () => {
  test.setTimeout(120_000);
  let profile: string;
  let network: Network;
  let chrome: RunningChromium | undefined;
  test.beforeEach(async () => {
    profile = mkdtempSync(join(tmpdir(), 'husvern-profil-'));
    network = new Network();
  });
  test.afterEach(async () => {
    if (chrome) await kill(chrome);
    await network.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  });

  test('holds nothing that names the customer: not her name, fødselsnummer, phone, e-mail or address', async ({ baseURL }) => {
    chrome = await startChromium(profile, await network.listen());
    const page = await chrome.browser.contexts()[0]!.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('hasModalBeenDismissed', 'true');
      localStorage.setItem('hasConsented', 'true');
    });
    await loginAsKari(page, baseURL!);
    await page.evaluate(() => navigator.serviceWorker.ready);

    await page.goto(`${baseURL}/profil`);
    await expect(page.getByRole('main')).toContainText('kari.nordmann@example.no');
    await page.goto(`${baseURL}/forsikringer`);
    await expect(page.getByRole('main')).toContainText(/Storgata 1/i);

    // A draft of hers opened in the damage report: the device keeps it for an offline start.
    const drafts = (await (await page.request.get(`${baseURL}/api/getCases?status=draft`)).json()) as { incidentId: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    await page.goto(`${baseURL}/meld-skade/informasjon?CaseId=${drafts[0]!.incidentId}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /Steg \d+ av \d+/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'husvern-skademeldinger')))
      .toBe(true);

    // The purchase wizard keeps its form in the tab's storage.
    await page.goto(`${baseURL}/kjop-forsikring`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // While she is logged in, the folder does name her (the test can see it).
    await expect.poll(() => tracesIn(profile, KARI_TRACES).length, { timeout: 15_000 }).toBeGreaterThan(0);

    await page.goto(`${baseURL}/`);
    await logOutWithMenu(page);
    const dialog = logoutDialog(page);
    await dialog.getByRole('button', { name: /^LOGG UT/ }).first().click();
    await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
    await close(chrome);
    chrome = undefined;

    expect(tracesIn(profile, KARI_TRACES)).toEqual([]);
  });
});
