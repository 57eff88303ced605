import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { draftWithAnswers } from './drafts';
import { customerPartsOf, storageDump } from './deviceStorage';
import { appReadyToLogOut, me, SESSION_COOKIE, sessionStatus, sessionToken, type Customer } from './session';
import { test, expect, expectAccessible, LOGIN_LINK, loginWithSsn, logOutWithMenu, logoutDialog, newFodselsnummer, suppressHomeModals } from './fixtures';

// What is on the device belongs to the customer who put it there (issue 34): logging out works offline, leaves
// nothing of the customer's on the device, says what it would lose; another tab stops at once and never sends one
// customer's data under another's session; a login cleans up after another customer.

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: RegExp) => main(page).getByRole('heading', { level: 1, name });
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const UNSENT = 'Du har endringer som ikke er sendt ennå. Logger du ut nå, slettes de fra denne enheten.';

/** A new customer, logged in, on the front page with its code loaded (the logout's too: the app loads it once idle). */
async function newCustomer(page: Page): Promise<Customer> {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await appReadyToLogOut(page);
  return me(page);
}


/** Nothing in the dump that names the customer or their report. */
function expectNothingOf(dump: string, ...traces: string[]) {
  const parts = customerPartsOf(dump);
  const text = JSON.stringify(parts);
  for (const trace of traces) expect(text, `the device still holds «${trace}»:\n${dump}`).not.toContain(trace);
  expect(Object.keys(parts.localStorage as object), 'localStorage').toEqual([]);
  expect(Object.keys(parts.sessionStorage as object), 'sessionStorage').toEqual([]);
  for (const [key, value] of Object.entries(parts)) if (key.startsWith('indexedDB')) expect(value, key).toEqual([]);
  // The service worker's precache holds the app's code only: no answer of the API.
  expect(dump).not.toMatch(/\/api\//);
}

/** The damage report offline with a photo waiting and a save queued (informasjon answered, on kontakt). */
async function offlineWithPhoto(page: Page, context: BrowserContext, caseId: string): Promise<void> {
  await page.goto(`/meld-skade/informasjon?CaseId=${caseId}`);
  await expect(heading(page, /Vedlegg og beskrivelse/)).toBeVisible();
  await appReadyToLogOut(page);
  await context.setOffline(true);
  await main(page).getByLabel('Last opp bilder, video eller dokumenter').setInputFiles({ name: 'kjeller.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(main(page).getByRole('listitem').filter({ hasText: 'kjeller.png' })).toContainText('Venter på nett');
  await main(page).getByLabel('Beskriv skaden').fill('Råte i bjelkelaget under stua.');
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await expect(heading(page, /Kontaktinformasjon/)).toBeVisible();
}

/** A new customer logs out without a network: their session token of before, to ask the server later. */
async function logOutOffline(page: Page, context: BrowserContext): Promise<{ customer: Customer; token: string }> {
  const customer = await newCustomer(page);
  const token = await sessionToken(context);
  await context.setOffline(true);
  await logOutWithMenu(page);
  await logoutDialog(page).getByRole('button', { name: 'LOGG UT' }).click();
  // The app's own front page for visitors, not the browser's error page.
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  return { customer, token };
}

test('logout offline: the app’s logged-out front page, nothing left on the device, and the session ends on the first moment online', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { customer, token } = await logOutOffline(page, context);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByText(customer.fullName)).toHaveCount(0);
  expectNothingOf(await storageDump(page), customer.id, customer.socialSecurityNumber);
  // The pending logout names nobody: only the session it ends, by a one-way key of its cookie.
  const marks = (await context.cookies()).filter((c) => c.name !== SESSION_COOKIE);
  expect(marks.map((c) => c.name)).toEqual(['husvern-utlogging']);
  expect(marks[0]!.value).toMatch(/^okt-[\w-]{22}$/);
  expect(marks[0]!.value).not.toContain(token);

  // Online: the open page tells the server at once (no reload, no click); the session of before is gone.
  await context.setOffline(false);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'husvern-utlogging'), { timeout: 10_000 }).toBe(false);
  expect(await sessionStatus(baseURL!, token)).toBe(401);
  await page.reload();
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
});

