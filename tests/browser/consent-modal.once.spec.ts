import { test, expect, expectAccessible, dialog, loginAs, snap } from './fixtures';

// Changes Ola Nordmann's consent on the server, so it runs in one project only (see playwright.config.ts).
test('consent modal for Ola (consentToFurtherInformation false): required box, BEKREFT only when ticked, saved for good', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('hasModalBeenDismissed', 'true'));
  await loginAs(page, 'Ola Nordmann');
  const before = (await (await page.request.get('/api/getUser')).json()) as { consentToFurtherInformation: boolean };
  expect(before.consentToFurtherInformation).toBe(false);

  const modal = dialog(page);
  await expect(modal).toBeVisible();
  const box = modal.getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute('required', '');
  await expect(modal.getByRole('button', { name: 'BEKREFT' })).toHaveCount(0);
  await expectAccessible(page, 'consent modal');
  await snap(page, testInfo, 'consent-modal');

  await box.check();
  const confirm = modal.getByRole('button', { name: 'BEKREFT' });
  await expect(confirm).toBeVisible();
  await box.uncheck();
  await expect(modal.getByRole('button', { name: 'BEKREFT' })).toHaveCount(0);
  await box.check();
  await confirm.click();
  await expect(modal).toBeHidden();

  await expect
    .poll(async () => ((await (await page.request.get('/api/getUser')).json()) as { consentToFurtherInformation: boolean }).consentToFurtherInformation)
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ola Nordmann');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);

  // Not only the local flag: a new browser session without local storage doesn't ask either.
  await page.evaluate(() => window.localStorage.removeItem('hasConsented'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ola Nordmann');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
});
