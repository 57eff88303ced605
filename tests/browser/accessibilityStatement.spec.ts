import type { Page } from '@playwright/test';
import { CASE_IDS } from '../../server/db/demo';
import { test, expect, expectAccessible, expectNoOverflow, loginAs, snap, suppressHomeModals } from './fixtures';

// The accessibility statement (issue 24): linked from the footer of every page, anonymous and logged in, at
// each width; it says what the law asks for, and passes axe itself.

const statementLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Tilgjengelighetserklæring' });

async function expectStatement(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
  await expect(main).toContainText('WCAG 2.1 på nivå AA');
  await expect(main.getByRole('heading', { level: 2, name: 'Slik tester vi' })).toBeVisible();
  await expect(main).toContainText('axe i tre skjermbredder');
  await expect(main).toContainText('bare tastatur');
  await expect(main).toContainText('Lighthouse');
  await expect(main.locator('time')).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Kjente avvik' })).toBeVisible();
  await expect(main).toContainText('Ingen kjente avvik.');
  await expect(main.getByRole('link', { name: 'kundeservice@husvern.no' })).toHaveAttribute('href', 'mailto:kundeservice@husvern.no');
  await expect(main.getByRole('link', { name: 'uutilsynet.no' })).toHaveAttribute('href', 'https://www.uutilsynet.no/');
  await expect(main).toContainText('Tilsynet for universell utforming av ikt (Uutilsynet)');
}

test('anonymous: the footer links to the statement on the front page and on Kontakt, and the statement passes axe', async ({ page }, testInfo) => {
  await page.goto('/kontakt');
  await expect(statementLink(page)).toBeVisible();
  await page.goto('/');
  await statementLink(page).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/tilgjengelighet');
  await expectStatement(page);
  await expect(page).toHaveTitle('Tilgjengelighet');
  await expect(statementLink(page)).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await expectNoOverflow(page);
  await snap(page, testInfo, 'tilgjengelighet-anonym');
});

test('logged in: the footer links to the statement on the case list and in the damage report', async ({ page }, testInfo) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto('/skadesaker');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(statementLink(page)).toBeVisible();
  await page.goto(`/meld-skade/rolle?CaseId=${CASE_IDS.kariDraft}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /Steg 1 av 4/ })).toBeVisible();
  await expect(statementLink(page)).toBeVisible();
  await page.goto('/tilgjengelighet');
  await expectStatement(page);
  await expectAccessible(page);
  await expectNoOverflow(page);
  await snap(page, testInfo, 'tilgjengelighet-innlogget');
});
