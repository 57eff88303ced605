/**
 * The explorer with the customers' numbers (issue 49): `npm run moves:demo` on an empty database, then
 * `npm run moves:overview`, writes reports' explorer.html; opened from the file system, it shows beside the overview
 * the numbers of the box the customer is on, the same as the counted drawing says, in a flow and on the home page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { customer, expectStep, open } from './explorerPage';

let dir: string;
const tsx = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' }, stdio: 'pipe' }).toString();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'explorer-counts-'));
  tsx('scripts/movesDemo.ts');
  tsx('scripts/movesOverview.ts', '--from', '2000-01-01', '--to', '2100-12-31', '--out', join(dir, 'out'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const counts = (page: import('@playwright/test').Page) => page.locator('#overview-counts');

test('beside the overview: the numbers of the step the customer is on, as the drawing has them', async ({ page }) => {
  const errors = await open(page, 'Meld skade', pathToFileURL(join(dir, 'out', 'explorer.html')).href);
  await expectStep(page, 'Hvem melder skaden?', '/meld-skade/rolle?CaseId=demo-1', 'rolle');
  await expect(page.getByRole('heading', { level: 2, name: /^Meld skade: oversikten for fagfolk, med kundene 2000-01-01 – 2100-12-31$/ })).toBeVisible();
  await expect(counts(page).getByRole('heading', { name: 'Kundene her, 2000-01-01 – 2100-12-31' })).toBeVisible();
  const lines = await counts(page).getByRole('listitem').allInnerTexts();
  expect(lines[0]).toMatch(/^\d+ kom hit$/);
  expect(lines[1]).toMatch(/^\d+ gikk videre \(\d+ %\)$/);
  // The same lines are in the step's box of the drawing beside it.
  const box = page.locator('#overview g.node', { has: page.locator('title', { hasText: /^rolle$/ }) });
  await expect(box).toContainText(lines[0]!);
  await expect(box).toContainText(lines[1]!);
  // The full-size drawing is the counted one, written beside the explorer; the step's drawing is in docs/machines.
  await expect(page.getByRole('link', { name: /^Åpne oversikten i full størrelse/ })).toHaveAttribute('href', 'damageReport.business.counts.svg');
  const stepLink = await page.getByRole('link', { name: /^Tegningen av steget «Hvem melder skaden\?»/ }).getAttribute('href');
  expect(readFileSync(join(dir, 'out', stepLink!), 'utf8')).toContain('<svg');
  await expectAccessible(page, 'the explorer with the numbers');
  expect(errors).toEqual([]);
});

test('on the home page: the open dialog\'s numbers', async ({ page }) => {
  await open(page, 'Meld skade', pathToFileURL(join(dir, 'out', 'explorer.html')).href);
  const home = page.getByRole('region', { name: 'Forsiden med dialogene' });
  await home.getByRole('group', { name: 'Utkast som ikke er sendt inn' }).getByLabel('ett').check();
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).click();
  await expect(customer(page).getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' })).toBeVisible();
  await expect(page.locator('#overview g.node.current title')).toHaveText('consentModal.open');
  const lines = await counts(page).getByRole('listitem').allInnerTexts();
  expect(lines[0]).toMatch(/^\d+ kom hit$/);
  await expect(page.locator('#overview g.node.current')).toContainText(lines[0]!);
  await expect(home.getByRole('link', { name: /^Dialogene: oversikten for fagfolk/ })).toHaveAttribute('href', 'homeModals.business.counts.svg');
});
