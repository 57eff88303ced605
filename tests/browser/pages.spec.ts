import { test, expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals } from './fixtures';
import type { Page } from '@playwright/test';
import { EACH_WIDTH } from './widths';

const UNAVAILABLE = 'Denne siden er ikke tilgjengelig.';
const norm = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

async function linkPath(page: Page, name: string | RegExp): Promise<string> {
  const href = await page.getByRole('main').getByRole('link', { name }).getAttribute('href');
  return norm(new URL(href!, page.url()).pathname);
}

/** Pages that only say they are unavailable, with the link the route table gives them (SPEC §2). */
const UNAVAILABLE_PAGES: { path: string; link: string | RegExp; to: string }[] = [
  { path: '/sjekk-forsikring/', link: 'HJEM', to: '/' },
  { path: '/sjekk-forsikring/resultat/', link: /HJEM|TILBAKE/i, to: '/' },
  { path: '/skadesaker/ABC-123/', link: /./, to: '/skadesaker' },
  { path: '/profil/innstillinger/', link: /./, to: '/profil' },
  { path: '/profil/rediger-profil/', link: /./, to: '/profil' },
  { path: '/profil/tilbakemelding/', link: /./, to: '/profil' },
  { path: '/profil/rediger-profil/oppdatert/', link: 'GÅ TIL DIN PROFIL', to: '/profil' },
];

test.describe('logged in as Berit', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Berit Hansen');
  });

  for (const p of UNAVAILABLE_PAGES) {
    test(`unavailable page ${p.path} links to ${p.to}`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('main').getByText(UNAVAILABLE)).toBeVisible();
      const links = page.getByRole('main').getByRole('link', { name: p.link });
      const paths = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).map(norm);
      expect(paths).toContain(p.to);
      await expectAccessible(page);
      await page.getByRole('main').getByRole('link', { name: p.link }).and(page.locator(`[href="${p.to}"], [href="${p.to}/"]`)).first().click();
      await expect(page).toHaveURL((url) => norm(url.pathname) === p.to);
    });
  }
});

test.describe('profile and contact as Kari', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Kari Nordmann');
  });

  test('/profil/ shows “Om deg” with Kari’s name, address, phone and e-mail, and links to Samtykker', async ({ page }, testInfo) => {
    const user = (await (await page.request.get('/api/getUser')).json()) as {
      fullName: string;
      streetAddress: string;
      mobilePhone: string;
      email: string;
    };
    await page.goto('/profil/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Om deg' })).toBeVisible();
    for (const [label, value] of [
      ['NAVN', user.fullName],
      ['ADRESSE', user.streetAddress],
      ['TLF', user.mobilePhone],
      ['E-POST', user.email],
    ] as const) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
      expect(value, `seeded ${label}`).toBeTruthy();
      await expect(main.getByText(value, { exact: false }).first()).toBeVisible();
    }
    expect(await linkPath(page, 'Samtykker')).toBe('/profil/samtykker');
    await expectAccessible(page);
    await snap(page, testInfo, 'profile');
    await expectNoOverflow(page);
  });

  test('contact page: phone, opening hours and a keyboard-operable FAQ accordion', EACH_WIDTH, async ({ page }, testInfo) => {
    await page.goto('/kontakt/');
    const main = page.getByRole('main');
    await expect(main.getByText(/22 28 31 50/).first()).toBeVisible();
    await expect(main.getByText(/09:00\s*[–-]\s*15:00/).first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, testInfo, 'contact');
    await expectNoOverflow(page);

    // The FAQ triggers are buttons carrying aria-expanded.
    const triggers = main.locator('button[aria-expanded]');
    expect(await triggers.count()).toBeGreaterThanOrEqual(3);
    const first = triggers.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const panelId = await first.getAttribute('aria-controls');
    expect(panelId, 'the trigger names its panel with aria-controls').toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    await expectAccessible(page, 'contact page with an FAQ answer open');

    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});
