/**
 * What an analyst signs off from, opened from the file system (docs/machines/, no server): each flow's step drawing
 * states the step's rules in the customer's words (the questions, when each is asked, the messages word for word);
 * the overview's step boxes open their step's drawing; the explorer links the drawing of the customer's step, lists
 * every move the machine accepts where the customer stands, opens a saved draft with any steps answered, and shows the
 * logged-in home page with its dialogs. The analyst moves the day the customer's screen believes is today, and chooses
 * the outcomes the machines tell apart: the offers that cannot be loaded, an agreement already reported moved.
 */
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CANCELLATION_MESSAGES } from '../../domain/cancellation';
import { formatLongDate } from '../../domain/insuranceFormat';
import { MOVING_MESSAGES, osloToday } from '../../domain/moving';
import { addDays } from '../../domain/purchaseDates';
import { DAMAGE_REPORT_MESSAGES } from '../../domain/schemas/damageReportMessages';
import { PURCHASE_MESSAGES } from '../../domain/schemas/purchaseRules';
import { expect, expectAccessible } from './fixtures';
import { customer, expectHeading, fill, log, open, press, shownUrl } from './explorerPage';

const drawing = (file: string) => pathToFileURL(join(import.meta.dirname, '..', '..', 'docs', 'machines', file)).href;

const RULES = [
  ['damageReport.rolle', 'Hvilken rolle har du?', '(når kunden melder som privatperson)', `«${DAMAGE_REPORT_MESSAGES.roleRequired}»`],
  ['purchase.forsikring', 'Hvilken forsikring vil du ha?', null, `«${PURCHASE_MESSAGES.productRequired}»`],
  ['cancellation.arsak', 'Hvorfor vil du si opp forsikringen?', null, `«${CANCELLATION_MESSAGES.reasonRequired}»`],
  ['moving.dato', 'Flyttedato', null, `«${MOVING_MESSAGES.movingDateRequired}»`],
] as const;

for (const [name, question, when, message] of RULES) {
  test(`the step drawing ${name} states its rules: «${question}» and its message`, async ({ page }) => {
    await page.goto(drawing(`${name}.business.svg`));
    const lines = page.locator('svg text');
    await expect(lines.filter({ hasText: 'Steget spør om, og reglene for svaret:' })).toHaveCount(1);
    await expect(lines.filter({ hasText: `• ${question}` })).toHaveCount(1);
    if (when) await expect(lines.filter({ hasText: when }).first()).toBeVisible();
    await expect(lines.filter({ hasText: message }).first()).toBeVisible();
  });
}

test("the overview's step box opens the step's drawing", async ({ page }) => {
  await page.goto(drawing('damageReport.business.svg'));
  const box = page.locator('svg a').filter({ hasText: 'Hvem melder skaden?' });
  await expect(box).toHaveAttribute('xlink:href', 'damageReport.rolle.business.svg');
  await expect(box).toHaveAttribute('xlink:title', 'Tegningen av steget 1. Hvem melder skaden? (ny fane)');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), box.locator('text').first().click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(drawing('damageReport.rolle.business.svg'));
  await expect(opened.locator('svg text').filter({ hasText: `«${DAMAGE_REPORT_MESSAGES.roleRequired}»` }).first()).toBeVisible();
});

test("the explorer links the drawing of the customer's step", async ({ page }) => {
  await open(page);
  await expectHeading(page, 'Hvem melder skaden?');
  const link = page.getByRole('link', { name: /^Tegningen av steget «Hvem melder skaden\?»/ });
  await expect(link).toHaveAttribute('href', 'damageReport.rolle.business.svg');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the overview opens in full size, and its step boxes are reached by Tab', async ({ page }) => {
  await open(page);
  const overview = page.locator('#overview');
  const full = overview.getByRole('link', { name: /^Åpne oversikten i full størrelse/ });
  await expect(full).toHaveAttribute('href', 'damageReport.business.svg');
  await expect(full).toHaveAttribute('target', '_blank');
  await full.focus();
  await page.keyboard.press('Tab');
  await expect(overview.locator('svg a').first()).toBeFocused();
  await expect(overview.locator('svg a').first()).toHaveAttribute('xlink:href', 'damageReport.rolle.business.svg');
});

