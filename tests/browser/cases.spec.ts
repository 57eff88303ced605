import { CASE_IDS } from '../../server/db/demo';
import {
  dialog,
  expect,
  expectAccessible,
  expectNoOverflow,
  loginAs,
  loginWithSsn,
  newFodselsnummer,
  snap,
  suppressHomeModals,
  test,
} from './fixtures';

/** The summary's value for a term: the <dd> after the <dt> in the section with `heading`. */
function summaryValue(page: import('@playwright/test').Page, heading: string, term: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test.describe('Skadesaker', () => {
  test('Kari sees her active cases and her draft, and opens a submitted case', async ({ page }, testInfo) => {
    await suppressHomeModals(page);
    await loginAs(page, 'Kari Nordmann');
    await page.goto('/skadesaker/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();

    const active = page.getByRole('region', { name: 'Aktive saker' });
    const drafts = page.getByRole('region', { name: 'Utkast' });
    await expect(active.getByRole('listitem')).toHaveCount(2);
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    await expect(active.getByRole('link', { name: /Råtesopp/ })).toBeVisible();
    await expect(active.getByRole('link', { name: /Maur/ })).toBeVisible();
    // the draft has no damage type yet
    await expect(drafts.getByText('Skade ikke oppgitt')).toBeVisible();
    await expect(drafts.getByText(/^\d{2}\.\d{2}\.\d{4} Kl\. \d{2}:\d{2}$/)).toBeVisible();
    const resume = drafts.getByRole('link', { name: /^Fortsett utkast fra / });
    // FORTSETT opens the step the draft got to (caseStatus.spec.ts follows it there).
    await expect(resume).toHaveAttribute('href', `/meld-skade/forsikring?CaseId=${CASE_IDS.kariDraft}`);
    await expect(drafts.getByRole('button', { name: /^Slett utkast fra \d{2}\.\d{2}\.\d{4}/ })).toBeVisible();
    await expect(page.getByText('Saker du har meldt på telefon eller e-post')).toHaveCount(0);
    await expectAccessible(page, '/skadesaker/');
    await expectNoOverflow(page, '/skadesaker/');
    await snap(page, testInfo, 'skadesaker-kari');

    // The case with attachments
    await active.getByRole('link', { name: /Råtesopp/ }).click();
    await expect(page).toHaveURL(/\/skadesaker\/[0-9a-f-]{36}\/oppsummering\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skadesak - Råtesopp' })).toBeVisible();
    await expect(page.getByText('Dette er skademeldingen du sendte oss.')).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Status', 'Hva skjer nå?', 'Vedlegg', 'Skade', 'Skadested', 'Forsikring', 'Kontaktinformasjon']);
    await expect(summaryValue(page, 'Skade', 'TYPE')).toHaveText('Råtesopp');
    await expect(summaryValue(page, 'Skade', 'VEDLEGG')).toHaveText('2 stk');
    await expect(summaryValue(page, 'Skade', 'BESKRIVELSE')).toContainText('Oppdaget mykt og mørkt treverk');
    await expect(summaryValue(page, 'Skadested', 'DATO')).toHaveText('28.08.2025');
    await expect(summaryValue(page, 'Skadested', 'STED')).toHaveText('Storgata 1, 0155 OSLO');
    await expect(summaryValue(page, 'Forsikring', 'TYPE')).toHaveText('Hus/bolig');
    await expect(summaryValue(page, 'Forsikring', 'SELSKAP')).not.toBeEmpty();
    // Kari reported as the policyholder: no policyholder block, no organization, no other contact person
    await expect(page.getByText('FORSIKRINGSTAGER', { exact: true })).toHaveCount(0);
    await expect(page.getByText('ORGANISASJONENS NAVN', { exact: true })).toHaveCount(0);
    await expect(page.getByText('MOBIL TIL STYRET', { exact: true })).toHaveCount(0);
    await expect(summaryValue(page, 'Kontaktinformasjon', 'NAVN')).toHaveText('Kari Nordmann');
    await expect(summaryValue(page, 'Kontaktinformasjon', 'ROLLE')).toHaveText('Forsikringstaker');
    await expect(summaryValue(page, 'Kontaktinformasjon', 'MOBIL')).toHaveText('91234567');
    await expect(summaryValue(page, 'Kontaktinformasjon', 'E-POST')).not.toBeEmpty();
    await expectAccessible(page, 'summary Råtesopp');
    await expectNoOverflow(page, 'summary Råtesopp');
    await snap(page, testInfo, 'oppsummering-ratesopp');

    await page.getByRole('link', { name: 'TILBAKE' }).click();
    await expect(page).toHaveURL(/\/skadesaker\/?$/);

    // The case without attachments
    await page.getByRole('region', { name: 'Aktive saker' }).getByRole('link', { name: /Maur/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Skadesak - Maur' })).toBeVisible();
    await expect(summaryValue(page, 'Skade', 'VEDLEGG')).toHaveText('Ingen');
    await expect(summaryValue(page, 'Skadested', 'DATO')).toHaveText('15.06.2025');
    await expect(summaryValue(page, 'Forsikring', 'TYPE')).toHaveText('Hus/bolig, Innbo');

    // /skadesaker/{caseId}/ is the unavailable page
    const caseUrl = new URL(page.url());
    await page.goto(caseUrl.pathname.replace(/oppsummering\/?$/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Denne siden er ikke tilgjengelig.' })).toBeVisible();
    await expectAccessible(page, '/skadesaker/{caseId}/');
    await page.getByRole('link', { name: 'SE DINE SKADESAKER' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
  });

  test('a new customer deletes a draft after confirming', async ({ page }, testInfo) => {
    await suppressHomeModals(page);
    await loginWithSsn(page, newFodselsnummer());
    // page.request is not the page: it sends no Sec-Fetch-Site, so it says where it comes from as the page would.
    const created = await page.request.post('/api/createCaseDraft', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(created.status()).toBe(201);

    await page.goto('/skadesaker/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
    // no submitted cases: the yellow notice
    await expect(page.getByText(/Saker du har meldt på telefon eller e-post, vises ikke her/)).toBeVisible();
    const drafts = page.getByRole('region', { name: 'Utkast' });
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, '/skadesaker/ new customer');
    await expectNoOverflow(page, '/skadesaker/ new customer');
    await snap(page, testInfo, 'skadesaker-ny-kunde');

    const deleteButton = drafts.getByRole('button', { name: /^Slett utkast fra / });
    // Cancel first: nothing is deleted and focus returns to the button
    await deleteButton.click();
    const confirm = dialog(page, 'Vil du slette utkastet?');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'AVBRYT' })).toBeFocused();
    await expectAccessible(page, 'delete dialog');
    await snap(page, testInfo, 'skadesaker-slett-dialog');
    await confirm.getByRole('button', { name: 'AVBRYT' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(drafts.getByRole('listitem')).toHaveCount(1);

    // Escape cancels too
    await deleteButton.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(drafts.getByRole('listitem')).toHaveCount(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'SLETT' }).click();
    await expect(page.getByText('Utkast slettet')).toBeVisible();
    await expect(drafts.getByRole('listitem')).toHaveCount(0);
    await expect(drafts.getByText('Du har ingen påbegynte skademeldinger.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Utkast' })).toBeFocused();
    await snap(page, testInfo, 'skadesaker-utkast-slettet');
    await expectAccessible(page, '/skadesaker/ after deletion');

    // the server agrees
    const left = await page.request.get('/api/getCases?status=draft');
    expect(await left.json()).toEqual([]);
  });
});
