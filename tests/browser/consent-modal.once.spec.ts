import { test, expect, loginAs } from './fixtures';
import { expectConsentModalFlow } from './consentModal';

// Changes Ola Nordmann's consent on the server, so it runs in one project only (see playwright.config.ts).
test('consent modal for Ola (consentToFurtherInformation false): required box, BEKREFT only when ticked, saved for good', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('hasModalBeenDismissed', 'true'));
  await loginAs(page, 'Ola Nordmann');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ola Nordmann');
  await expectConsentModalFlow(page, testInfo);
});