test('logout offline, tab closed: the next page opened online ends the session before it shows anyone as logged in', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const { customer, token } = await logOutOffline(page, context);
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  // Every answer the new page gets, from its own HTML on: none names the customer.
  const named: string[] = [];
  next.on('response', (response) => {
    void response.text().then(
      (body) => body.includes(customer.fullName) && named.push(new URL(response.url()).pathname),
      () => {},
    );
  });
  const getUser: number[] = [];
  next.on('response', (response) => new URL(response.url()).pathname === '/api/getUser' && getUser.push(response.status()));
  await next.goto('/');
  await expect(next.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  await next.waitForLoadState('networkidle');
  expect(named, 'answers that name the customer').toEqual([]);
  expect(getUser.every((status) => status === 401)).toBe(true);
  expect(await sessionStatus(baseURL!, token)).toBe(401);
});

test('logout with a photo waiting: the dialog says what would be lost; TILBAKE keeps it, online it is sent first, LOGG UT LIKEVEL leaves nothing', async ({ page, context }) => {
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  const customer = await me(page);
  await offlineWithPhoto(page, context, caseId);

  // Offline, what waits cannot be sent: the dialog names it. TILBAKE: nothing is lost, the customer stays.
  await logOutWithMenu(page);
  const warning = page.getByRole('alertdialog', { name: 'Vil du logge ut?' });
  await expect(warning).toContainText(UNSENT);
  await expect(warning.getByRole('button', { name: 'TILBAKE' })).toBeFocused();
  await expectAccessible(page, 'the logout warning');
  await warning.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeFocused();
  await expect(warning).toHaveCount(0);
  await expect(heading(page, /Kontaktinformasjon/)).toBeVisible();
  expect(await storageDump(page)).toContain('kjeller.png');

  // LOGG UT LIKEVEL: logged out at once; a new page shows nothing of the customer's on the device.
  await logOutWithMenu(page);
  await expect(warning).toContainText(UNSENT);
  await warning.getByRole('button', { name: 'LOGG UT LIKEVEL' }).click();
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  // Whatever the closed flow had scheduled would have been written by now.
  await page.waitForTimeout(1500);
  await page.close();
  // (A page of the origin, opened online: nobody is logged in, so it has nothing to clean up.)
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('/');
  await expect(later.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  expectNothingOf(await storageDump(later), customer.id, caseId, 'kjeller.png', 'Råte i bjelkelaget', customer.socialSecurityNumber);
});

test('logout online with a photo waiting: the dialog sends it first, then logs out as usual', async ({ page, context }) => {
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  await offlineWithPhoto(page, context, caseId);
  await context.setOffline(false);
  // (A page that went offline and back may not hear of it: the dialog tries the network itself.)
  await logOutWithMenu(page);
  const dialog = logoutDialog(page);
  await expect(dialog.getByRole('button', { name: 'LOGG UT', exact: true })).toHaveAttribute('aria-disabled', 'false', { timeout: 20_000 });
  await expect(dialog).not.toContainText(UNSENT);
  const kase = (await (await page.request.get(`/api/getCase/${caseId}`)).json()) as { descriptionOfDamage?: string; attachments?: { filename: string }[] };
  expect(kase.descriptionOfDamage).toBe('Råte i bjelkelaget under stua.');
  expect(kase.attachments?.map((a) => a.filename)).toEqual(['kjeller.png']);
  await dialog.getByRole('button', { name: 'LOGG UT', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  expect((await page.request.get('/api/getUser')).status()).toBe(401);
});

test('two tabs: a logout in one stops the other at once; it sends nothing of the customer’s under the next customer’s session', async ({ page, context }) => {
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  const kari = await me(page);
  // Tab A: the report; then it loses its network (the other tab keeps one).
  const tabA = page;
  await tabA.goto(`/meld-skade/informasjon?CaseId=${caseId}`);
  await expect(heading(tabA, /Vedlegg og beskrivelse/)).toBeVisible();
  await appReadyToLogOut(tabA);
  await tabA.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await tabA.evaluate(() => window.dispatchEvent(new Event('offline')));
  await main(tabA).getByLabel('Last opp bilder, video eller dokumenter').setInputFiles({ name: 'kjeller.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(main(tabA).getByRole('listitem').filter({ hasText: 'kjeller.png' })).toContainText('Venter på nett');
  await main(tabA).getByLabel('Beskriv skaden').fill('Råte i bjelkelaget under stua.');
  await main(tabA).getByRole('button', { name: 'NESTE' }).click();
  await expect(heading(tabA, /Kontaktinformasjon/)).toBeVisible();
  await main(tabA).getByRole('group', { name: 'Mobilnummeret ditt' }).getByLabel('Telefonnummer').fill('98765432');
  await main(tabA).getByLabel('E-postadressen din').fill('kari.ny@example.no');
  await main(tabA).getByRole('button', { name: 'NESTE' }).click();
  await expect(heading(tabA, /Oppsummering/)).toBeVisible();
  expect(await storageDump(tabA)).toContain('kari.ny@example.no');

  // From the logout on, every request tab A makes is recorded.
  const sentByA: Request[] = [];
  tabA.on('request', (request) => sentByA.push(request));
  const tabB = await context.newPage();
  await suppressHomeModals(tabB);
  await tabB.goto('/');
  await appReadyToLogOut(tabB);
  await logOutWithMenu(tabB);
  await logoutDialog(tabB).getByRole('button', { name: /LOGG UT/ }).click();
  await expect(tabB.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  // Tab A shows the logged-out front page at once.
  await expect(tabA.getByRole('link', { name: LOGIN_LINK })).toBeVisible({ timeout: 5_000 });

  await loginWithSsn(tabB, newFodselsnummer());
  const ola = await me(tabB);
  expect(ola.id).not.toBe(kari.id);
  // Tab A has its network back: the connection's retry (15 s) and the online event both pass.
  await tabA.unroute('**/api/**');
  await tabA.evaluate(() => window.dispatchEvent(new Event('online')));
  await tabA.waitForTimeout(17_000);
  const writes = sentByA.filter((r) => r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'));
  expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`), 'writes from tab A after the logout').toEqual([]);
  for (const r of sentByA) expect(`${r.url()} ${r.postData() ?? ''}`).not.toMatch(new RegExp(`${caseId}|98765432|kari\\.ny|kjeller`));
  expectNothingOfKari(await storageDump(tabB), [kari.id, caseId, 'kjeller.png', '98765432', 'kari.ny@example.no']);
});

/** Ola is logged in now: nothing of Kari's (her drafts, her flags) on the device. */
function expectNothingOfKari(dump: string, traces: string[]) {
  const text = JSON.stringify(customerPartsOf(dump));
  for (const trace of traces) expect(text, `the device still holds «${trace}»:\n${dump}`).not.toContain(trace);
}

test('a login cleans up after another customer whose session ended without a logout', async ({ page, context }) => {
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  const kari = await me(page);
  await offlineWithPhoto(page, context, caseId);
  await page.evaluate(() => localStorage.setItem('hasModalBeenDismissed', 'true'));
  expect(await storageDump(page)).toContain('kjeller.png');
  await page.close();
  // Kari's session ends without a logout (it expired); Ola logs in straight from the e-ID page.
  await context.clearCookies({ name: SESSION_COOKIE });
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(`/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent('/')}`);
  const olaSsn = newFodselsnummer();
  await next.getByRole('textbox', { name: /fødselsnummer/i }).fill(olaSsn);
  await next.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
  await expect(next).toHaveURL((url) => url.pathname === '/');
  await expect(next.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
  const ola = await me(next);
  const dump = await storageDump(next);
  expectNothingOfKari(dump, [kari.id, caseId, 'kjeller.png', 'Råte i bjelkelaget']);
  expect(JSON.parse(dump).localStorage).toEqual({ 'husvern-kunde': ola.id });
});
