import { test, expect, expectAccessible, dialog, loginAs, snap, suppressHomeModals } from './fixtures';
import type { Page } from '@playwright/test';

const NAV_ITEMS = ['Meld skade', 'Saker', 'Forsikringer', 'Kontakt'];

async function openProfileMenu(page: Page) {
  const trigger = page.getByRole('banner').getByRole('button', { name: /profil|meny|konto/i });
  await trigger.click();
  return trigger;
}

/** Menu entries may be menuitems, links or buttons depending on the widget; all must be named. */
const menuEntry = (page: Page, name: string) =>
  page.getByRole('menuitem', { name }).or(page.getByRole('banner').getByRole('link', { name })).or(page.getByRole('banner').getByRole('button', { name }));

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Berit Hansen');
  });

  test('header: navigation for the width and the profile menu with Min profil and Logg ut', async ({ page }, testInfo) => {
    const header = page.getByRole('banner');
    if (testInfo.project.name === 'desktop') {
      const nav = header.getByRole('navigation');
      for (const item of NAV_ITEMS) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: /forside|hjem|husvern/i }).first()).toHaveAttribute('href', '/');
    } else if (testInfo.project.name === 'mobile') {
      // Mobile header: home icon and the page title; the nav items live in the footer.
      await expect(header.getByRole('link', { name: /hjem|forside/i })).toBeVisible();
      await expect(header.getByText('Min side', { exact: true }).filter({ visible: true })).toHaveCount(1);
      for (const item of NAV_ITEMS) await expect(header.getByRole('link', { name: item, exact: true })).toBeHidden();
      const footerNav = page.getByRole('contentinfo').getByRole('navigation');
      for (const item of NAV_ITEMS) await expect(footerNav.getByRole('link', { name: item, exact: true })).toBeVisible();
      // Scrolled to the end, the last link card is not hidden behind the fixed footer navigation.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => {
        const nav = await footerNav.boundingBox();
        const last = await page.getByRole('main').getByRole('link').last().boundingBox();
        return nav && last ? Math.round(nav.y - (last.y + last.height)) : -1;
      }).toBeGreaterThanOrEqual(0);
    }
    // At every width the four destinations are reachable somewhere on the page.
    for (const item of NAV_ITEMS) await expect(page.getByRole('link', { name: item, exact: true }).filter({ visible: true }).first()).toBeVisible();

    await openProfileMenu(page);
    await expect(menuEntry(page, 'Min profil')).toBeVisible();
    await expect(menuEntry(page, 'Logg ut')).toBeVisible();
    await expectAccessible(page, 'front page with the profile menu open');
    await snap(page, testInfo, 'profile-menu-open');
    await page.keyboard.press('Escape');
    await expect(menuEntry(page, 'Min profil')).toBeHidden();

    await openProfileMenu(page);
    await menuEntry(page, 'Min profil').click();
    await expect(page).toHaveURL(/\/profil\/?$/);
  });

  test('the mobile header shows the page title of the current page', async ({ page }, testInfo) => {
    await page.goto('/kontakt');
    const header = page.getByRole('banner');
    if (testInfo.project.name === 'mobile') {
      // The title, not a (closed) menu entry or hidden nav link with the same words.
      await expect(header.getByText('Kontakt', { exact: true }).filter({ visible: true })).toHaveCount(1);
      await page.goto('/profil');
      await expect(header.getByText('Min profil', { exact: true }).filter({ visible: true })).toHaveCount(1);
    } else if (testInfo.project.name === 'desktop') {
      await expect(header.getByRole('navigation').getByRole('link', { name: 'Kontakt', exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('logout dialog: TILBAKE and Escape close it, LOGG UT ends the session', async ({ page }, testInfo) => {
    const modal = dialog(page, 'Vil du logge ut?');

    const trigger = await openProfileMenu(page);
    await menuEntry(page, 'Logg ut').click();
    await expect(modal).toBeVisible();
    await expectAccessible(page, 'logout dialog');
    await snap(page, testInfo, 'logout-dialog');
    await modal.getByRole('button', { name: 'TILBAKE' }).click();
    await expect(modal).toBeHidden();

    await openProfileMenu(page);
    await menuEntry(page, 'Logg ut').click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(trigger).toBeVisible();

    // A click on the backdrop closes it too.
    await openProfileMenu(page);
    await menuEntry(page, 'Logg ut').click();
    await expect(modal).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(modal).toBeHidden();

    // LOGG UT goes through /.auth/logout and ends the session. The context sees the request also when the
    // service worker, once installed, makes it for the page (the page does not).
    // Every request from here is kept, so that a run that misses the logout says what happened instead (CI once
    // timed out here without a trace: the offline path, which skips /.auth/logout, would show /healthz failing).
    const requested: string[] = [];
    page.context().on('request', (r) => requested.push(`${r.method()} ${new URL(r.url()).pathname}${r.serviceWorker() ? ' (worker)' : ''}`));
    page.context().on('requestfailed', (r) => requested.push(`failed: ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? ''}`));
    await openProfileMenu(page);
    await menuEntry(page, 'Logg ut').click();
    await modal.getByRole('button', { name: 'LOGG UT' }).click();
    // On a failure the report lists the requests seen.
    await expect
      .poll(() => requested, { message: 'LOGG UT went through /.auth/logout', timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^GET \/\.auth\/logout/));
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
    expect((await page.request.get('/api/getUser')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('link', { name: 'LOGG INN MED BANKID' })).toBeVisible();
  });
});
