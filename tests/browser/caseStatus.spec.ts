import type { Page } from '@playwright/test';
import { CONTACT_PERSON } from '../../domain/codes';
import { CASE_IDS } from '../../server/db/demo';
import { ANSWERS, draftWithAnswers, sameOriginHeaders } from './drafts';
import { test, expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals } from './fixtures';

// After the report (issue 24): the case list's status badges, the case page's Status and «Hva skjer nå?» from the
// demo cases' seeded histories, and more photos on a submitted case.

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** «Lagt til etter innsending» with the day and time, as the case page writes them. */
const ADDED_AFTER = /^Lagt til etter innsending \d{1,2}\. [a-zæøå]+ \d{4} kl\. \d{2}:\d{2}$/;

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });

test('Kari: the list shows each active case’s status in words; the case page shows the timeline and what happens next', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto('/skadesaker');
  const active = main(page).getByRole('region', { name: 'Aktive saker' });
  const inspection = active.getByRole('link', { name: /Befaring avtalt/ });
  await expect(inspection).toBeVisible();
  await expect(active.getByRole('link', { name: /Avsluttet/ })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'skadesaker-status');

  await inspection.click();
  await expect(page).toHaveURL(new RegExp(`/skadesaker/${CASE_IDS.kariSubmittedWithAttachments}/oppsummering`));
  const status = section(page, 'Status');
  await expect(status.getByRole('listitem')).toHaveText([
    'Mottatt3. september 2025 kl. 09:45',
    'Under vurdering4. september 2025 kl. 10:30',
    'Befaring avtalt5. september 2025 kl. 13:00Befaring tirsdag 16. september 2025',
  ]);
  await expect(status.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
  const next = section(page, 'Hva skjer nå?');
  await expect(next).toContainText('En takstmann kommer på befaring tirsdag 16. september 2025');
  await expect(next).toContainText('Ikke start utbedring før takstmannen har vært der.');
  await expect(next.getByRole('link', { name: 'kundeservice@husvern.no' })).toBeVisible();
  await expectAccessible(page);
  await expectNoOverflow(page);
  await snap(page, testInfo, 'sak-befaring-avtalt');
});

test('Kari’s draft says how far she got, and FORTSETT opens that step', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto('/skadesaker');
  const draft = main(page).getByRole('region', { name: 'Utkast' }).getByRole('listitem');
  await expect(draft).toContainText('Kom til steg 2 av 4: Hvor er du forsikret?');
  await expectAccessible(page);
  await snap(page, testInfo, 'skadesaker-utkast-steg');
  await draft.getByRole('link', { name: /^Fortsett utkast fra / }).click();
  await expect(page).toHaveURL(`/meld-skade/forsikring?CaseId=${CASE_IDS.kariDraft}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Steg 2 av 4: Hvor er du forsikret?' })).toBeVisible();
});

test('Berit: «Hva skjer nå?» follows the status (Mottatt, Under vurdering, Tiltak pågår)', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Berit Hansen');
  for (const [caseId, name, says] of [
    [CASE_IDS.beritReceived, 'Mottatt', 'Du hører fra oss innen to virkedager.'],
    [CASE_IDS.beritAssessing, 'Under vurdering', 'Vurderingen tar vanligvis én til to uker.'],
    [CASE_IDS.beritTreatment, 'Tiltak pågår', 'Si fra til oss hvis du ser ny skade eller nye skadedyr.'],
  ] as const) {
    await page.goto(`/skadesaker/${caseId}/oppsummering`);
    await expect(section(page, 'Status')).toContainText(`Saken er nå: ${name}`);
    await expect(section(page, 'Hva skjer nå?')).toContainText(says);
    await expectAccessible(page, `${page.url()} (${name})`);
  }
});

test('a new customer adds a photo to a submitted case: listed «Lagt til etter innsending» with its date, also after a reload', async ({ page }, testInfo) => {
  const caseId = await draftWithAnswers(page);
  const submitted = await page.request.patch(`/api/case/${caseId}/submit`, {
    headers: sameOriginHeaders(page),
    data: { ...ANSWERS, whoIsContactPerson: CONTACT_PERSON.myself, informationConfirmed: true },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await page.goto(`/skadesaker/${caseId}/oppsummering`);
  const files = section(page, 'Vedlegg');
  await expect(files).toContainText('Ingen vedlegg.');

  const chooser = page.waitForEvent('filechooser');
  await files.getByRole('button', { name: 'LEGG TIL BILDER ELLER DOKUMENTER' }).click();
  await (await chooser).setFiles({ name: 'loft.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(files.getByRole('status')).toHaveText('loft.png er lagt til saken.');
  await expect(files.getByRole('link', { name: 'loft.png' })).toBeVisible();
  await expect(files.getByText(ADDED_AFTER)).toHaveCount(1);
  await expect(main(page).getByRole('definition').filter({ hasText: /^1 stk$/ })).toHaveCount(1);
  await expectAccessible(page);
  await expectNoOverflow(page);
  await snap(page, testInfo, 'sak-vedlegg-lagt-til');

  await page.reload();
  const reloaded = section(page, 'Vedlegg');
  await expect(reloaded.getByRole('link', { name: 'loft.png' })).toHaveAttribute('href', /^\/api\/downloadAttachment\//);
  await expect(reloaded.getByText(ADDED_AFTER)).toHaveCount(1);
  const download = await page.request.get((await reloaded.getByRole('link', { name: 'loft.png' }).getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).subarray(0, 8)).toEqual(PNG_1PX.subarray(0, 8));
});

test('Kari’s closed case takes no more files: the case page says so and has no button', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto(`/skadesaker/${CASE_IDS.kariSubmitted}/oppsummering`);
  const files = section(page, 'Vedlegg');
  await expect(files).toContainText('Saken er avsluttet. Du kan ikke legge til flere vedlegg.');
  await expect(files.getByRole('button', { name: 'LEGG TIL BILDER ELLER DOKUMENTER' })).toHaveCount(0);
  await expectAccessible(page);
});
