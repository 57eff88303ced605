import type { Locator, Page } from '@playwright/test';
import { CASE_IDS } from '../../server/db/demo';
import { test, expect, expectAccessible, loginAs, loginWithSsn, newFodselsnummer, suppressHomeModals } from './fixtures';
import { pickDate, shownDay } from './datePicker';

// The damage report flow for a housing association (SPEC §2 "Damage report flow", "Case summary", §4
// organization check), against the real server with a new customer per test, at every width.

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, n: number, title: string) => main(page).getByRole('heading', { level: 1, name: `Steg ${n} av 4: ${title}` });
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' });
const back = (page: Page) => main(page).getByRole('button', { name: 'TILBAKE' });
/** The description (dd) of a term (dt) in a description list. */
const valueOf = (scope: Locator, term: string) =>
  scope.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const phoneGroup = (page: Page, legend: string) => main(page).getByRole('group', { name: legend, exact: true });

function isoDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function expectStep(page: Page, path: string, n: number, title: string) {
  await expect(page).toHaveURL((url) => url.pathname === path && (url.searchParams.get('CaseId') ?? '').length > 0);
  await expect(stepHeading(page, n, title)).toBeVisible();
}

const STEPS = {
  rolle: ['/meld-skade/rolle', 1, 'Hvem melder skaden?'],
  lokasjon: ['/meld-skade/lokasjon', 2, 'Hvor er skaden?'],
  forsikring: ['/meld-skade/forsikring', 2, 'Hvor er du forsikret?'],
  skade: ['/meld-skade/skade', 3, 'Om skaden'],
  informasjon: ['/meld-skade/informasjon', 3, 'Vedlegg og beskrivelse'],
  kontakt: ['/meld-skade/kontakt', 4, 'Kontaktinformasjon'],
  oppsummering: ['/meld-skade/oppsummering', 4, 'Oppsummering'],
} as const;
type Step = keyof typeof STEPS;
const onStep = (page: Page, step: Step) => {
  const [path, n, title] = STEPS[step];
  return expectStep(page, path, n, title);
};

/**
 * The step is filled in: save it with NESTE, come back with TILBAKE, reload in the middle of it — the
 * flow resumes on this step with what was entered (`expectValues`) — and go on with NESTE.
 */
async function saveReloadAndGoOn(page: Page, step: Step, nextStep: Step, expectValues: () => Promise<void>) {
  await expectAccessible(page, step);
  await next(page).click();
  await onStep(page, nextStep);
  await back(page).click();
  await onStep(page, step);
  await page.reload();
  await onStep(page, step);
  await expectValues();
  await expectAccessible(page, `${step} (etter omlasting)`);
  await next(page).click();
  await onStep(page, nextStep);
}

async function startReport(page: Page) {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await main(page).getByRole('link', { name: /Meld skade/ }).click();
  await onStep(page, 'rolle');
}

