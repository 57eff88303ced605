import type { Request } from '@playwright/test';
import { test, expect, loginWithSsn, newFodselsnummer, suppressHomeModals } from './fixtures';
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
