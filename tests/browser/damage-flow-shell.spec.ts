import type { Page } from '@playwright/test';
import { ROLE_HINTS } from '../../domain/reporterRoles';
import { test, expect, expectAccessible, dialog, holdRequests, loginWithSsn, newFodselsnummer, snap, suppressHomeModals } from './fixtures';

// The shell around the damage-report flow (SPEC §2 Layout): the Meld skade nav item is disabled on
// /meld-skade/ paths, and leaving through the navigation asks first. A new customer per test, since
// starting the flow creates a draft.
test('damage report: Meld skade is disabled in the flow, and leaving asks “Vil du avslutte å melde skade nå?”', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());

  await page.getByRole('main').getByRole('link', { name: /Meld skade/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/rolle' && /^[^\s]+$/.test(url.searchParams.get('CaseId') ?? '') && url.searchParams.get('CaseId') !== 'null');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

  // The nav item for the flow is not a live link here.
  const liveMeldSkade = page.locator('header a, footer a').filter({ hasText: /^\s*Meld skade\s*$/ }).filter({ visible: true });
  for (const link of await liveMeldSkade.all()) await expect(link).toHaveAttribute('aria-disabled', 'true');
  if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText('1/4');
  await expectAccessible(page);
  await snap(page, testInfo, 'meld-skade-rolle');

  const leave = dialog(page, 'Vil du avslutte å melde skade nå?');
  const saker = page.getByRole('link', { name: 'Saker', exact: true }).filter({ visible: true }).first();
  await saker.click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Se mine skadesaker');
  await expectAccessible(page, 'leave-flow dialog');
  await leave.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/meld-skade\/rolle/);

  await saker.click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/skadesaker');
});

test('step 1 is painted from the HTML alone where the flow draws it, with the role hint, and its header stays put while the draft loads', async ({ page, browser, baseURL }) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  // A draft of her own: the flow's entry creates it.
  await page.goto('/meld-skade/skademelding');
  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/rolle' && (url.searchParams.get('CaseId') ?? '') !== '');
  const address = new URL(page.url());
  const stepName = 'Steg 1 av 4: Hvem melder skaden?';
  const main = (on: Page) => on.getByRole('main');
  await expect(main(page).getByRole('region', { name: stepName })).toBeVisible();
  /** Where the progress bar, the h1 and (when `withHint`) the role hint sit, rounded to a tenth of a pixel. */
  const stepTop = (on: Page, withHint = true) =>
    Promise.all(
      [main(on).locator('ol[aria-hidden="true"]'), main(on).locator('h1'), ...(withHint ? [main(on).getByText(ROLE_HINTS.private)] : [])].map(async (l) => {
        const box = (await l.boundingBox())!;
        return [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10);
      }),
    );
  const step = await stepTop(page);

  const noScript = await browser.newContext({ baseURL, viewport: page.viewportSize()!, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const shell = await noScript.newPage();
  await shell.goto(address.pathname + address.search);
  await expect(main(shell).locator('h1')).toHaveText(stepName);
  expect(await stepTop(shell), 'the static shell').toEqual(step);
  await noScript.close();

  const release = await holdRequests(page, '**/api/getCase/**');
  await page.reload();
  await expect(main(page).getByText('Laster skademelding...')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(stepName);
  expect(await stepTop(page, false), 'loading').toEqual(step.slice(0, 2));
  release();
  await expect(main(page).getByRole('region', { name: stepName })).toBeVisible();
  expect(await stepTop(page), 'the step').toEqual(step);
});
