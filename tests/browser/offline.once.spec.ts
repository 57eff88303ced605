import type { Page, Response } from '@playwright/test';
import { ANSWERS, draftWithAnswers } from './drafts';
import { test, expect } from './fixtures';
import { pickDate, shownDay } from './datePicker';
import { OFFLINE_TEXTS } from '../../src/features/damageReport/offlineTexts';

// The damage report in a basement (issue 23): answers and photos given offline wait on the device, survive an
// offline reload (the app starts from the service worker), and reach the server once each when the network is
// back; SEND INN offline says it needs the network and loses nothing.

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: RegExp) => main(page).getByRole('heading', { level: 1, name });
const BANNER = OFFLINE_TEXTS.banner;
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The service worker controls the page (the first visit installs it; a reload is controlled). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Requests that reached the server and were answered 2xx, by what they did. */
function answeredCalls(page: Page) {
  const calls: string[] = [];
  // The response event carries the answer itself: nothing is left to ask a page that may since have closed.
  page.on('response', (response: Response) => {
    const request = response.request();
    const path = new URL(request.url()).pathname;
    if (response.ok() && request.method() !== 'GET' && path.startsWith('/api/')) calls.push(`${request.method()} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`);
  });
  return calls;
}

async function serverCase(page: Page, caseId: string) {
  const res = await page.request.get(`/api/getCase/${caseId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { damageDate?: string; descriptionOfDamage?: string; submittedOnWeb?: boolean; attachments?: { filename: string }[] };
}

test('offline: two steps answered and a photo added survive an offline reload, and reach the server once each when online', async ({ page, context }) => {
  // Two steps and a photo offline, an offline reload, then waiting for the queue to reach the server: about 35 s.
  test.setTimeout(120_000);
  const caseId = await draftWithAnswers(page, { dmgAddAttachment: 'Ja' });
  await page.goto(`/meld-skade/skade?CaseId=${caseId}`);
  await controlled(page);
  await expect(heading(page, /Om skaden/)).toBeVisible();
  const calls = answeredCalls(page);

  await context.setOffline(true);
  await expect(main(page).getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await pickDate(page, '2026-01-12');
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await expect(heading(page, /Vedlegg og beskrivelse/)).toBeVisible();
  await main(page).getByLabel('Last opp bilder, video eller dokumenter').setInputFiles({ name: 'kjeller.png', mimeType: 'image/png', buffer: PNG_1PX });
  const row = main(page).getByRole('listitem').filter({ hasText: 'kjeller.png' });
  await expect(row).toContainText('Venter på nett');
  await expect(row.locator('img')).toBeVisible();
  await main(page).getByLabel('Beskriv skaden').fill('Råte i bjelkelaget under stua.');
  await main(page).getByRole('button', { name: 'NESTE' }).click();
  await expect(heading(page, /Kontaktinformasjon/)).toBeVisible();
  expect(calls, 'nothing reached the server offline').toEqual([]);

  // An offline reload: the app starts from the service worker, on the same step, with every answer.
  await page.reload();
  await expect(heading(page, /Kontaktinformasjon/)).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await expect(heading(page, /Vedlegg og beskrivelse/)).toBeVisible();
  await expect(main(page).getByLabel('Beskriv skaden')).toHaveValue('Råte i bjelkelaget under stua.');
  await expect(main(page).getByRole('listitem').filter({ hasText: 'kjeller.png' })).toContainText('Venter på nett');
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await expect(main(page).getByLabel('Når oppdaget du skaden?')).toHaveValue(shownDay('2026-01-12'));
  // The damage types are the app's own list while the server cannot be asked: the answer still shows by name.
  const damageType = main(page).getByLabel('Hva slags skade er det?');
  await expect(damageType).toHaveValue(ANSWERS.damageType!);
  await expect(damageType.locator('option:checked')).toHaveText(/\S/);

  // Online again: the queue goes in order, once each, and the photo is uploaded.
  await context.setOffline(false);
  // Playwright gives a document loaded offline navigator.onLine true and no 'online' event when the network
  // comes back; the flow then tries again on its own after 15 s, as with a weak signal that never says so.
  await expect(main(page).getByRole('status').filter({ hasText: BANNER })).toHaveCount(0, { timeout: 25_000 });
  await expect.poll(() => serverCase(page, caseId), { timeout: 20_000 }).toMatchObject({
    damageDate: expect.stringContaining('2026-01-12'),
    descriptionOfDamage: 'Råte i bjelkelaget under stua.',
    attachments: [expect.objectContaining({ filename: 'kjeller.png' })],
  });
  await expect.poll(() => [...calls].sort()).toEqual(['PATCH /api/updateCaseDraft/{id}', 'PATCH /api/updateCaseDraft/{id}', 'POST /api/uploadAttachment']);
  // Nothing more goes later (nothing sent twice).
  await page.waitForTimeout(1500);
  expect(calls).toHaveLength(3);
});

test('SEND INN offline says it needs the network and loses nothing; online it sends the report once', async ({ page, context }) => {
  // A report filled in, SEND INN offline, then online: about 30 s on the slow machine.
  test.setTimeout(90_000);
  const caseId = await draftWithAnswers(page);
  await page.goto(`/meld-skade/oppsummering?CaseId=${caseId}`);
  await controlled(page);
  await expect(heading(page, /Oppsummering/)).toBeVisible();
  const calls = answeredCalls(page);
  await main(page).getByRole('checkbox').check();

  await context.setOffline(true);
  await expect(main(page).getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await main(page).getByRole('button', { name: 'SEND INN' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Du må være på nett for å sende inn skademeldingen.');
  await expect(heading(page, /Oppsummering/)).toBeVisible();
  await expect(main(page).getByRole('checkbox')).toBeChecked();
  expect((await serverCase(page, caseId)).submittedOnWeb).toBeFalsy();

  await context.setOffline(false);
  await expect(main(page).getByRole('alert')).toHaveText('');
  await main(page).getByRole('button', { name: 'SEND INN' }).click();
  await expect(page).toHaveURL(/\/meld-skade\/takk/);
  expect((await serverCase(page, caseId)).submittedOnWeb).toBe(true);
  await expect.poll(() => calls.filter((c) => c.includes('submit'))).toHaveLength(1);
});
