/**
 * «Meld flytting» in the browser, against the real server (docs/moving.md): a contents insurance held directly is
 * moved (the address search and manual entry, the moving date's window and why, the summary, MELD FLYTTING, the
 * confirmation after a reload, the insurance page after it); a building insurance, an agent's agreement and another
 * customer's are told where to go; no answer, then once; history (reload, deep links, back) and the leave dialog;
 * keyboard only. axe and no overflow at 375, 800 and 1280 px on each screen. Each test moves an insurance of a
 * customer of its own (a fresh fødselsnummer who orders one first), so the demo people keep theirs.
 */
import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '../../domain/brand';
import { addDays } from '../../domain/purchaseDates';
import { AGREEMENT_IDS, PRODUCT_IDS } from '../../server/db/demo';
import { pickDate } from './datePicker';
import { customerWithInsurance } from './insuranceCustomer';
import { dialog, expect, expectAccessible, expectNoOverflow, loginAs, loginWithSsn, newFodselsnummer, suppressHomeModals, test } from './fixtures';

// Each test orders an insurance for a new customer, then walks the wizard with axe at three widths on its screens.
test.describe.configure({ timeout: 90_000 });

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' }).click();

/** Today in Norway, as the server reads it. */
const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
const NB_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
/** 2027-03-01 → «1. mars 2027». */
const longDate = (day: string) => `${Number(day.slice(8, 10))}. ${NB_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** A new customer who holds a contents insurance («Skadedyrsforsikring», Innbo) directly, starting tomorrow; its id. */
async function customerWithContentsInsurance(page: Page): Promise<string> {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  const answer = await page.evaluate(
    async ({ productId, agent, startDate }) => {
      const form = {
        addressId: '100000062', agent, buildingAddress: 'Storgata 15', buildingCity: 'OSLO', buildingZip: '0155', buildingNumber: '300000034',
        latNumber: 59.914242, lngNumber: 10.753649, confirmNoDamage: true, consentFurtherInformation: true, consentMarketing: false,
        damageDescription: '', email: 'kunde@example.no', insuredAddress: 'Storgata 15, 0155 OSLO', insuranceType: productId,
        mobilePhone: '+4791234567', countryCode: '+47', phoneNumber: '91234567', price: 1188, monthlyPrice: 99, productCode: 'SFINNBO',
        startDate: `${startDate}T00:00:00.000Z`, customerRoute: 974590001, typeAdressManually: false,
      };
      const res = await fetch('/api/createBuyInsurance', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
      return { status: res.status, body: (await res.json()) as { agreementId: string } };
    },
    { productId: PRODUCT_IDS.SFINNBO, agent: PRODUCT_NAME, startDate: addDays(osloToday(), 1) },
  );
  expect(answer.status).toBe(201);
  return answer.body.agreementId;
}

/** From the insurance's page, MELD FLYTTING opens step 1. */
async function openWizard(page: Page, agreementId: string): Promise<void> {
  await page.goto(`/forsikringer/${agreementId}`);
  await main(page).getByRole('link', { name: 'MELD FLYTTING' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/forsikringer/${agreementId}/meld-flytting` && url.searchParams.get('steg') === 'adresse');
  await expect(heading(page)).toHaveText(/Steg 1 av 3: Hvor flytter du\?/);
}

/** Step 1 by the address search: type, pick 'Storgata 15, 0155 OSLO'. */
async function chooseStorgata15(page: Page): Promise<void> {
  await main(page).getByRole('combobox', { name: 'Den nye adressen' }).fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
}

async function expectFine(page: Page, what: string): Promise<void> {
  await expectAccessible(page, what);
  await expectNoOverflow(page, what);
}

