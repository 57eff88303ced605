import { type Page } from '@playwright/test';
import { dialog, holdRequests, loginAs, newFodselsnummer, suppressHomeModals, test, expect } from './fixtures';

// Issue 44, a second hostile re-test: a shared browser keeps nothing of the last customer, also in the memory of a
// tab that goes on from one customer to the next without loading anew.

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();

test('a tab that goes on as the customer who logged in in another tab shows nothing the first had loaded', async ({ browser, baseURL }) => {
  // No service worker, so that page.route sees every read.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await suppressHomeModals(tab);
  await loginAs(tab, 'Kari Nordmann');
  // Kari's cases, loaded in this tab (the app's data cache keeps them), then another page of hers.
  await nav(tab, 'Saker');
  await expect(main(tab).getByRole('heading', { name: 'Aktive saker' })).toBeVisible();
  const karis = (await main(tab).getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]!.trim()).filter(Boolean);
  expect(karis.length).toBeGreaterThan(0);
  await nav(tab, 'Forsikringer');
  await expect(main(tab).getByRole('heading', { level: 1 })).toBeVisible();

  // A new customer logs in in another tab straight from the e-ID.
  const other = await context.newPage();
  await other.goto('/.auth/login/signicat?post_login_redirect_uri=/');
  await other.getByRole('textbox', { name: /fødselsnummer/i }).fill(newFodselsnummer());
  await other.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Testkunde');

  // Kari's tab learns it (the other tab's app made the device the new customer's): Kari's session ends here, and the
  // tab goes on as the new customer, who gives the consent the front page asks for.
  await expect(main(tab).getByRole('heading', { level: 1 })).toContainText('Testkunde');
  const consent = dialog(tab, 'Samtykke til digital kommunikasjon');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'BEKREFT' }).click();
  await expect(consent).toBeHidden();

  // The new customer opens the cases while their answer is under way: nothing of Kari's is painted meanwhile.
  const release = await holdRequests(tab, '**/api/getCases**');
  await nav(tab, 'Saker');
  await expect(main(tab).getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
  await tab.waitForTimeout(500);
  const shown = await main(tab).innerText();
  for (const text of karis) expect(shown, `Kari's case «${text}» under another customer`).not.toContain(text);
  release();
  await expect(main(tab).getByText('Du har ingen påbegynte skademeldinger.')).toBeVisible();
  await context.close();
});

test('the front page of a tab that shows Kari counts none of the drafts of a customer who logged in since', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const tab = await context.newPage();
  // Kari logs in to her profile (so no front-page dialog has been shown or closed yet).
  await tab.goto('/.auth/login/signicat?post_login_redirect_uri=/profil');
  await tab.getByRole('button', { name: 'Logg inn som Kari Nordmann' }).click();
  await expect(main(tab)).toContainText('Kari Nordmann');

  // Another customer logs in at the e-ID in this browser, and no page of the app loads after it (the tab closed as
  // the e-ID answered); they have two drafts.
  const login = await context.request.post('/.auth/login/signicat', { form: { ssn: newFodselsnummer(), post_login_redirect_uri: '/' }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const headers = { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
  for (let i = 0; i < 2; i++) expect((await context.request.post('/api/createCaseDraft', { headers })).ok()).toBe(true);

  // Kari's tab goes to the front page: the draft reminder may count Kari's one draft, never the other's two.
  await tab.getByRole('link', { name: 'Husvern – til forsiden' }).click();
  await expect(tab).toHaveURL((url) => url.pathname === '/');
  await tab.waitForTimeout(1_500);
  await expect(dialog(tab, 'Du har 2 skademeldinger som ikke er sendt inn')).toHaveCount(0);
  await context.close();
});