test('the explorer lists every move the machine accepts where the customer stands, and NESTE can be pressed from there', async ({ page }) => {
  await open(page);
  await expectHeading(page, 'Hvem melder skaden?');
  const moves = page.locator('#moves');
  await expect(moves.getByRole('heading', { name: 'Det maskinen tar imot her' })).toBeVisible();
  await expect(moves.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'TILBAKE' }) })).toContainText('«Vil du avslutte å melde skade nå?»');
  await expect(moves.getByRole('listitem').filter({ hasText: 'Adressen endres' })).toContainText('åpnes når alle stegene før det er fylt ut');
  // The header's links, with the leave dialog's question they raise.
  await expect(moves.getByRole('listitem').filter({ hasText: /^Logoen «Husvern – til forsiden»/ })).toContainText('Kunden blir spurt: «Vil du avslutte å melde skade nå?»; svarer kunden AVSLUTT: til «Forsiden».');
  await expect(moves.getByRole('listitem').filter({ hasText: /^Lenken «Saker» i menyen/ })).toContainText('til «Dine skadesaker»');
  // Every way of NESTE, in the machine's order: the one that applies now, the others with why not.
  const nextWays = moves.getByRole('listitem').filter({ hasText: /^NESTE:/ });
  await expect(nextWays.first()).toContainText('En regel for steget holder ikke');
  await expect(nextWays.first()).toContainText('(gjelder nå)');
  await expect(nextWays.nth(1)).toContainText('(ikke nå, fordi veien over gjelder først');
  await moves.getByRole('button', { name: 'NESTE' }).click();
  // NESTE with nothing answered: the customer stays on the step and sees its messages.
  await expect(page.locator('.customer-frame').getByText(DAMAGE_REPORT_MESSAGES.roleRequired).first()).toBeVisible();
});

test('a saved draft with «Hvor er skaden?» unanswered opens there, though it had come to «Om skaden»', async ({ page }) => {
  await open(page);
  await page.getByLabel('Lagret utkast som har kommet til').selectOption({ label: 'Steg 3: Om skaden' });
  const answered = page.getByRole('group', { name: 'Stegene utkastet har svar på' });
  await expect(answered.getByLabel('Steg 2: Hvor er skaden?')).toBeChecked();
  await answered.getByLabel('Steg 2: Hvor er skaden?').uncheck();
  await page.getByRole('button', { name: 'Åpne utkastet' }).click();
  await expectHeading(page, 'Hvor er skaden?');
  await expect(page.getByTestId('url')).toHaveText('/meld-skade/lokasjon?CaseId=demo-1');
});

