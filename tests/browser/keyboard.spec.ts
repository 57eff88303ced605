import { test, expect, expectAccessible, appStarted, dialog, loginAs, suppressHomeModals } from './fixtures';

test('keyboard: the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Berit Hansen');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Berit Hansen');
  // The greeting is in the server's first paint already; the skip link tried here is the app's. A Tab made while the
  // shell is shown is kept through the swap (tests/components/boot/keepShellFocus.test.tsx).
  await appStarted(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /hopp|gå til (hoved)?innhold/i });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  expect(await page.getByRole('main').evaluate((m) => m === document.activeElement || m.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
});

test('keyboard: Tab reaches the navigation and the profile menu', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Berit Hansen');
  const reached = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : '';
    });
    if (name) reached.add(name);
  }
  // Wide screens have the nav in the header; narrow ones in the footer. Either way Tab gets there.
  const want = ['Meld skade', 'Saker', 'Forsikringer', 'Kontakt'];
  for (const w of want) expect([...reached].some((r) => r.includes(w)), `Tab reaches “${w}” (${testInfo.project.name}); reached: ${[...reached].join(' | ')}`).toBe(true);
});

test('keyboard: the logout dialog traps focus and closes on Escape, returning focus', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Berit Hansen');
  const trigger = page.getByRole('banner').getByRole('button', { name: /profil|meny|konto/i });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: 'Logg ut' }).or(page.getByRole('banner').getByRole('button', { name: 'Logg ut' })).or(page.getByRole('banner').getByRole('link', { name: 'Logg ut' }));
  await expect(logout).toBeVisible();
  await logout.focus();
  await page.keyboard.press('Enter');
  const modal = dialog(page, 'Vil du logge ut?');
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((d) => d.contains(document.activeElement)), 'focus moves into the dialog').toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((d) => d.contains(document.activeElement)), 'Tab stays in the dialog').toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await modal.evaluate((d) => d.contains(document.activeElement)), 'Shift+Tab stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(trigger).toBeFocused();
});
