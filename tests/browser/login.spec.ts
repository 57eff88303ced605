import { test, expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals, PERSONS, type PersonName } from './fixtures';
import type { Page } from '@playwright/test';

/** Paths of the four link cards on the logged-in front page (SPEC §1). */
const CARD_PATHS = ['/meld-skade/skademelding', '/skadesaker', '/forsikringer', '/kjop-forsikring'];

async function mainLinkPaths(page: Page): Promise<string[]> {
  const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((h) => {
    const p = new URL(h).pathname;
    return p.length > 1 ? p.replace(/\/$/, '') : p;
  });
}

for (const name of Object.keys(PERSONS) as PersonName[]) {
  test(`log in as ${name}: welcome with the full name and the four link cards`, async ({ page }, testInfo) => {
    await suppressHomeModals(page);
    await loginAs(page, name);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toHaveCount(0);
    // The static shell paints the greeting before the app draws the cards: wait for the cards, each one asserted.
    for (const p of CARD_PATHS) await expect.poll(() => mainLinkPaths(page), { message: `a link card to ${p}` }).toContain(p);

    // The session is the person's own.
    const res = await page.request.get('/api/getUser');
    expect(res.status()).toBe(200);
    const user = (await res.json()) as { fullName: string; socialSecurityNumber?: string };
    expect(user.fullName).toBe(name);

    await expectAccessible(page);
    if (name === 'Kari Nordmann') await snap(page, testInfo, 'home-logged-in');
    await expectNoOverflow(page);
  });
}

test('the session survives a reload', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Berit Hansen');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Berit Hansen');
});

test('logged in as Kari, another customer’s agreements are forbidden (403) and her own are not', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  const other = await page.request.get(`/api/getAllAgreements?ssn=${PERSONS['Ola Nordmann'].ssn}`);
  expect(other.status()).toBe(403);
  const own = await page.request.get(`/api/getAllAgreements?ssn=${PERSONS['Kari Nordmann'].ssn}`);
  expect([200, 404]).toContain(own.status());
});

test('logging in from /?kjop returns to the purchase wizard', async ({ page }) => {
  await suppressHomeModals(page);
  await page.goto('/?kjop');
  await page.getByRole('link', { name: 'LOGG INN MED BANKID' }).click();
  await page.getByRole('button', { name: 'Logg inn som Berit Hansen' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/kjop-forsikring');
  expect((await page.request.get('/api/getUser')).status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();
  await expectAccessible(page);
});

test('anonymous visitors of the pages with their own data land on the login panel at /', async ({ page }) => {
  for (const path of ['/profil/', '/profil/samtykker/', '/skadesaker/', '/skadesaker/some-case/oppsummering/']) {
    await page.goto(path);
    await expect(page, `${path} redirects home`).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  }
  // A client-side navigation too (history API, no reload); Back does not return to the guarded page (the redirect replaces it).
  await page.goto('/kontakt/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/skadesaker/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/kontakt');
});

test('logged in, a guarded page asks /api/getUser once: the route’s check and the page share the answer', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  for (const path of ['/profil/', '/skadesaker/']) {
    let calls = 0;
    const count = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname === '/api/getUser') calls++;
    };
    page.on('request', count);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', count);
    expect(calls, `${path}: getUser calls`).toBe(1);
  }
});
