import { test, expect, expectAccessible, dialog, loginAs, loginWithSsn, newFodselsnummer, snap, suppressHomeModals } from './fixtures';
import { expectConsentModalFlow } from './consentModal';
import { EACH_WIDTH } from './widths';

test('consent page: LAGRE saves bulkEmailConsent and shows the confirmation (fresh customer)', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  const before = (await (await page.request.get('/api/getUser')).json()) as { bulkEmailConsent: boolean };

  await page.goto('/profil/');
  await page.getByRole('main').getByRole('link', { name: 'Samtykker' }).click();
  await expect(page).toHaveURL(/\/profil\/samtykker\/?$/);
  const main = page.getByRole('main');
  const box = main.getByRole('checkbox').or(main.getByRole('switch')).first();
  await expect(box).toBeVisible();
  if (before.bulkEmailConsent) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
  await expect(main.getByRole('link', { name: 'TILBAKE' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'consent');

  await box.click();
  // A save that fails is told, with the choice kept; LAGRE tries again.
  await page.route('**/api/updateUser', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Intern feil' }) }),
  );
  await main.getByRole('button', { name: 'LAGRE' }).click();
  await expect(main.getByRole('alert')).toHaveText('Vi fikk ikke lagret valget ditt. Prøv igjen om litt.');
  await expect(page).toHaveURL(/\/profil\/samtykker\/?$/);
  if (before.bulkEmailConsent) await expect(box).not.toBeChecked();
  else await expect(box).toBeChecked();
  await expectAccessible(page, 'consent page, save failed');
  await page.unroute('**/api/updateUser');
  await main.getByRole('button', { name: 'LAGRE' }).click();
  await expect(page).toHaveURL(/\/profil\/samtykker\/oppdatert\/?$/);
  for (const text of ['Takk for at du gir beskjed.', 'Du har endret samtykkene dine.', 'Husk at du alltid kan ringe oss eller sende oss en e-post.']) {
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
  }
  await expectAccessible(page);

  const after = (await (await page.request.get('/api/getUser')).json()) as { bulkEmailConsent: boolean };
  expect(after.bulkEmailConsent).toBe(!before.bulkEmailConsent);

  await page.getByRole('main').getByRole('link', { name: 'SE MIN PROFIL' }).click();
  await expect(page).toHaveURL(/\/profil\/?$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Om deg' })).toBeVisible();
});

test('draft reminder for Kari (has a draft): shows, dismissing closes it, and it stays away after reload', EACH_WIDTH, async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('hasConsented', 'true'));
  await loginAs(page, 'Kari Nordmann');
  const modal = dialog(page, 'Du har en skademelding som ikke er sendt inn');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Utkastet er lagret.');
  await expectAccessible(page, 'draft reminder modal');
  await snap(page, testInfo, 'draft-reminder');

  // Focus is inside the dialog and stays there.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((d) => d.contains(document.activeElement)), 'focus stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hasModalBeenDismissed'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kari Nordmann');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
});

test('draft reminder: LUKK dismisses it for good, SE UTKAST goes to the case list', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasConsented', 'true'));
  await loginAs(page, 'Kari Nordmann');
  const modal = dialog(page, 'Du har en skademelding som ikke er sendt inn');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Se mine skadesaker');
  await modal.getByRole('button', { name: 'LUKK' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kari Nordmann');
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);

  // A new browser profile (no local flag) is reminded again, and SE UTKAST opens the drafts.
  await page.evaluate(() => window.localStorage.removeItem('hasModalBeenDismissed'));
  await page.reload();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'SE UTKAST' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/skadesaker\/?$/);
});

test('consent modal for a new customer (consent not given yet): required box, BEKREFT only when ticked, saved', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('hasModalBeenDismissed', 'true'));
  await loginWithSsn(page, newFodselsnummer());
  await expectConsentModalFlow(page, testInfo);
});

test('one dialog at a time: a new customer with a draft is asked for consent first, then reminded of the draft', async ({ page }) => {
  await loginWithSsn(page, newFodselsnummer());
  // page.request is not the page: it sends no Sec-Fetch-Site, so it says where it comes from as the page would.
  const created = await page.request.post('/api/createCaseDraft', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(created.status()).toBe(201);
  await page.reload();

  const consent = dialog(page, 'Samtykke til digital kommunikasjon');
  await expect(consent).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(1);

  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'BEKREFT' }).click();
  await expect(consent).toBeHidden();
  const reminder = dialog(page, 'Du har en skademelding som ikke er sendt inn');
  await expect(reminder).toBeVisible();
  await expect(dialog(page)).toHaveCount(1);
  expect(await reminder.evaluate((d) => d.contains(document.activeElement)), 'focus moves into the reminder').toBe(true);
  await expectAccessible(page, 'draft reminder after consent');

  await reminder.getByRole('button', { name: 'LUKK' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
});

test('profile: «Send meg e-post når saken min endrer status» is on by default, LAGRE turns it off, a failed save is told (fresh customer)', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await page.goto('/profil/');
  const main = page.getByRole('main');
  // The profile has two forms (the e-mail address and this choice), each with its LAGRE and its messages.
  const notify = main.locator('form').filter({ has: page.getByRole('group', { name: 'Varsler på e-post' }) });
  const box = notify.getByRole('checkbox', { name: 'Send meg e-post når saken min endrer status' });
  await expect(box).toBeChecked();
  await expectAccessible(page, 'profile with the e-mail choice');
  await snap(page, testInfo, 'profile-notify');

  // A save that fails is told, with the choice kept.
  await box.click();
  await page.route('**/api/updateUser', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Intern feil' }) }),
  );
  await notify.getByRole('button', { name: 'LAGRE' }).click();
  await expect(notify.getByRole('alert')).toHaveText('Vi fikk ikke lagret valget ditt. Prøv igjen om litt.');
  await expect(box).not.toBeChecked();
  await expectAccessible(page, 'profile, save failed');
  await page.unroute('**/api/updateUser');
  await notify.getByRole('button', { name: 'LAGRE' }).click();
  await expect(notify.getByRole('status')).toHaveText('Valget ditt er lagret.');
  await expect(notify.getByRole('alert')).toHaveText('');
  const after = (await (await page.request.get('/api/getUser')).json()) as { notifyOnCaseStatus: boolean };
  expect(after.notifyOnCaseStatus).toBe(false);

  await page.reload();
  await expect(main.getByRole('checkbox', { name: 'Send meg e-post når saken min endrer status' })).not.toBeChecked();
});