test('a contents insurance moves: the address searched or typed, the date and why, the summary, MELD FLYTTING, the confirmation and the insurance page', async ({ page }) => {
  const id = await customerWithContentsInsurance(page);
  await page.goto(`/forsikringer/${id}`);
  await expect(main(page).getByRole('heading', { name: 'Flytting' })).toBeVisible();
  await expect(main(page).getByText('Flytter du? Meld flytting, så gjelder forsikringen på den nye adressen fra den dagen du flytter.')).toBeVisible();
  await openWizard(page, id);
  await expectFine(page, 'step 1');

  // NESTE with nothing: the message, tied to the field, and the summary takes focus.
  await next(page);
  await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();
  await expect(main(page).getByRole('combobox', { name: 'Den nye adressen' })).toHaveAccessibleDescription(/Oppgi adressen du flytter til\./);
  // Typed, not chosen: one click on NESTE while the hits are open gives the list's message (the hits float over
  // NESTE, which no longer moves away between the press and the release).
  await main(page).getByRole('combobox', { name: 'Den nye adressen' }).fill('Storg');
  await expect(page.getByRole('option').first()).toBeVisible();
  await next(page);
  await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();
  await expect(main(page).getByText('Du må velge en adresse fra listen').first()).toBeVisible();

  // By hand: each line's rule, the purchase wizard's messages.
  await main(page).getByRole('button', { name: 'Jeg finner ikke adressen – skriv den inn manuelt' }).click();
  await main(page).getByRole('textbox', { name: 'Gateadresse' }).fill('Ny\u202Evei\u0007 3');
  await main(page).getByRole('textbox', { name: 'Poststed' }).fill('Oslo');
  await main(page).getByRole('textbox', { name: /Postnummer/ }).fill('12');
  // NESTE straight from a field whose message shows when it is left: the press keeps the field's focus, so no
  // message moves NESTE away between the press and the release, and the click is taken (the summary has the focus).
  await next(page);
  await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();
  await expect(main(page).getByRole('textbox', { name: /Postnummer/ })).toHaveAccessibleDescription(/Postnummer må være 4 siffer/);
  // «Valgt adresse» reads the street as the rules do: a direction override and a bell are spaces.
  await main(page).getByRole('textbox', { name: /Postnummer/ }).fill('0150');
  await expect(main(page).getByText('Valgt adresse: Ny vei 3, 0150 Oslo')).toBeVisible();
  await expectFine(page, 'step 1, typed in, a message');
  // Back to the search: the address chosen from the list.
  await main(page).getByRole('button', { name: 'Søk etter adressen' }).click();
  await chooseStorgata15(page);
  await next(page);

  // Step 2: the window and why; NESTE without a date; then the first day allowed (the cover starts tomorrow).
  await expect(heading(page)).toHaveText(/Steg 2 av 3: Når flytter du\?/);
  await expect(heading(page)).toBeFocused();
  const start = addDays(osloToday(), 1);
  const last = addDays(osloToday(), 90);
  await expect(main(page).getByText(`Forsikringen gjelder fra ${longDate(start)}. Velg en dato fra og med ${longDate(start)} til og med ${longDate(last)}.`, { exact: false })).toBeVisible();
  await next(page);
  await expect(main(page).getByText('Velg datoen du flytter.').first()).toBeVisible();
  await expectFine(page, 'step 2 with a message');
  await pickDate(page, start);
  await next(page);

  // Step 3: what is reported.
  await expect(heading(page)).toHaveText(/Steg 3 av 3: Oppsummering/);
  const summary = main(page).getByRole('region', { name: 'Dette melder du' });
  await expect(summary).toContainText('Storgata 15, 0155 OSLO');
  await expect(summary).toContainText(longDate(start));
  await expectFine(page, 'step 3');
  await main(page).getByRole('button', { name: 'MELD FLYTTING' }).click();

  // The confirmation, focused; a reload shows it again (the server's move).
  await expect(heading(page)).toHaveText('Flyttingen er registrert');
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/forsikringer/${id}/meld-flytting/bekreftelse$`));
  const covers = `Forsikringen gjelder på Storgata 15, 0155 OSLO fra ${longDate(start)}.`;
  await expect(main(page)).toContainText(covers);
  await expectFine(page, 'the confirmation');
  await page.reload();
  await expect(heading(page)).toHaveText('Flyttingen er registrert');
  await expect(main(page)).toContainText(covers);

  // The insurance page: the move, and no second report while it is ahead.
  await main(page).getByRole('link', { name: 'Tilbake til forsikringen' }).click();
  await expect(main(page).getByRole('region', { name: 'Flytting' })).toContainText(covers);
  await expect(main(page).getByRole('link', { name: 'MELD FLYTTING' })).toHaveCount(0);
  // A deep link to the wizard now says why not.
  await page.goto(`/forsikringer/${id}/meld-flytting?steg=dato`);
  await expect(main(page)).toContainText(`Du har allerede meldt flytting til Storgata 15, 0155 OSLO fra ${longDate(start)}.`);
});

test('a building insurance cannot move: the page says so and points to «Si opp forsikring» and to buying for the new address', async ({ page }) => {
  const id = await customerWithInsurance(page);
  await page.goto(`/forsikringer/${id}`);
  await expect(main(page).getByText('Flytter du? Forsikringen gjelder bygningen og blir ikke med deg. Se hva du kan gjøre.')).toBeVisible();
  await main(page).getByRole('link', { name: 'MELD FLYTTING' }).click();
  await expect(heading(page)).toHaveText('Meld flytting');
  await expect(main(page)).toContainText('En bygningsforsikring kan ikke flyttes med deg. Si opp forsikringen og kjøp ny for den nye adressen.');
  await expect(main(page).getByRole('link', { name: 'Kjøp forsikring for den nye adressen' })).toHaveAttribute('href', '/kjop-forsikring');
  await expectFine(page, 'a building insurance');
  await main(page).getByRole('link', { name: 'Si opp forsikringen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/forsikringer/${id}/si-opp`);
  await expect(heading(page)).toHaveText(/Steg 1 av 3: Hvorfor vil du si opp\?/);
});

