import type { BrowserContext, Page, Route } from '@playwright/test';
import { osloToday } from '../../domain/purchaseDates';
import { customerPartsOf, storageDump } from './deviceStorage';
import { draftWithAnswers, sameOriginHeaders } from './drafts';
import { appReadyToLogOut, me } from './session';
import { test, expect, LOGIN_LINK, loginWithSsn, logOutWithMenu, logoutDialog, newFodselsnummer, suppressHomeModals } from './fixtures';

// A shared browser keeps nothing of the last customer (issue 44 B and E): the purchase form names its owner and
// is gone for anybody else, also in a tab that was on another site while its customer logged out in another tab;
// a visitor's form still goes with them into their own login; and a tab with another customer's offline queue
// asks the server whose session it is before it sends, and sends nothing of hers under his session.

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: RegExp) => main(page).getByRole('heading', { level: 1, name });
const STEP_HEADINGS = ['Adresse', 'Velg forsikring', 'Startdato og kontakt', 'Oppsummering'] as const;
const PNG_1PX_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PNG_1PX = Buffer.from(PNG_1PX_BASE64, 'base64');
const ANOTHER_CUSTOMER = 'En annen kunde har logget inn i denne nettleseren';
/** Another site: the same server under another host name, so another origin with storage of its own. */
const anotherSite = (baseURL: string) => {
  const url = new URL('/healthz', baseURL);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.href;
};


const stepHeading = (page: Page, n: 1 | 2 | 3 | 4) => main(page).getByRole('heading', { level: 1, name: `Steg ${n} av 4: ${STEP_HEADINGS[n - 1]}` });
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' });
const storedForm = (page: Page) => page.evaluate(() => sessionStorage.getItem('buyInsuranceForm') ?? '');
const allSessionStorage = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

async function chooseStorgata15(page: Page): Promise<void> {
  await main(page).getByRole('combobox', { name: /adresse/i }).fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
}

/** Steps 1 and 2: Storgata 15 and the rot and pest insurance; on step 3. */
async function toStep3(page: Page): Promise<void> {
  await chooseStorgata15(page);
  await next(page).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
  await next(page).click();
  await expect(stepHeading(page, 3)).toBeVisible();
}

/** The test e-ID in this tab, returning to `back`. */
async function loginHere(page: Page, back: string, ssn = newFodselsnummer()): Promise<void> {
  await page.goto(`/.auth/login/signicat?post_login_redirect_uri=${encodeURIComponent(back)}`);
  await page.getByRole('textbox', { name: /fødselsnummer/i }).fill(ssn);
  await page.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
}


async function logOutInNewTab(context: BrowserContext): Promise<Page> {
  const tabB = await context.newPage();
  await suppressHomeModals(tabB);
  await tabB.goto('/');
  await appReadyToLogOut(tabB);
  await logOutWithMenu(tabB);
  await logoutDialog(tabB).getByRole('button', { name: /LOGG UT/ }).click();
  await expect(tabB.getByRole('link', { name: LOGIN_LINK })).toBeVisible();
  return tabB;
}

