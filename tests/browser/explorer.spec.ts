/**
 * The flow explorer (docs/machines/explorer.html) opened from the file system, with no server: the damage
 * report from rolle to takk and the purchase wizard from adresse to the confirmation by the on-screen buttons,
 * with the address checked at each step; the analyst's choices; every example journey replayed; axe and keyboard.
 */
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { damageReportSteps } from '../../domain/damageReportSteps';
import { purchaseSteps } from '../../domain/purchaseSteps';
import { expect, expectAccessible } from './fixtures';

const EXPLORER = pathToFileURL(join(import.meta.dirname, '..', '..', 'docs', 'machines', 'explorer.html')).href;

const screen = (page: Page) => page.locator('#screen');
const shownUrl = (page: Page) => page.getByTestId('url');
const press = (page: Page, name: string) => screen(page).getByRole('button', { name, exact: true }).click();

/** The screen shows the step: its «Steg N av M» heading, its address, and the overview marks it. */
async function expectStep(page: Page, steps: typeof damageReportSteps | typeof purchaseSteps, name: string, url: string) {
  const { number, heading } = steps.info(name as never);
  await expect(screen(page).getByRole('heading', { level: 3 })).toHaveText(`Steg ${number} av ${steps.count}: ${heading}`);
  await expect(shownUrl(page)).toHaveText(url);
  await expect(page.locator('#overview g.node.current title')).toHaveText(name);
}

async function open(page: Page, flow: 'Meld skade' | 'Kjøp forsikring') {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(EXPLORER);
  expect(page.url()).toMatch(/^file:/);
  if (flow === 'Kjøp forsikring') await page.getByRole('button', { name: flow }).click();
  await expect(page.getByRole('button', { name: flow })).toHaveAttribute('aria-pressed', 'true');
  return errors;
}

test('walks the damage report from rolle to takk by the on-screen buttons', async ({ page }) => {
  const errors = await open(page, 'Meld skade');
  for (const [i, step] of damageReportSteps.names.entries()) {
    await expectStep(page, damageReportSteps, step, `${damageReportSteps.info(step).route}?CaseId=demo-1`);
    await expect(screen(page).getByRole('button')).toHaveText(['TILBAKE', i === damageReportSteps.names.length - 1 ? 'SEND INN' : 'NESTE']);
    await press(page, i === damageReportSteps.names.length - 1 ? 'SEND INN' : 'NESTE');
  }
  await expect(shownUrl(page)).toHaveText('/meld-skade/takk');
  await expect(screen(page)).toHaveClass(/success/);
  await expect(page.locator('#overview g.node.current title')).toHaveText('damageReport.takk');
  expect(errors).toEqual([]);
});

test('walks the purchase wizard from adresse through the e-ID login to the confirmation', async ({ page }) => {
  const errors = await open(page, 'Kjøp forsikring');
  for (const step of ['adresse', 'forsikring'] as const) {
    await expectStep(page, purchaseSteps, step, purchaseSteps.info(step).route);
    await press(page, 'NESTE');
  }
  // Anonymous: step 3's button reads SIGNER OG BESTILL FORSIKRING, and goes to the e-ID login, outside the portal.
  await expectStep(page, purchaseSteps, 'startdato', purchaseSteps.info('startdato').route);
  await expect(screen(page).getByRole('button')).toHaveText(['TILBAKE', 'SIGNER OG BESTILL FORSIKRING']);
  await press(page, 'SIGNER OG BESTILL FORSIKRING');
  await expect(screen(page).getByRole('heading', { level: 3 })).toHaveText(/e-ID login/);
  await expect(page.locator('#overview g.node.current title')).toHaveText('purchase.startdato.signingIn');
  // Outside the portal nothing of the portal's waits.
  await expect(screen(page).getByRole('status')).toHaveCount(0);
  await press(page, 'Log in with BankID and come back');
  await expectStep(page, purchaseSteps, 'oppsummering', purchaseSteps.info('oppsummering').route);
  await press(page, 'BESTILL FORSIKRING');
  await expect(screen(page).getByRole('status')).toHaveText('Waiting for the server…');
  await expect(shownUrl(page)).toHaveText('/kjop-forsikring/bekreftelse');
  await expect(page.locator('#overview g.node.current title')).toHaveText('bekreftelse');
  await expect(screen(page)).toHaveClass(/success/);
  expect(errors).toEqual([]);
});

