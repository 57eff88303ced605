import type { Page } from '@playwright/test';
import { CASE_IDS } from '../../server/db/demo';
import { test, expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals } from './fixtures';

// After the report (issue 24): the case list's status badges, and the case page's Status and «Hva skjer nå?»,
// from the demo cases' seeded histories.

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
