/**
 * The flow explorer (docs/machines/explorer.html) opened from the file system, with no server: the portal's own
 * screens driven by the real machines. Refused NESTE, a failed SEND INN, a refused order, a refused cancellation date,
 * the header's link and its leave dialog, browser Back, a saved draft, offline, undo, the e-ID detour, an agent's
 * agreement, axe in each state (at each project's width), and the walk by keyboard. The example journeys:
 * ./explorerJourneys.once.spec.ts.
 */
import { test, type Page } from '@playwright/test';
import { CANCELLATION_MESSAGES } from '../../domain/cancellation';
import { DAMAGE_REPORT_MESSAGES } from '../../domain/schemas/damageReportMessages';
import { PURCHASE_MESSAGES } from '../../domain/schemas/purchaseRules';
import { NOTICE_TEXTS as CANCELLATION_NOTICES } from '../../src/features/cancellation/texts';
import { NOTICE_TEXTS } from '../../src/features/damageReport/noticeTexts';
import { OFFLINE_TEXTS } from '../../src/features/damageReport/offlineTexts';
import { expect, expectAccessible, resizeTo } from './fixtures';
import { customer, expectEndNamed, expectHeading, expectStep, fill, LEAVE_DIALOG_TITLE, log, open, ORDER_REFUSED, press, screen, shownUrl, stepHeading } from './explorerPage';
import { EACH_WIDTH } from './widths';

/** axe finds nothing (at the project's width: 375, 800 and 1280 px). */
const accessible = (page: Page, what: string) => expectAccessible(page, `the flow explorer, ${what}`);