test('the home page with its dialogs: the consent first, then the reminder; SE UTKAST goes to the case list', async ({ page }) => {
  await open(page);
  const home = page.getByRole('region', { name: 'Forsiden med dialogene' });
  await home.getByRole('group', { name: 'Utkast som ikke er sendt inn' }).getByLabel('ett').check();
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).click();
  const consent = page.getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' });
  await expect(consent).toBeVisible();
  await expect(customer(page).getByRole('heading', { name: 'Forsiden', level: 1 })).toBeVisible();
  // The customer's screen holds the whole dialog: nothing of it is cut off to scroll for.
  await expect.poll(() => consent.evaluate((d) => d.scrollHeight - d.clientHeight)).toBeLessThanOrEqual(1);
  // The moves are the open dialog's, in its words.
  const moves = page.locator('#moves');
  await expect(moves.getByRole('button', { name: 'BEKREFT' })).toBeVisible();
  await expect(moves).toContainText('«Samtykke til digital kommunikasjon»');
  await expectAccessible(page, 'the flow explorer, the home page with the consent dialog');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'BEKREFT' }).click();
  const reminder = page.getByRole('dialog', { name: 'Du har en skademelding som ikke er sendt inn' });
  await expect(reminder).toBeVisible();
  await expect.poll(() => reminder.evaluate((d) => d.scrollHeight - d.clientHeight)).toBeLessThanOrEqual(1);
  await expect(log(page)).toContainText('Tjeneren: lagrer samtykket i profilen');
  await expect(moves.getByRole('button', { name: 'SE UTKAST' })).toBeVisible();
  await expect(moves.getByRole('button', { name: 'BEKREFT' })).toHaveCount(0);
  await reminder.getByRole('button', { name: 'SE UTKAST' }).click();
  await expect(shownUrl(page)).toHaveText('/skadesaker');
  // Consented and closed: the page opened again shows no dialog.
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).click();
  await expect(customer(page).getByRole('heading', { name: 'Forsiden', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(home.getByLabel('Kunden har samtykket til digital kontakt (i profilen)')).toBeChecked();
});

test('the home page is a place of its own in the panels: its overview with the open dialog marked, its log, Esc logged; SE UTKAST leads them to Meld skade', async ({ page }) => {
  await open(page);
  const home = page.getByRole('region', { name: 'Forsiden med dialogene' });
  await home.getByRole('group', { name: 'Utkast som ikke er sendt inn' }).getByLabel('ett').check();
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).press('Enter');
  const consent = page.getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' });
  await expect(consent).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dette skjedde på forsiden' })).toBeVisible();
  await expect(log(page)).toContainText('— Kunden åpner forsiden, innlogget —');
  await expect(page.getByRole('heading', { name: 'Forsiden (innlogget): oversikten for fagfolk' })).toBeVisible();
  await expect(page.locator('#overview g.node.current title')).toHaveText('consentModal.open');
  await expect(page.locator('#overview').getByRole('link', { name: /^Åpne oversikten i full størrelse/ })).toHaveAttribute('href', 'homeModals.business.svg');
  // The choices are not the last flow's.
  const choices = page.locator('#choices');
  await expect(choices).toContainText('Kunden er på forsiden');
  await expect(choices.getByRole('button')).toHaveCount(0);
  // Nor are the example journeys.
  await expect(page.locator('#journeys')).toContainText('Kunden er på forsiden');
  await expect(page.locator('#journeys').getByRole('button', { name: /^Spill av/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Meld skade', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page, 'the flow explorer, the home page as a place of its own');
  // Esc closes the consent dialog, and is in the log; the reminder comes next, marked.
  await consent.getByRole('checkbox').focus();
  await page.keyboard.press('Escape');
  await expect(log(page)).toContainText('Kunden trykker Esc i dialogen «Samtykke til digital kommunikasjon»');
  const reminder = page.getByRole('dialog', { name: 'Du har en skademelding som ikke er sendt inn' });
  await expect(reminder).toBeVisible();
  await expect(page.locator('#overview g.node.current title')).toHaveText('draftReminderModal.open');
  await reminder.getByRole('button', { name: 'SE UTKAST' }).press('Enter');
  await expect(shownUrl(page)).toHaveText('/skadesaker');
  // The case list holds the damage report's drafts: the panels follow to Meld skade.
  await expect(page.getByRole('heading', { name: 'Dette skjedde i Meld skade' })).toBeVisible();
  await expect(log(page)).toContainText('— Kunden kommer fra forsiden til «Dine skadesaker» —');
  await expect(page.getByRole('heading', { name: 'Meld skade: oversikten for fagfolk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meld skade', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(customer(page).getByRole('heading', { name: 'Dine skadesaker', level: 1 })).toBeVisible();
});

/** The day `day` in the customer's date picker (the months moved until it shows): its button, the calendar open. */
async function calendarDay(page: Page, day: string) {
  await customer(page).getByRole('button', { name: /^Velg dato/ }).click();
  const calendar = customer(page).getByRole('dialog');
  const cell = calendar.locator(`[data-day="${day}"]`);
  for (let month = 0; month < 12 && (await cell.count()) === 0; month++) await calendar.getByRole('button', { name: 'Neste måned' }).click();
  return { calendar, cell };
}

test('a click on the dimmed screen around a dialog closes it, as on the portal’s backdrop', async ({ page }) => {
  await open(page);
  const home = page.getByRole('region', { name: 'Forsiden med dialogene' });
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).click();
  const consent = page.getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' });
  await expect(consent).toBeVisible();
  // Beside the dialog, on the backdrop the frame draws over the customer's screen.
  await consent.scrollIntoViewIfNeeded();
  const frame = await page.locator('.customer-frame').boundingBox();
  const box = await consent.boundingBox();
  await page.mouse.click(frame!.x + (box!.x - frame!.x) / 2, box!.y + 16);
  await expect(consent).toHaveCount(0);
});

test('«today» takes whole days within ten years, and says so otherwise; the page stays', async ({ page }) => {
  const errors = await open(page, 'Meld flytting');
  const today = page.getByLabel(/^Dagen kundens skjerm tror er i dag/);
  await today.fill('99999999');
  await expect(today).toHaveAttribute('aria-invalid', 'true');
  const now = page.locator('#choice-today-now');
  await expect(now).toContainText('Skriv et helt antall dager mellom −3650 og 3650.');
  await expect(now).toContainText(`Kundens skjerm tror i dag er ${formatLongDate(osloToday())}.`);
  await expectHeading(page, 'Hvor flytter du?');
  await today.fill('7');
  await expect(today).toHaveAttribute('aria-invalid', 'false');
  await expect(now).toContainText(`Kundens skjerm tror i dag er ${formatLongDate(addDays(osloToday(), 7))}.`);
  await expect(now).not.toContainText('Skriv et helt antall');
  expect(errors).toEqual([]);
});

test('«today» on the customer’s screen moves what a date rule accepts: a moving date 100 days ahead', async ({ page }) => {
  const errors = await open(page, 'Meld flytting');
  // 90 days ahead at most: refused today, allowed when the customer's screen believes today is 30 days on.
  const day = addDays(osloToday(), 100);
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Når flytter du?');
  const refused = await calendarDay(page, day);
  await expect(refused.cell).toHaveAttribute('aria-disabled', 'true');
  await refused.calendar.getByRole('button', { name: 'Avbryt' }).click();

  await page.getByLabel(/^Dagen kundens skjerm tror er i dag/).fill('30');
  const now = page.locator('#choice-today-now');
  await expect(now).toContainText(`Kundens skjerm tror i dag er ${formatLongDate(addDays(osloToday(), 30))}.`);
  // «Meld flytting» took its today when it opened: the panel says so, from the machine.
  await expect(now).toContainText(`Meld flytting åpnet ${formatLongDate(osloToday())}`);
  await page.getByRole('button', { name: 'Start på nytt som ny kunde' }).click();
  await expectHeading(page, 'Hvor flytter du?');
  await expect(now).not.toContainText('åpnet');
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Når flytter du?');
  const { cell } = await calendarDay(page, day);
  await expect(cell).not.toHaveAttribute('aria-disabled');
  await cell.click();
  await press(page, 'NESTE');
  await expectHeading(page, 'Oppsummering');
  await expect(customer(page)).toContainText(formatLongDate(day));
  expect(errors).toEqual([]);
});

test('«Tilbudene kan ikke hentes»: the purchase wizard opens, and step 2 says the offers could not be loaded', async ({ page }) => {
  const errors = await open(page, 'Kjøp forsikring');
  await page.getByLabel(/^Tilbudene \(og hvem som er logget inn\) kan ikke hentes/).check();
  await page.getByRole('button', { name: 'Start på nytt som ny kunde' }).click();
  await expect(log(page)).toContainText('Tjeneren: henter hvem som er logget inn, og tilbudene – men svarer med en feil (ditt valg)');
  await expectHeading(page, 'Adresse');
  await customer(page).getByRole('combobox', { name: 'Adressen du vil forsikre' }).fill('Kirkeveien');
  await customer(page).getByRole('option', { name: /Kirkeveien 12/ }).click();
  await press(page, 'NESTE');
  await expectHeading(page, 'Velg forsikring');
  // The portal's own words (src/features/purchase/steps/ForsikringStep.tsx).
  await expect(customer(page)).toContainText('Kunne ikke laste noen forsikringer. Vennligst oppdater siden og prøv igjen.');
  expect(errors).toEqual([]);
});

test('«Meld flytting» already moved: a move pending opens on the page that says so; moved meanwhile, MELD FLYTTING gets the server’s refusal', async ({ page }) => {
  const errors = await open(page, 'Meld flytting');
  // The stand-in's move reported before: to Kirkeveien 12, ten days on.
  const pending = MOVING_MESSAGES.movePending({ streetAddress: 'Kirkeveien 12', postalCode: '0368', city: 'OSLO' }, addDays(osloToday(), 10));
  await page.getByLabel('er alt meldt flyttet, til en dato som ikke har kommet').check();
  await page.getByRole('button', { name: 'Start på nytt som ny kunde' }).click();
  await expect(customer(page)).toContainText(pending);
  await expect(page.locator('#overview g.node.current title')).toHaveText('moving.notMovable');

  await page.getByLabel(/^er en innboforsikring kjøpt direkte/).check();
  await page.getByRole('button', { name: 'Start på nytt som ny kunde' }).click();
  await expectHeading(page, 'Hvor flytter du?');
  await fill(page);
  await press(page, 'NESTE');
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Oppsummering');
  await page.getByLabel('avvises av tjeneren: meldt flyttet i mellomtiden (i en annen fane)').check();
  await press(page, 'MELD FLYTTING');
  const refused = customer(page).getByRole('alert').filter({ hasText: pending });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expectHeading(page, 'Oppsummering');
  expect(errors).toEqual([]);
});
