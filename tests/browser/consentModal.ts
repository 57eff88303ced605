import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, dialog, snap } from './fixtures';

const consentGiven = async (page: Page) =>
  ((await (await page.request.get('/api/getUser')).json()) as { consentToFurtherInformation: boolean }).consentToFurtherInformation;

/**
 * The consent modal on the logged-in front page for a user whose consentToFurtherInformation is false:
 * a required checkbox, BEKREFT shown only while it is ticked, saving closes it, and it stays away
 * after a reload — also without the local flag, because the consent is saved on the server.
 */
export async function expectConsentModalFlow(page: Page, testInfo: TestInfo): Promise<void> {
  expect(await consentGiven(page)).toBe(false);
  const modal = dialog(page, 'Samtykke til digital kommunikasjon');
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
  await expect.poll(() => consentGiven(page)).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);

  await page.evaluate(() => window.localStorage.removeItem('hasConsented'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
}