test("B: Kari's purchase form is gone when tab A comes Back after her logout in tab B, and is never filled in for the next customer", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const tabA = page;
  await suppressHomeModals(tabA);
  await loginWithSsn(tabA, newFodselsnummer());
  const kari = await me(tabA);
  const email = `kari.${kari.id.slice(0, 8)}@example.no`;
  const phone = '91234567';
  const saved = await tabA.request.patch('/api/updateUser', { headers: sameOriginHeaders(tabA), data: { id: kari.id, mobilePhone: `+47${phone}`, email } });
  expect(saved.ok()).toBe(true);

  // 1. Tab A: Kari types an address; the stored form holds her e-mail and phone, and names her.
  await tabA.goto('/kjop-forsikring');
  await expect(stepHeading(tabA, 1)).toBeVisible();
  await chooseStorgata15(tabA);
  await expect.poll(() => storedForm(tabA)).toContain('Storgata 15');
  const karis = JSON.parse(await storedForm(tabA)) as Record<string, unknown>;
  expect(karis).toMatchObject({ email, phoneNumber: phone, eier: kari.id });

  // 2. Tab A goes to another site; Kari logs out in tab B.
  await tabA.goto(anotherSite(baseURL!));
  await expect(tabA).toHaveURL((url) => url.pathname === '/healthz' && url.origin !== new URL(baseURL!).origin);
  await logOutInNewTab(context);

  // 3. Back in tab A: the wizard as a visitor's, no address, nothing of Kari's in the page or in sessionStorage.
  await tabA.goBack();
  await expect(tabA).toHaveURL((url) => url.pathname === '/kjop-forsikring');
  // The wizard has loaded once its (visitor's) form is stored.
  await expect.poll(() => storedForm(tabA)).toContain('"eier":null');
  await expect(stepHeading(tabA, 1)).toBeVisible();
  await expect(main(tabA).getByRole('combobox', { name: /adresse/i })).toHaveValue('');
  await expect(main(tabA).getByText('Valgt adresse')).toHaveCount(0);
  for (const trace of ['Storgata 15', email, phone, kari.id]) {
    expect(await allSessionStorage(tabA), `sessionStorage holds «${trace}»`).not.toContain(trace);
    expect(await tabA.locator('body').innerText(), `the page shows «${trace}»`).not.toContain(trace);
  }
  // (No field of the page holds a value the browser restored.)
  const values = await tabA.locator('input, textarea').evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value).join(' '));
  expect(values).not.toMatch(/Storgata|91234567|kari\./);

  // 4. A new customer logs in from tab A (resume=true) and picks a product: step 3 has nothing of Kari's.
  await loginHere(tabA, '/kjop-forsikring?resume=true');
  await expect(tabA).toHaveURL((url) => url.pathname === '/kjop-forsikring');
  await expect(tabA.getByRole('banner').getByRole('button', { name: 'Profilmeny' })).toBeVisible();
  const ola = await me(tabA);
  expect(ola.id).not.toBe(kari.id);
  await expect(stepHeading(tabA, 1)).toBeVisible();
  await toStep3(tabA);
  await expect(main(tabA).getByRole('textbox', { name: 'Telefonnummer' })).not.toHaveValue(phone);
  await expect(main(tabA).getByRole('textbox', { name: 'Hva er din e-post?' })).not.toHaveValue(email);
  await expect(main(tabA)).not.toContainText(email);
  expect(await allSessionStorage(tabA)).not.toContain(email);
  expect(JSON.parse(await storedForm(tabA))).toMatchObject({ eier: ola.id, email: '', phoneNumber: '' });
});

test("B: a visitor's form is carried into their own login through the e-ID (resume=true)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/kjop-forsikring');
  await expect(stepHeading(page, 1)).toBeVisible();
  await toStep3(page);
  await main(page).getByRole('button', { name: /^Velg dato/ }).click();
  await page.getByRole('dialog').getByRole('grid').locator('button[aria-current="date"]').click();
  const [y, m, d] = osloToday().split('-');
  await expect(main(page).getByRole('textbox', { name: 'Når ønsker du at forsikringen skal starte?' })).toHaveValue(`${d}.${m}.${y}`);
  await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('97654321');
  await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('besokende@example.no');
  expect(JSON.parse(await storedForm(page))).toMatchObject({ eier: null, email: 'besokende@example.no' });
  await main(page).getByRole('button', { name: 'SIGNER OG BESTILL FORSIKRING' }).click();
  await expect(page).toHaveURL(/\/\.auth\/login\/signicat\?post_login_redirect_uri=/);
  await page.getByRole('textbox', { name: /fødselsnummer/i }).fill(newFodselsnummer());
  await page.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');

  await expect(stepHeading(page, 4)).toBeVisible();
  await expect(main(page).getByText('Storgata 15, 0155 OSLO')).toBeVisible();
  await expect(main(page).getByText('+47 97654321')).toBeVisible();
  await expect(main(page).getByText('besokende@example.no')).toBeVisible();
  const customer = await me(page);
  expect(JSON.parse(await storedForm(page))).toMatchObject({ eier: customer.id, email: 'besokende@example.no', phoneNumber: '97654321' });
});

interface Sent {
  method: string;
  path: string;
  body: string;
}

