import type { Request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test, expect, dialog, loginAs, loginWithSsn, newFodselsnummer, suppressHomeModals } from './fixtures';
import { storageDump } from './deviceStorage';

// Counting the flows' moves (issue 49, docs/privacy.md) against the real server: going through a step of the damage
// report and leaving sends one batch, as the page goes, that carries no id, cookie or typed text, is taken by the
// server (204), and leaves nothing of the counting on the device.

test('the damage report counts its moves and sends them as the page goes: names only, no cookie, nothing on the device', async ({ page }) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/countMoves') sent.push(request);
  });
  const ssn = newFodselsnummer();
  await suppressHomeModals(page);
  await loginWithSsn(page, ssn);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /Meld skade/ }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Steg 1 av 4: Hvem melder skaden?' })).toBeVisible();
  await main.getByRole('radio', { name: 'Forsikringstaker' }).check();
  await main.getByRole('button', { name: 'NESTE' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Steg 2 av 4: Hvor er skaden?' })).toBeVisible();
  const search = main.getByRole('combobox', { name: 'Adressen til skadestedet' });
  await search.fill('Storgata 1');
  const caseId = new URL(page.url()).searchParams.get('CaseId') ?? '';
  expect(caseId).not.toBe('');
  expect(sent).toEqual([]);

  // The page goes (a closed tab): the leave is counted, and the batch sent.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/countMoves');
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  expect((await answer).status()).toBe(204);
  expect(sent).toHaveLength(1);
  const request = sent[0]!;
  const body = request.postData() ?? '';
  expect(JSON.parse(body)).toEqual({
    moves: expect.arrayContaining([
      { flow: 'damageReport', from: 'start', event: 'xstate.done.actor.loadDraft', to: 'rolle', outcome: '', n: 1 },
      { flow: 'damageReport', from: 'rolle', event: 'user.next', to: 'lokasjon', outcome: '', n: 1 },
      { flow: 'damageReport', from: 'lokasjon', event: 'page.closed', to: 'left', outcome: '', n: 1 },
    ]),
    stepTimes: expect.arrayContaining([{ flow: 'damageReport', step: 'rolle', bucket: expect.any(Number), n: 1 }]),
  });
  for (const secret of [caseId, ssn, 'Storgata', 'AppServiceAuthSession']) expect(body).not.toContain(secret);
  expect(await request.headerValue('cookie')).toBeNull();
  // Nothing of the counting is kept on the device.
  const stored = await storageDump(page);
  for (const word of ['page.closed', 'xstate.done', 'stepTimes', 'countMoves']) expect(stored).not.toContain(word);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/move|count/i);
});

/** The moves of the batch the page sends as it goes. */
async function movesSentAsThePageGoes(page: Page): Promise<{ flow: string; event: string }[]> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/countMoves');
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  const response = await answer;
  expect(response.status()).toBe(204);
  return (JSON.parse(response.request().postData() ?? '{}') as { moves: { flow: string; event: string }[] }).moves;
}

/** The counting code has come (once the page is idle) and taken the moves kept until then: a moment after its answer. */
async function countingCodeLoaded(page: Page, loaded: Promise<unknown>): Promise<void> {
  await loaded;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

const countingCode = (page: Page) => page.waitForResponse((r) => /\/pageCounting-[^/]*\.js$/.test(new URL(r.url()).pathname));

// The home page's dialogs load the counting code once the page is idle (useLazyMoveCounting): what the customer did
// before that is kept, and counted once it has come.
test('the draft reminder alone is counted, its LUKK made before the counting code came', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasConsented', 'true'));
  const loaded = countingCode(page);
  await loginAs(page, 'Kari Nordmann');
  const reminder = dialog(page, 'Du har en skademelding som ikke er sendt inn');
  await reminder.getByRole('button', { name: 'LUKK' }).click();
  await expect(reminder).toBeHidden();
  await countingCodeLoaded(page, loaded);
  expect(await movesSentAsThePageGoes(page)).toEqual(expect.arrayContaining([expect.objectContaining({ flow: 'draftReminderModal', event: 'user.dismiss' })]));
});

test('the consent dialog is counted with the homeModals machine it runs in', async ({ page }) => {
  const loaded = countingCode(page);
  await loginWithSsn(page, newFodselsnummer());
  const consent = dialog(page, 'Samtykke til digital kommunikasjon');
  await expect(consent).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(consent).toBeHidden();
  await countingCodeLoaded(page, loaded);
  const moves = await movesSentAsThePageGoes(page);
  expect(moves).toEqual(expect.arrayContaining([expect.objectContaining({ flow: 'consentModal', event: 'user.close' })]));
  expect(moves.some((m) => m.flow === 'homeModals')).toBe(true);
});