test('the analyst decides: a step not filled in, a save that fails, a refused order, AVBRYT', async ({ page }) => {
  await open(page, 'Meld skade');
  await expectStep(page, damageReportSteps, 'rolle', '/meld-skade/rolle?CaseId=demo-1');
  // Not filled in: NESTE shows the messages and the customer stays.
  await page.getByLabel(/The customer filled in «Hvem melder skaden\?» correctly/).uncheck();
  await press(page, 'NESTE');
  await expect(page.locator('#log-list')).toContainText('Customer: NESTE');
  await expectStep(page, damageReportSteps, 'rolle', '/meld-skade/rolle?CaseId=demo-1');
  // Saving fails: the customer still goes on (the failure is logged).
  await page.getByLabel(/The customer filled in «Hvem melder skaden\?» correctly/).check();
  await page.getByLabel('Saving fails (the draft, the contact details)').check();
  await press(page, 'NESTE');
  await expectStep(page, damageReportSteps, 'lokasjon', '/meld-skade/lokasjon?CaseId=demo-1');
  await expect(page.locator('#log-list')).toContainText('Server: save the changed fields — fails');
  await expect(page.locator('#log-list')).toContainText('App logs the error «Update case failed»');

  await page.getByRole('button', { name: 'Kjøp forsikring' }).click();
  await page.getByLabel('The customer is logged in (applies when you start again)').check();
  await page.getByRole('button', { name: 'Start again as a new customer' }).click();
  await expectStep(page, purchaseSteps, 'adresse', purchaseSteps.info('adresse').route);
  for (let i = 0; i < 3; i++) await press(page, 'NESTE');
  await page.getByLabel('is refused by the server').check();
  await press(page, 'BESTILL FORSIKRING');
  await expect(page.locator('#log-list')).toContainText('App logs the error «Create buy insurance failed»');
  await expectStep(page, purchaseSteps, 'oppsummering', purchaseSteps.info('oppsummering').route);
  await press(page, 'TILBAKE');
  await press(page, 'TILBAKE');
  await press(page, 'TILBAKE');
  await expectStep(page, purchaseSteps, 'adresse', purchaseSteps.info('adresse').route);
  await press(page, 'AVBRYT');
  await expect(screen(page).getByRole('heading', { level: 3 })).toHaveText('The customer left Kjøp forsikring');
  await expect(screen(page)).toContainText('AVBRYT: the customer leaves for /.');
  // The log ends with the leaving, not with a step the customer is no longer on.
  await expect(page.locator('#log-list li').last()).toHaveText('AVBRYT: the customer leaves for /.');
  // Only the choices that can still change anything are enabled: those for the next start.
  await expect(page.getByLabel('is refused by the server')).toBeDisabled();
  await expect(page.getByLabel('The customer is logged in (applies when you start again)')).toBeEnabled();
});

test('each flow keeps its customer and its log while the other is shown; a replay gives the choices back', async ({ page }) => {
  await open(page, 'Meld skade');
  await press(page, 'NESTE');
  await expectStep(page, damageReportSteps, 'lokasjon', '/meld-skade/lokasjon?CaseId=demo-1');
  await page.getByRole('button', { name: 'Kjøp forsikring' }).click();
  await expectStep(page, purchaseSteps, 'adresse', purchaseSteps.info('adresse').route);
  await expect(page.getByRole('heading', { name: 'What happened in Kjøp forsikring' })).toBeVisible();
  await expect(page.locator('#log-list')).not.toContainText('Customer: NESTE');
  await page.getByRole('button', { name: 'Meld skade' }).click();
  await expectStep(page, damageReportSteps, 'lokasjon', '/meld-skade/lokasjon?CaseId=demo-1');
  await expect(page.locator('#log-list')).toContainText('Customer: NESTE');

  // A journey that logs the customer in: afterwards the analyst's own choice is back.
  await page.getByRole('button', { name: 'Kjøp forsikring' }).click();
  const loggedIn = page.getByLabel('The customer is logged in (applies when you start again)');
  await expect(loggedIn).not.toBeChecked();
  const replay = page.getByRole('button', { name: /^Replay: to .*bekreftelse/ }).first();
  await replay.click();
  await expect(shownUrl(page)).toHaveText('/kjop-forsikring/bekreftelse', { timeout: 15_000 });
  await expect(loggedIn).not.toBeChecked();
});

test('every example journey, replayed, ends where it says', async ({ page }) => {
  // About 25 journeys, each waiting for its stand-in calls (400 ms each).
  test.setTimeout(120_000);
  await open(page, 'Meld skade');
  for (const flow of ['Meld skade', 'Kjøp forsikring']) {
    await page.getByRole('button', { name: flow }).click();
    const replays = page.getByRole('button', { name: /^Replay: to / });
    const count = await replays.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const button = replays.nth(i);
      const to = (await button.getAttribute('aria-label'))!.replace(/^Replay: to /, '');
      await button.click();
      const said = /«(.+)»/.exec(to);
      if (said) await expect(screen(page).getByRole('heading', { level: 3 })).toContainText(said[1]!);
      else if (to.startsWith('/')) await expect(shownUrl(page)).toHaveText(to);
      else await expect(screen(page).getByRole('heading', { level: 3 })).toHaveText(to);
    }
  }
});

test('is accessible and works by keyboard', async ({ page }) => {
  await open(page, 'Meld skade');
  await expectStep(page, damageReportSteps, 'rolle', '/meld-skade/rolle?CaseId=demo-1');
  await expectAccessible(page, 'the flow explorer');
  // Tab to NESTE and press Enter: the next step's heading takes the focus.
  for (let i = 0; i < 10 && !(await screen(page).getByRole('button', { name: 'NESTE' }).evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(screen(page).getByRole('button', { name: 'NESTE' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, damageReportSteps, 'lokasjon', '/meld-skade/lokasjon?CaseId=demo-1');
  await expect(screen(page).getByRole('heading', { level: 3 })).toBeFocused();
  await page.getByRole('button', { name: 'Kjøp forsikring' }).click();
  await expectStep(page, purchaseSteps, 'adresse', purchaseSteps.info('adresse').route);
  await expectAccessible(page, 'the flow explorer, purchase');
});