test("E: Ola's login in another tab, straight from the e-ID and no page of the app: tab A sends nothing of Kari's offline report under his session, stops and says so", async ({ page, context }) => {
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  const kari = await me(page);
  const tabA = page;
  await tabA.goto(`/meld-skade/informasjon?CaseId=${caseId}`);
  await expect(heading(tabA, /Vedlegg og beskrivelse/)).toBeVisible();
  await appReadyToLogOut(tabA);

  // Tab A loses its network; every request it makes from now on is recorded with its body (read in the route:
  // the request event has no body for ky's fetch(new Request(...)), nor for the photo's XMLHttpRequest).
  let online = false;
  const sent: Sent[] = [];
  await tabA.route('**/api/**', async (route: Route) => {
    if (!online) return route.abort('internetdisconnected');
    const request = route.request();
    sent.push({ method: request.method(), path: new URL(request.url()).pathname, body: request.postDataBuffer()?.toString('utf8') ?? '' });
    return route.continue();
  });
  await tabA.evaluate(() => window.dispatchEvent(new Event('offline')));
  await main(tabA).getByLabel('Last opp bilder, video eller dokumenter').setInputFiles({ name: 'kjeller.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(main(tabA).getByRole('listitem').filter({ hasText: 'kjeller.png' })).toContainText('Venter på nett');
  await main(tabA).getByLabel('Beskriv skaden').fill('Råte i bjelkelaget under stua.');
  await next(tabA).click();
  await expect(heading(tabA, /Kontaktinformasjon/)).toBeVisible();
  await main(tabA).getByRole('group', { name: 'Mobilnummeret ditt' }).getByLabel('Telefonnummer').fill('98765432');
  await main(tabA).getByLabel('E-postadressen din').fill('kari.ny@example.no');
  await next(tabA).click();
  await expect(heading(tabA, /Oppsummering/)).toBeVisible();

  // Tab B: Ola logs in on the e-ID page, which returns to /.auth/me, not to a page of the app: the device still
  // names Kari as its customer.
  const tabB = await context.newPage();
  await loginHere(tabB, '/.auth/me');
  await expect(tabB).toHaveURL((url) => url.pathname === '/.auth/me');
  const olaId = (JSON.parse(await tabB.locator('body').innerText()) as { clientPrincipal: { userId: string } }).clientPrincipal.userId;
  expect(olaId).not.toBe(kari.id);
  expect(await tabA.evaluate(() => localStorage.getItem('husvern-kunde'))).toBe(kari.id);

  // Tab A comes online: it asks whose session it is, finds Ola's, sends nothing of Kari's, stops and says so.
  online = true;
  await tabA.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(tabA.getByRole('alert').filter({ hasText: ANOTHER_CUSTOMER })).toBeVisible({ timeout: 30_000 });
  await expect(tabA).toHaveURL((url) => url.pathname === '/');
  expect(sent.map((s) => `${s.method} ${s.path}`)).toContain('GET /api/sessionCustomer');
  const karis = new RegExp(`${caseId}|98765432|kari\\.ny|kjeller|${PNG_1PX_BASE64.slice(0, 24).replace(/[+/]/g, '\\$&')}|Råte i bjelkelaget`);
  for (const s of sent) expect(`${s.method} ${s.path} ${s.body}`, 'a request of tab A under Ola’s session').not.toMatch(karis);
  expect(sent.filter((s) => s.method !== 'GET'), 'writes from tab A').toEqual([]);

  // Nothing of Kari's is kept on the device now that Ola is its customer; the server has none of her waiting data.
  await expect.poll(() => tabA.evaluate(() => localStorage.getItem('husvern-kunde'))).toBe(olaId);
  const traces = [caseId, 'kjeller.png', '98765432', 'kari.ny@example.no', 'Råte i bjelkelaget'];
  await expect
    .poll(async () => {
      const text = JSON.stringify(customerPartsOf(await storageDump(tabA)));
      return traces.filter((trace) => text.includes(trace));
    }, { message: "what the device still holds of Kari's" })
    .toEqual([]);
  expect((await tabA.request.get(`/api/getCase/${caseId}`)).status(), "Ola's session cannot read Kari's case").toBe(404);
});