async function chooseAddress(page: Page) {
  const search = main(page).getByRole('combobox', { name: 'Adressen til skadestedet' });
  await search.fill('Storgata 1');
  const option = main(page).getByRole('option', { name: /^Storgata 1, 0155 OSLO$/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(main(page)).toContainText('Valgt adresse: Storgata 1, 0155 OSLO');
}

test('an organization report from the home page card to takk, reloaded on every step, then its summary under /skadesaker', async ({ page }) => {
  // Eight steps, each reloaded, with axe at three widths: about 90 s on the slow machine.
  test.setTimeout(150_000);
  await startReport(page);

  // Rolle: organization, board chair, the housing association from the company register.
  await expectAccessible(page, 'rolle');
  await main(page).getByRole('radio', { name: 'Borettslag, sameie eller bedrift' }).check();
  await main(page).getByRole('radio', { name: 'Styreleder', exact: true }).check();
  const orgSearch = main(page).getByRole('combobox', { name: 'Boligselskap, sameie eller bedrift' });
  await orgSearch.fill('furulund');
  const option = main(page).getByRole('option', { name: /^FURULUND BORETTSLAG \(org\.nr\. \d{9}\)$/ });
  await expect(option).toBeVisible();
  await expectAccessible(page, 'rolle med treff');
  await option.click();
  await expect(main(page)).toContainText(/Valgt: FURULUND BORETTSLAG \(org\.nr\. \d{9}\)/);
  await saveReloadAndGoOn(page, 'rolle', 'lokasjon', async () => {
    await expect(main(page).getByRole('radio', { name: 'Borettslag, sameie eller bedrift' })).toBeChecked();
    await expect(main(page).getByRole('radio', { name: 'Styreleder', exact: true })).toBeChecked();
    await expect(main(page).getByRole('combobox', { name: 'Boligselskap, sameie eller bedrift' })).toHaveValue('FURULUND BORETTSLAG');
    await expect(main(page)).toContainText(/Valgt: FURULUND BORETTSLAG/);
  });

  // Lokasjon: address search.
  await chooseAddress(page);
  await saveReloadAndGoOn(page, 'lokasjon', 'forsikring', async () => {
    await expect(main(page)).toContainText('Valgt adresse: Storgata 1, 0155 OSLO');
    await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  });

  // Forsikring: insurer and the company's insurance types.
  const insurer = main(page).getByRole('combobox', { name: 'Forsikringsselskap' });
  await insurer.selectOption({ label: 'Gjensidige Forsikring' });
  await expect(main(page).getByRole('checkbox', { name: 'Hus/bolig' })).toHaveCount(0);
  await main(page).getByRole('checkbox', { name: 'Bygning' }).check();
  await main(page).getByRole('checkbox', { name: 'Fellesareal' }).check();
  await saveReloadAndGoOn(page, 'forsikring', 'skade', async () => {
    await expect(insurer.locator('option:checked')).toHaveText('Gjensidige Forsikring');
    await expect(main(page).getByRole('checkbox', { name: 'Bygning' })).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: 'Fellesareal' })).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: 'Løsøre' })).not.toBeChecked();
  });

  // Skade.
  const damageDate = isoDaysAgo(5);
  await pickDate(page, damageDate);
  await main(page).getByRole('combobox', { name: 'Hva slags skade er det?' }).selectOption({ label: 'Maur' });
  await saveReloadAndGoOn(page, 'skade', 'informasjon', async () => {
    await expect(main(page).getByLabel('Når oppdaget du skaden?')).toHaveValue(shownDay(damageDate));
    await expect(main(page).getByRole('combobox', { name: 'Hva slags skade er det?' }).locator('option:checked')).toHaveText('Maur');
  });

  // Informasjon: no attachments, a description.
  const description = 'Maur i kjellerboden i blokk B, sett av flere beboere.';
  await main(page).getByRole('radio', { name: 'Nei' }).check();
  await expect(main(page).getByLabel('Last opp bilder, video eller dokumenter')).toHaveCount(0);
  await main(page).getByRole('textbox', { name: 'Beskriv skaden' }).fill(description);
  await saveReloadAndGoOn(page, 'informasjon', 'kontakt', async () => {
    await expect(main(page).getByRole('radio', { name: 'Nei' })).toBeChecked();
    await expect(main(page).getByRole('textbox', { name: 'Beskriv skaden' })).toHaveValue(description);
  });

  // Kontakt: own phone and e-mail (empty: the new customer has none yet), the board's, another contact person.
  await expect(phoneGroup(page, 'Mobilnummeret ditt').getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('');
  await expect(main(page).getByRole('textbox', { name: 'E-postadressen din' })).toHaveValue('');
  await phoneGroup(page, 'Mobilnummeret ditt').getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
  await main(page).getByRole('textbox', { name: 'E-postadressen din' }).fill('styreleder@furulund.no');
  await phoneGroup(page, 'Mobilnummer til styret').getByRole('textbox', { name: 'Telefonnummer' }).fill('92345678');
  await main(page).getByRole('textbox', { name: 'E-post til styret' }).fill('styret@furulund.no');
  await main(page).getByRole('checkbox', { name: 'En annen person skal være kontaktperson' }).check();
  const other = main(page).getByRole('group', { name: 'Den andre kontaktpersonen' });
  await other.getByRole('textbox', { name: 'Fullt navn' }).fill('Vaktmester Viggo Vik');
  await other.getByRole('group', { name: 'Mobilnummer' }).getByRole('textbox', { name: 'Telefonnummer' }).fill('93456789');
  await other.getByRole('textbox', { name: 'E-post' }).fill('viggo@furulund.no');
  await saveReloadAndGoOn(page, 'kontakt', 'oppsummering', async () => {
    await expect(phoneGroup(page, 'Mobilnummeret ditt').getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('91234567');
    await expect(main(page).getByRole('textbox', { name: 'E-postadressen din' })).toHaveValue('styreleder@furulund.no');
    await expect(phoneGroup(page, 'Mobilnummer til styret').getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('92345678');
    await expect(main(page).getByRole('textbox', { name: 'E-post til styret' })).toHaveValue('styret@furulund.no');
    await expect(main(page).getByRole('checkbox', { name: 'En annen person skal være kontaktperson' })).toBeChecked();
    await expect(other.getByRole('textbox', { name: 'Fullt navn' })).toHaveValue('Vaktmester Viggo Vik');
    await expect(other.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('93456789');
    await expect(other.getByRole('textbox', { name: 'E-post' })).toHaveValue('viggo@furulund.no');
  });

  // Oppsummering: a reload keeps the step; then confirm and submit.
  const expectSummary = async () => {
    const m = main(page);
    await expect(valueOf(m, 'MELDER SOM')).toHaveText('Borettslag, sameie eller bedrift');
    await expect(valueOf(m, 'ORGANISASJONENS NAVN')).toContainText('FURULUND BORETTSLAG');
    await expect(valueOf(m, 'MOBIL TIL STYRET')).toHaveText('+47 92345678');
    await expect(valueOf(m, 'E-POST TIL STYRET')).toHaveText('styret@furulund.no');
    await expect(valueOf(m, 'KONTAKTPERSON')).toHaveText('Vaktmester Viggo Vik');
    await expect(valueOf(m, 'MOBIL TIL KONTAKTPERSON')).toHaveText('+47 93456789');
    await expect(valueOf(m, 'E-POST TIL KONTAKTPERSON')).toHaveText('viggo@furulund.no');
    await expect(m).toContainText('Bygning, Fellesareal');
    await expect(m).toContainText(description);
  };
  await expectSummary();
  await expectAccessible(page, 'oppsummering');
  await page.reload();
  await onStep(page, 'oppsummering');
  await expectSummary();
  await main(page).getByRole('checkbox', { name: /Jeg bekrefter at informasjonen er korrekt/ }).check();
  await main(page).getByRole('button', { name: 'SEND INN' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/takk');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Takk for skademeldingen!' })).toBeVisible();
  await expectAccessible(page, 'takk');

  // The case is among the active cases; its summary shows the organization's details.
  await main(page).getByRole('link', { name: /skadesaker/i }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
  const active = page.getByRole('region', { name: 'Aktive saker' });
  await expect(active.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'skadesaker');
  await active.getByRole('link', { name: /Maur/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skadesak - Maur' })).toBeVisible();
  const contact = main(page).locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Kontaktinformasjon' }) });
  await expect(valueOf(contact, 'ORGANISASJONENS NAVN')).toContainText('FURULUND BORETTSLAG');
  await expect(valueOf(contact, 'ROLLE')).toHaveText('Styreleder');
  await expect(valueOf(contact, 'MOBIL')).toHaveText(/^\+47 ?91234567$/);
  await expect(valueOf(contact, 'E-POST')).toHaveText('styreleder@furulund.no');
  await expect(valueOf(contact, 'MOBIL TIL STYRET')).toHaveText(/^\+47 ?92345678$/);
  await expect(valueOf(contact, 'E-POST TIL STYRET')).toHaveText('styret@furulund.no');
  await expect(valueOf(contact, 'KONTAKTPERSON')).toHaveText('Vaktmester Viggo Vik');
  await expect(valueOf(contact, 'MOBIL TIL KONTAKTPERSON')).toHaveText(/^\+47 ?93456789$/);
  await expect(valueOf(contact, 'E-POST TIL KONTAKTPERSON')).toHaveText('viggo@furulund.no');
  await expectAccessible(page, 'oppsummering av saken');

  // Kontakt's extra submission updated the new customer's profile (SPEC §4).
  await page.goto('/profil');
  await expect(valueOf(main(page), 'TLF')).toHaveText(/^\+47 ?91234567$/);
  await expect(valueOf(main(page), 'E-POST')).toHaveText('styreleder@furulund.no');
});

test('organization check: a private reporter insured through the housing association is sent back to rolle as the organization', async ({ page }) => {
  await startReport(page);
  await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
  await next(page).click();
  await onStep(page, 'lokasjon');
  await chooseAddress(page);
  await next(page).click();
  await onStep(page, 'forsikring');
  await main(page).getByRole('combobox', { name: 'Forsikringsselskap' }).selectOption({ index: 1 });
  await main(page).getByRole('checkbox', { name: 'Forsikret gjennom borettslag/sameie' }).check();
  await expectAccessible(page, 'forsikring');
  await next(page).click();

  await onStep(page, 'rolle');
  await expect(stepHeading(page, 1, 'Hvem melder skaden?')).toBeFocused();
  await expect(main(page).getByRole('radio', { name: 'Borettslag, sameie eller bedrift' })).toBeChecked();
  await expect(main(page).getByRole('group', { name: 'Hvilken rolle har du i boligselskapet?' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Du er forsikret gjennom et borettslag eller sameie. Meld skaden på vegne av organisasjonen.' })).toBeVisible();
  await expectAccessible(page, 'rolle etter organisasjonssjekk');

  // The switch was saved: a reload still has the organization reporter.
  await page.reload();
  await onStep(page, 'rolle');
  await expect(main(page).getByRole('radio', { name: 'Borettslag, sameie eller bedrift' })).toBeChecked();

  // As the organization, forsikring asks for the company's insurance types; the private ones are gone.
  await main(page).getByRole('radio', { name: 'Styremedlem', exact: true }).check();
  await main(page).getByRole('combobox', { name: 'Boligselskap, sameie eller bedrift' }).fill('948123452');
  await main(page).getByRole('option', { name: /SOLBAKKEN BORETTSLAG/ }).click();
  await next(page).click();
  await onStep(page, 'lokasjon');
  await next(page).click();
  await onStep(page, 'forsikring');
  await expect(main(page).getByRole('group', { name: 'Hvilke forsikringer har boligselskapet?' })).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: 'Forsikret gjennom borettslag/sameie' })).toHaveCount(0);
  await expect(main(page).getByRole('checkbox', { name: 'Bygning' })).not.toBeChecked();
  await expectAccessible(page, 'forsikring som organisasjon');
});

test('opening a submitted case in the flow says it is already submitted, with SJEKK DINE SAKER', async ({ page }) => {
  await suppressHomeModals(page);
  await loginAs(page, 'Kari Nordmann');
  await page.goto(`/meld-skade/rolle?CaseId=${CASE_IDS.kariSubmitted}`);
  await expect(main(page).getByRole('heading', { name: 'Skadesaken er allerede sendt inn.' })).toBeVisible();
  await expect(stepHeading(page, 1, 'Hvem melder skaden?')).toHaveCount(0);
  await expectAccessible(page, 'allerede sendt inn');
  // Nothing to lose: leaving does not ask.
  await main(page).getByRole('link', { name: 'SJEKK DINE SAKER' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/skadesaker');
  await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
});
