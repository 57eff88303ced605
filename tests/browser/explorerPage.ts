/** The flow explorer's page (docs/machines/explorer.html) for the browser tests: opening it, and its parts. */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from './fixtures';

const EXPLORER = pathToFileURL(join(import.meta.dirname, '..', '..', 'docs', 'machines', 'explorer.html')).href;
/** SPEC's words: the leave dialog (§2 Layout), the refused order (§8), the confirmation. */
export const LEAVE_DIALOG_TITLE = 'Vil du avslutte å melde skade nå?';
export const ORDER_REFUSED = 'Noe gikk galt under bestilling av forsikring. Vennligst prøv igjen senere.';

export const screen = (page: Page) => page.locator('#screen');
export const customer = (page: Page) => page.locator('.customer-frame');
export const shownUrl = (page: Page) => page.getByTestId('url');
export const log = (page: Page) => page.locator('#log-list');
export const stepHeading = (page: Page) => customer(page).getByRole('heading', { level: 1 });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A step's heading, «Steg N av M: heading» (the number is shown above it). */
export const expectHeading = (page: Page, heading: string) => expect(stepHeading(page)).toHaveText(new RegExp(`^Steg \\d av \\d: ${escaped(heading)}$`));
/** The customer's button; a refused NESTE is pressed although it looks disabled (aria-disabled), as a customer can. */
export const press = (page: Page, name: string) => customer(page).getByRole('button', { name, exact: true }).click({ force: true });
export const fill = (page: Page) => page.getByRole('button', { name: /^Fyll ut «/ }).click();

/** Opens the explorer (the committed one, or another build of it: `url`) at a flow. */
export async function open(page: Page, flow: 'Meld skade' | 'Kjøp forsikring' | 'Si opp forsikring' | 'Meld flytting' = 'Meld skade', url = EXPLORER) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  expect(page.url()).toMatch(/^file:/);
  if (flow !== 'Meld skade') await page.getByRole('button', { name: flow, exact: true }).click();
  await expect(page.getByRole('button', { name: flow, exact: true })).toHaveAttribute('aria-pressed', 'true');
  return errors;
}

/** The step is on the customer's screen: its heading and its address, and the overview marks it. */
export async function expectStep(page: Page, heading: string, url: string, place: string) {
  await expectHeading(page, heading);
  await expect(shownUrl(page)).toHaveText(url);
  await expect(page.locator('#overview g.node.current title')).toHaveText(place);
}


/** An end page is named in the overview by its heading as the view renders it (a heading with a date: its fixed start). */
export async function expectEndNamed(page: Page) {
  const now = page.locator('#overview-now');
  await expect(now).toHaveText(/^Nå: «[^«»]+»/);
  const name = /^Nå: «([^«»]+)»/.exec((await now.textContent()) ?? '')![1]!;
  expect((await stepHeading(page).textContent())?.trim().startsWith(name), `the heading starts with «${name}»`).toBe(true);
}