test('the damage report on its real screens: a refused NESTE, every step filled in, a failed SEND INN, the thank-you page', async ({ page }) => {
  const errors = await open(page);
  await expectStep(page, 'Hvem melder skaden?', '/meld-skade/rolle?CaseId=demo-1', 'rolle');
  // Nothing chosen: NESTE shows the step's own message (SPEC §5), in the error summary and at the field.
  await press(page, 'NESTE');
  await expect(customer(page).getByText(DAMAGE_REPORT_MESSAGES.roleRequired).first()).toBeVisible();
  await expectHeading(page, 'Hvem melder skaden?');
  await accessible(page, 'a refused NESTE');

  for (const heading of ['Hvem melder skaden?', 'Hvor er skaden?', 'Hvor er du forsikret?', 'Om skaden', 'Vedlegg og beskrivelse', 'Kontaktinformasjon']) {
    await expectHeading(page, heading);
    await fill(page);
    await press(page, 'NESTE');
  }
  await expectHeading(page, 'Oppsummering');
  await fill(page);
  await page.getByLabel('Innsendingen feiler (tjeneren svarer med en feil)').check();
  await press(page, 'SEND INN');
  const alert = customer(page).getByRole('alert').filter({ hasText: NOTICE_TEXTS.submitFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(log(page)).toContainText('Tjeneren: tar imot skademeldingen – men sier nei (ditt valg)');
  await expect(log(page)).toContainText('Appen skriver i feilloggen sin: skademeldingen ble ikke tatt imot');
  await accessible(page, 'a failed SEND INN');

  // SEND INN gets no answer (the network goes while it is sent): its own message, the answers kept.
  await page.getByLabel('SEND INN får ikke svar (nettet faller ut mens den sendes)').check();
  await press(page, 'SEND INN');
  const noAnswer = customer(page).getByRole('alert').filter({ hasText: NOTICE_TEXTS.submitNoAnswer });
  await expect(noAnswer).toBeVisible();
  await expect(noAnswer).toBeFocused();
  await expectHeading(page, 'Oppsummering');
  // One answer at a time: choosing «går gjennom» takes back the one before.
  await page.getByRole('group', { name: 'SEND INN', exact: true }).getByLabel('går gjennom').check();
  await expect(page.getByLabel('SEND INN får ikke svar (nettet faller ut mens den sendes)')).not.toBeChecked();
  await press(page, 'SEND INN');
  await expect(customer(page).getByRole('heading', { level: 1 })).toHaveText('Takk for skademeldingen!');
  await expect(shownUrl(page)).toHaveText('/meld-skade/takk?CaseId=demo-1');
  await expect(page.locator('#overview g.node.current title')).toHaveText('damageReport.takk');
  await expect(log(page).locator('li').last()).toHaveText('Nå: «Takk for skademeldingen!»');
  await expectEndNamed(page);
  // The customer is done: nothing to fill in or undo; the choices are for the next customer.
  await expect(page.getByText('Kunden er ferdig her: valgene gjelder neste kunde')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fyll ut steget med eksempelsvar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Angre (ett steg tilbake)' })).toBeDisabled();
  await expect(page.getByLabel('Innsendingen feiler (tjeneren svarer med en feil)')).toBeEnabled();
  await accessible(page, 'the thank-you page');
  expect(errors).toEqual([]);
});

test('the ways out of the damage report: the header link and its dialog, step 1 TILBAKE, browser Back and Forward', async ({ page }) => {
  await open(page);
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Hvor er skaden?');

  // The header's link to the front page (the house on a phone, the logo wider) asks first.
  await customer(page).getByRole('link', { name: /^(Hjem|Husvern – til forsiden)$/ }).click();
  const dialog = page.getByRole('alertdialog', { name: LEAVE_DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  // The click and the dialog's buttons are in the log by their names.
  await expect(log(page)).toContainText(/Kunden trykker på lenken «(Hjem|Husvern – til forsiden)»/);
  await accessible(page, 'the leave dialog');
  await dialog.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(dialog).toBeHidden();
  await expect(log(page).locator('li').filter({ hasText: 'Kunden trykker TILBAKE i dialogen' })).toHaveCount(1);
  await expect(shownUrl(page)).toHaveText('/meld-skade/lokasjon?CaseId=demo-1');

  // Browser Back goes to step 1 inside the flow; Back again from step 1 leaves it, and asks.
  await page.getByRole('button', { name: 'Tilbake i nettleseren' }).click();
  await expectHeading(page, 'Hvem melder skaden?');
  await expect(log(page)).toContainText('Nettleseren ber om steg 1, «Hvem melder skaden?» (Tilbake, Frem eller en lenke)');
  await page.getByRole('button', { name: 'Frem i nettleseren' }).click();
  await expectHeading(page, 'Hvor er skaden?');
  await press(page, 'TILBAKE');
  await expectHeading(page, 'Hvem melder skaden?');
  // Step 1's TILBAKE leaves the flow through the same dialog.
  await press(page, 'TILBAKE');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(shownUrl(page)).toHaveText('/');
  await expect(log(page)).toContainText('Kunden trykker AVSLUTT i dialogen');
  await expect(customer(page).getByRole('heading', { level: 1 })).toHaveText('Forsiden');
  await expect(log(page)).toContainText('Kunden forlater Meld skade og går til «Forsiden»');
  await expect(page.locator('#overview-now')).toHaveText('Nå: kunden er utenfor Meld skade');

  // Back into the flow's address: the flow opens anew from it, with what the server kept (rolle was saved).
  await page.getByRole('button', { name: 'Tilbake i nettleseren' }).click();
  await expectHeading(page, 'Hvem melder skaden?');
  await expect(customer(page).getByRole('radio', { name: 'Forsikringstaker' })).toBeChecked();
});

test('a saved draft opens at its step; offline the answers wait, and go once back online; undo', async ({ page }) => {
  await open(page);
  await page.getByLabel('Lagret utkast som har kommet til').selectOption({ label: 'Steg 3: Om skaden' });
  await page.getByRole('button', { name: 'Åpne utkastet' }).click();
  await expectStep(page, 'Om skaden', '/meld-skade/skade?CaseId=demo-1', 'skade');
  await expect(log(page)).toContainText('Kunden åpner et lagret utkast (FORTSETT), kommet til steg 3');

  await page.getByLabel('Kunden er uten nett').check();
  await expect(customer(page)).toContainText(OFFLINE_TEXTS.banner);
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Vedlegg og beskrivelse');
  // Without a network the answers wait on the device: nothing is sent.
  await expect(log(page)).not.toContainText('Tjeneren: lagrer');
  await accessible(page, 'offline');
  await page.getByLabel('Kunden er uten nett').uncheck();
  await expect(customer(page)).not.toContainText(OFFLINE_TEXTS.banner);
  await expect(log(page).locator('li').last()).toHaveText('Tjeneren: lagrer det som er endret i utkastet');

  await page.getByRole('button', { name: 'Angre (ett steg tilbake)' }).click();
  await expectStep(page, 'Om skaden', '/meld-skade/skade?CaseId=demo-1', 'skade');
});

test('the purchase wizard: a refused NESTE, the e-ID detour and back, a refused order, the confirmation', async ({ page }) => {
  const errors = await open(page, 'Kjøp forsikring');
  await expectStep(page, 'Adresse', '/kjop-forsikring?steg=adresse', 'adresse');
  await press(page, 'NESTE');
  await expect(customer(page).getByText(PURCHASE_MESSAGES.addressRequired).first()).toBeVisible();
  await accessible(page, 'purchase, a refused NESTE');
  // The customer searches as on the real step: the explorer's stand-in finds the example addresses.
  await customer(page).getByRole('combobox', { name: 'Adressen du vil forsikre' }).fill('Kirkeveien');
  await customer(page).getByRole('option', { name: /Kirkeveien 12/ }).click();
  await press(page, 'NESTE');
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Startdato og kontakt');
  await fill(page);
  // Not logged in: step 3's button signs in with the e-ID, outside the portal.
  await press(page, 'SIGNER OG BESTILL FORSIKRING');
  await expect(screen(page).getByRole('heading', { name: 'Innlogging med BankID' })).toBeVisible();
  await expect(page.locator('#overview g.node.current title')).toHaveText('purchase.startdato.signingIn');
  await accessible(page, 'the e-ID login');
  // The moves there: Back names the step it comes back to; the login is offered, with where it opens.
  const moves = page.locator('#moves');
  await expect(moves.getByRole('listitem').filter({ hasText: 'innloggingen med e-ID' })).toHaveText(/: Steget «Startdato og kontakt»$/);
  await expect(moves.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Logg inn med BankID og kom tilbake' }) })).toContainText('steg 4, «Oppsummering»');
  // Back without logging in: the step again.
  await screen(page).getByRole('button', { name: 'Tilbake i nettleseren (uten å logge inn)' }).click();
  await expectHeading(page, 'Startdato og kontakt');
  // Said once, with the step it comes back to.
  await expect(log(page).locator('li').filter({ hasText: 'Tilbake' })).toHaveText(['Kunden trykker Tilbake i nettleseren på innloggingen med e-ID, uten å logge inn']);
  await expect(log(page).locator('li').last()).toHaveText('Nå: Steg 3 av 4: Startdato og kontakt');
  await press(page, 'SIGNER OG BESTILL FORSIKRING');
  // The login pressed from the moves panel, as on the e-ID page.
  await moves.getByRole('button', { name: 'Logg inn med BankID og kom tilbake' }).click();
  await expectStep(page, 'Oppsummering', '/kjop-forsikring?steg=oppsummering', 'oppsummering');
  await fill(page);

  await page.getByLabel('avvises av tjeneren').check();
  await press(page, 'BESTILL FORSIKRING');
  const refused = customer(page).getByRole('alert').filter({ hasText: ORDER_REFUSED });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await accessible(page, 'a refused order');
  await expect(log(page)).toContainText('Tjeneren: tar imot bestillingen – men sier nei (ditt valg)');
  await expect(log(page).locator('li').last()).toHaveText('Appen skriver i feilloggen sin: tjeneren avviste bestillingen');

  // An order with no answer says so in the log, apart from a refused one.
  await page.getByLabel('får ikke svar (uten nett)').check();
  await press(page, 'BESTILL FORSIKRING');
  await expect(customer(page).getByRole('alert').filter({ hasText: 'Vi fikk ikke bestilt forsikringen.' })).toBeVisible();
  await expect(log(page)).toContainText('Tjeneren: tar imot bestillingen – men svaret når ikke fram (uten nett, ditt valg)');
  await expect(log(page).locator('li').last()).toHaveText('Appen skriver i feilloggen sin: bestillingen fikk ikke svar');

  await page.getByLabel('går gjennom').check();
  await press(page, 'BESTILL FORSIKRING');
  await expect(customer(page).getByRole('heading', { level: 1 })).toHaveText('Takk for bestillingen');
  await expectEndNamed(page);
  await expect(shownUrl(page)).toHaveText('/kjop-forsikring/bekreftelse');
  await accessible(page, 'the confirmation');
  expect(errors).toEqual([]);
});

test('«Si opp forsikring» on its real screens: a refused NESTE, a refused date, the confirmation and its reload; an agent\'s agreement', async ({ page }) => {
  const errors = await open(page, 'Si opp forsikring');
  await expectStep(page, 'Hvorfor vil du si opp?', '/forsikringer/demo-agr-2/si-opp?steg=arsak', 'arsak');
  await press(page, 'NESTE');
  await expect(customer(page).getByText(CANCELLATION_MESSAGES.reasonRequired).first()).toBeVisible();
  await expectHeading(page, 'Hvorfor vil du si opp?');
  await accessible(page, 'cancellation, a refused NESTE');

  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Når skal forsikringen slutte?');
  await fill(page);
  await press(page, 'NESTE');
  await expectStep(page, 'Oppsummering', '/forsikringer/demo-agr-2/si-opp?steg=oppsummering', 'oppsummering');

  // The server refuses the date (400): the summary says so, and the overview marks its notice.
  await page.getByLabel('tjeneren avviser datoen').check();
  await press(page, 'SI OPP FORSIKRING');
  const refused = customer(page).getByRole('alert').filter({ hasText: CANCELLATION_NOTICES.dateRefused });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(page.locator('#overview g.node.current title')).toHaveText('oppsummering:notice');
  await accessible(page, 'cancellation, a refused date');

  await page.getByRole('group', { name: 'Oppsigelsen' }).getByLabel('går gjennom').check();
  await press(page, 'SI OPP FORSIKRING');
  await expect(stepHeading(page)).toHaveText(/^Forsikringen er sagt opp og gjelder til og med \d+\. \p{L}+ \d{4}$/u);
  await expect(shownUrl(page)).toHaveText('/forsikringer/demo-agr-2/si-opp/bekreftelse');
  await expect(page.locator('#overview g.node.current title')).toHaveText('bekreftelse');
  await expect(log(page)).toContainText('Appen: henter forsikringene på nytt');
  await accessible(page, 'the cancellation confirmation');
  // The stand-in server kept the cancellation: a reload at the confirmation finds it.
  await page.getByRole('button', { name: 'Last inn på nytt' }).click();
  await expect(log(page).locator('li').last()).toHaveText('Nå: «Forsikringen er sagt opp»');
  await expectEndNamed(page);
  await expect(stepHeading(page)).toHaveText(/^Forsikringen er sagt opp og gjelder til og med /);

  // Bought through an agent: a new customer's wizard opens on the page that says where it is cancelled.
  await page.getByLabel('er kjøpt gjennom en agent (Gjensidige)').check();
  await page.getByRole('button', { name: 'Start på nytt som ny kunde' }).click();
  await expect(customer(page)).toContainText(CANCELLATION_MESSAGES.boughtThroughAgent('Gjensidige'));
  await expect(page.locator('#overview g.node.current title')).toHaveText('cancellation.notCancellable');
  await accessible(page, 'an agent\'s agreement');
  expect(errors).toEqual([]);
});

test('each flow keeps its customer and its log while the other is shown', async ({ page }) => {
  await open(page);
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Hvor er skaden?');
  await page.getByRole('button', { name: 'Kjøp forsikring', exact: true }).click();
  await expectHeading(page, 'Adresse');
  await expect(page.getByRole('heading', { name: 'Dette skjedde i Kjøp forsikring' })).toBeVisible();
  await expect(log(page)).not.toContainText('Kunden trykker NESTE');
  await page.getByRole('button', { name: 'Meld skade', exact: true }).click();
  await expectStep(page, 'Hvor er skaden?', '/meld-skade/lokasjon?CaseId=demo-1', 'lokasjon');
  await expect(log(page)).toContainText('Kunden trykker NESTE');
});

test('works by keyboard: the customer tabs to NESTE, and the next step takes the focus', EACH_WIDTH, async ({ page }) => {
  await open(page);
  await expectHeading(page, 'Hvem melder skaden?');
  await page.getByRole('button', { name: /^Fyll ut «/ }).focus();
  await page.keyboard.press('Enter');
  const next = customer(page).getByRole('button', { name: 'NESTE' });
  await customer(page).getByRole('radio', { name: 'Privatperson' }).focus();
  for (let i = 0; i < 20 && !(await next.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHeading(page, 'Hvor er skaden?');
  await expect(stepHeading(page)).toBeFocused();
});

test('the stand-ins do as the portal: the logo on step 2 deletes the stored purchase form, so Back shows an empty step 1', async ({ page }) => {
  const errors = await open(page, 'Kjøp forsikring');
  await customer(page).getByRole('combobox', { name: 'Adressen du vil forsikre' }).fill('Kirkeveien');
  await customer(page).getByRole('option', { name: /Kirkeveien 12/ }).click();
  await press(page, 'NESTE');
  await expectHeading(page, 'Velg forsikring');
  await customer(page).getByRole('link', { name: /^(Hjem|Husvern – til forsiden)$/ }).click();
  await expect(shownUrl(page)).toHaveText('/');
  await expect(log(page)).toContainText('Appen: sletter skjemaet som var lagret i fanen');
  await page.getByRole('button', { name: 'Tilbake i nettleseren' }).click();
  await expectHeading(page, 'Adresse');
  await expect(customer(page).getByRole('combobox', { name: 'Adressen du vil forsikre' })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a toast shows inside the customer’s screen and goes with an undo, which keeps what was typed before NESTE', async ({ page }) => {
  await open(page);
  await page.getByLabel('Lagret utkast som har kommet til').selectOption({ label: 'Steg 4: Kontaktinformasjon' });
  await page.getByRole('button', { name: 'Åpne utkastet' }).click();
  await expectHeading(page, 'Kontaktinformasjon');
  const email = customer(page).getByRole('textbox', { name: 'E-postadressen din' });
  await email.fill('ny.adresse@example.no');
  await page.getByLabel(/^Lagringen feiler/).check();
  await press(page, 'NESTE');
  await expectHeading(page, 'Oppsummering');
  const toast = customer(page).getByText('Vi fikk ikke lagret telefonnummeret og e-posten i profilen din.', { exact: false });
  await expect(toast).toBeVisible();
  // Inside the customer's screen once the toast has slid in (it enters from above its place).
  const frame = (await customer(page).boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return box.x >= frame.x && box.x + box.width <= frame.x + frame.width && box.y >= frame.y;
    })
    .toBe(true);
  await accessible(page, 'a toast in the customer’s screen');

  await page.getByRole('button', { name: 'Angre (ett steg tilbake)' }).click();
  await expectHeading(page, 'Kontaktinformasjon');
  await expect(toast).toBeHidden();
  await expect(email).toHaveValue('ny.adresse@example.no');
});

test('at 1280 px the customer’s screen and the overview with the marked step are side by side', async ({ page }) => {
  await open(page);
  await resizeTo(page, 1280, 800);
  const shown = (await screen(page).boundingBox())!;
  const overview = (await page.locator('#overview').boundingBox())!;
  expect(overview.x).toBeGreaterThanOrEqual(shown.x + shown.width);
  expect(overview.y).toBeLessThan(shown.y + 50);
  await expect(page.locator('#overview g.node.current')).toBeInViewport();
  await expect(stepHeading(page)).toBeInViewport();
  await accessible(page, 'side by side at 1280 px');
});

test('the leave dialog opens inside the customer’s screen: the choices stay usable, its buttons are the moves, the focus goes in and back', async ({ page }) => {
  const errors = await open(page);
  await fill(page);
  await press(page, 'NESTE');
  await expectHeading(page, 'Hvor er skaden?');
  const moves = page.locator('#moves');
  await expect(moves.getByRole('button', { name: 'NESTE' })).toBeVisible();

  // By keyboard: the link has the focus, the dialog takes it, and gives it back when it closes.
  const home = customer(page).getByRole('link', { name: /^(Hjem|Husvern – til forsiden)$/ });
  await home.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: LEAVE_DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  // Inside «Kundens skjerm», not over the whole page.
  const frame = (await customer(page).boundingBox())!;
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  // The focus is on its «stay» button, and Tab keeps it in the dialog.
  const stay = dialog.getByRole('button', { name: 'TILBAKE' });
  await expect(stay).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'AVSLUTT' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  // Escape closes it: the customer stays, the link has the focus again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(home).toBeFocused();
  await expectHeading(page, 'Hvor er skaden?');

  await home.click();
  await expect(dialog).toBeVisible();
  // The moves are the dialog's own buttons now, not the step's beneath it.
  await expect(moves).toContainText(`Dialogen «${LEAVE_DIALOG_TITLE}» er åpen på kundens skjerm`);
  await expect(moves.getByRole('button', { name: 'TILBAKE' })).toBeVisible();
  await expect(moves.getByRole('button', { name: 'AVSLUTT' })).toBeVisible();
  await expect(moves.getByRole('button', { name: 'NESTE' })).toHaveCount(0);
  await accessible(page, 'the leave dialog inside the customer’s screen');
  // The explorer's panels stay usable meanwhile: a choice is ticked and unticked, the dialog stays.
  const offline = page.getByLabel('Kunden er uten nett');
  await offline.check();
  await expect(offline).toBeChecked();
  await offline.uncheck();
  await expect(offline).not.toBeChecked();
  await expect(dialog).toBeVisible();
  // By keyboard too: Tab stays in the dialog, as in the portal, and F6 goes on to the next panel, Shift+F6 back.
  await dialog.getByRole('button', { name: 'TILBAKE' }).focus();
  await page.keyboard.press('F6');
  await expect(page.getByRole('heading', { name: /oversikten for fagfolk$/ })).toBeFocused();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Shift+F6');
  await expect(page.getByRole('heading', { name: 'Kundens skjerm' })).toBeFocused();
  // Its AVSLUTT pressed from the moves panel leaves, as on the screen.
  await moves.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(shownUrl(page)).toHaveText('/');
  await expect(log(page)).toContainText('Kunden trykker AVSLUTT i dialogen');
  expect(errors).toEqual([]);
});

test("the home page's dialogs count nothing that is sent: an analyst's walk in the explorer is no customer's (issue 49)", async ({ page }) => {
  // What the server stand-in refuses is said in the console (scripts/explorer/ui/serverStandIn.ts).
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('countMoves')) refused.push(message.text());
  });
  await open(page);
  const home = page.getByRole('region', { name: 'Forsiden med dialogene' });
  await home.getByRole('button', { name: 'Vis forsiden med dialogene' }).click();
  const consent = page.getByRole('dialog', { name: 'Samtykke til digital kommunikasjon' });
  await expect(consent).toBeVisible();
  // The dialogs' counting code comes once the page is idle (src/lib/afterPageIdle.ts: 2 s, then an idle moment).
  await page.waitForTimeout(3500);
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'BEKREFT' }).click();
  await expect(consent).toBeHidden();
  // The analyst turns to another tab, and closes this one: the portal's page sends its batch then.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    dispatchEvent(new Event('pagehide'));
  });
  await page.waitForTimeout(300);
  expect(refused).toEqual([]);
});