test("an agent's agreement says where to report it; another customer's is not found", async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  // The agreement's page says it at once, with no MELD FLYTTING; the wizard's address says the same.
  await page.goto(`/forsikringer/${AGREEMENT_IDS.kariInnbo}`);
  await expect(main(page).getByRole('region', { name: 'Flytting' })).toContainText('Forsikringen er kjøpt gjennom Gjensidige. Du melder flytting til Gjensidige.');
  await expect(main(page).getByRole('link', { name: 'MELD FLYTTING' })).toHaveCount(0);
  await page.goto(`/forsikringer/${AGREEMENT_IDS.kariInnbo}/meld-flytting`);
  await expect(main(page)).toContainText('Forsikringen er kjøpt gjennom Gjensidige. Du melder flytting til Gjensidige.');
  await expect(main(page).getByRole('link', { name: 'Tilbake til forsikringen' })).toBeVisible();
  await page.goto(`/forsikringer/${AGREEMENT_IDS.noraInnbo}/meld-flytting?steg=adresse`);
  await expect(heading(page)).toHaveText('Vi fant ikke forsikringen.');
  await expectFine(page, 'not found');
});

test('no answer is told, and sending again moves it once; reload and deep links start at step 1; leaving asks first', async ({ page }) => {
  const id = await customerWithContentsInsurance(page);
  // A deep link to a later step opens step 1 (nothing is kept).
  await page.goto(`/forsikringer/${id}/meld-flytting?steg=oppsummering`);
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await expect(page).toHaveURL((url) => url.searchParams.get('steg') === 'adresse');
  await chooseStorgata15(page);
  await next(page);
  await expect(heading(page)).toHaveText(/Steg 2 av 3/);
  // Back keeps the address; forward is refused only if the step is not complete (it is).
  await page.goBack();
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
  await page.goForward();
  await expect(heading(page)).toHaveText(/Steg 2 av 3/);
  // A reload starts again at step 1.
  await page.reload();
  await expect(heading(page)).toHaveText(/Steg 1 av 3/);
  await expect(page).toHaveURL((url) => url.searchParams.get('steg') === 'adresse');
  await chooseStorgata15(page);
  await next(page);
  await pickDate(page, addDays(osloToday(), 2));
  await next(page);

  // The header's link asks first; TILBAKE stays.
  await page.getByRole('banner').getByRole('link', { name: 'Hjem' }).click();
  const leave = dialog(page, 'Vil du avbryte flyttemeldingen?');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'TILBAKE' }).click();
  await expect(heading(page)).toHaveText(/Steg 3 av 3/);

  // No answer: told, focused; the same request again registers the move once.
  let posts = 0;
  await page.route('**/api/reportMove', async (route) => {
    posts += 1;
    if (posts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await main(page).getByRole('button', { name: 'MELD FLYTTING' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText(/Vi fikk ikke meldt flyttingen fordi vi ikke fikk svar\./);
  await expect(alert).toBeFocused();
  await main(page).getByRole('button', { name: 'MELD FLYTTING' }).click();
  await expect(heading(page)).toHaveText('Flyttingen er registrert');
  const moves = await page.evaluate(async (agreementId) => (await fetch(`/api/getMove?agreementId=${agreementId}`)).status, id);
  expect(moves).toBe(200);
});

test('keyboard only: the search, the date and MELD FLYTTING', async ({ page }) => {
  const id = await customerWithContentsInsurance(page);
  await openWizard(page, id);
  const search = main(page).getByRole('combobox', { name: 'Den nye adressen' });
  await search.focus();
  await page.keyboard.type('Storgata 15');
  await expect(page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('Valgt adresse: Storgata 15, 0155 OSLO')).toBeVisible();
  await main(page).getByRole('button', { name: 'NESTE' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toBeFocused();
  await main(page).getByRole('button', { name: /Velg dato/ }).focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('dialog').getByRole('grid');
  await expect(grid).toBeVisible();
  // Today is focused; one day on is allowed (the cover starts tomorrow).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await main(page).getByRole('button', { name: 'NESTE' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(/Steg 3 av 3/);
  await main(page).getByRole('button', { name: 'MELD FLYTTING' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Flyttingen er registrert');
});
