import { test, expect, expectAccessible, dialog, loginWithSsn, newFodselsnummer, snap, suppressHomeModals } from './fixtures';

// The shell around the damage-report flow (SPEC §2 Layout): the Meld skade nav item is disabled on
// /meld-skade/ paths, and leaving through the navigation asks first. A new customer per test, since
// starting the flow creates a draft.
test('damage report: Meld skade is disabled in the flow, and leaving asks “Vil du avslutte å melde skade nå?”', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());

  await page.getByRole('main').getByRole('link', { name: /Meld skade/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/rolle' && /^[^\s]+$/.test(url.searchParams.get('CaseId') ?? '') && url.searchParams.get('CaseId') !== 'null');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

  // The nav item for the flow is not a live link here.
  const liveMeldSkade = page.locator('header a, footer a').filter({ hasText: /^\s*Meld skade\s*$/ }).filter({ visible: true });
  for (const link of await liveMeldSkade.all()) await expect(link).toHaveAttribute('aria-disabled', 'true');
  if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText('1/4');
  await expectAccessible(page);
  await snap(page, testInfo, 'meld-skade-rolle');

  const leave = dialog(page, 'Vil du avslutte å melde skade nå?');
  const saker = page.getByRole('link', { name: 'Saker', exact: true }).filter({ visible: true }).first();
  await saker.click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Se mine skadesaker');
  await expectAccessible(page, 'leave-flow dialog');
  await leave.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/meld-skade\/rolle/);

  await saker.click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/skadesaker');
});
