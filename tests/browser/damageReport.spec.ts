import type { Page, TestInfo } from '@playwright/test';
import { test, expect, expectAccessible, expectNoOverflow, dialog, loginWithSsn, newFodselsnummer, snap, suppressHomeModals } from './fixtures';
import { EACH_WIDTH } from './widths';
import { pickDate } from './datePicker';

// The damage report flow (SPEC §2 "Damage report flow") against the real server, a new customer per
// test (starting the flow creates a draft; a new customer has no agreements, so the address is searched).

/** A 1×1 PNG, made here so the upload is a real image file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function isoDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const norwegian = (iso: string) => iso.split('-').reverse().join('.');

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, n: number, title: string) => main(page).getByRole('heading', { level: 1, name: `Steg ${n} av 4: ${title}` });
const next = (page: Page) => main(page).getByRole('button', { name: 'NESTE' });

async function expectStep(page: Page, path: string, n: number, title: string) {
  await expect(page).toHaveURL((url) => url.pathname === path && (url.searchParams.get('CaseId') ?? '').length > 0);
  await expect(stepHeading(page, n, title)).toBeVisible();
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectAccessible(page, name);
  await expectNoOverflow(page, name);
  await snap(page, testInfo, `skade-${name}`);
}

async function startReport(page: Page) {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await main(page).getByRole('link', { name: /Meld skade/ }).click();
  await expectStep(page, '/meld-skade/rolle', 1, 'Hvem melder skaden?');
}

async function fillRolleAsPolicyholder(page: Page) {
  await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
  await next(page).click();
  await expectStep(page, '/meld-skade/lokasjon', 2, 'Hvor er skaden?');
}

async function chooseAddress(page: Page) {
  const search = main(page).getByRole('combobox', { name: 'Adressen til skadestedet' });
  await search.fill('Storgata 1');
  const option = main(page).getByRole('option', { name: /^Storgata 1, 0155 OSLO$/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(main(page)).toContainText('Valgt adresse: Storgata 1, 0155 OSLO');
}

test('a private damage report from the home page card to the thank-you page, then in the case list and summary', async ({ page }, testInfo) => {
  // The whole report, its thank-you page, the case list and the summary, axe at three widths: about 65 s on the slow machine.
  test.setTimeout(90_000);
  await startReport(page);
  if (testInfo.project.name === 'mobile') await expect(page.getByRole('banner')).toContainText('1/4');

  // Rolle: next without a role shows the error summary, focused, linking to the field.
  await check(page, testInfo, '1-rolle');
  await next(page).click();
  const summary = main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Velg rolle før du går videre.' })).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'Forsikringstaker' })).toHaveAttribute('aria-invalid', 'true');
  await check(page, testInfo, '1-rolle-feil');
  await summary.getByRole('link', { name: 'Velg rolle før du går videre.' }).click();
  await expect(main(page).getByRole('radio', { name: 'Forsikringstaker' })).toBeFocused();
  await fillRolleAsPolicyholder(page);
  await expect(stepHeading(page, 2, 'Hvor er skaden?')).toBeFocused();

  // Lokasjon: no agreements → the address search with the notice; next is shown disabled until chosen.
  await expect(main(page)).toContainText('Vi fant ingen adresse med tilhørende forsikring. Vi behøver den for å behandle saken din.');
  await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
  await chooseAddress(page);
  await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
  await check(page, testInfo, '2-lokasjon');
  await next(page).click();

  // Forsikring.
  await expectStep(page, '/meld-skade/forsikring', 2, 'Hvor er du forsikret?');
  await main(page).getByRole('combobox', { name: 'Forsikringsselskap' }).selectOption({ index: 1 });
  await main(page).getByRole('checkbox', { name: 'Hus/bolig' }).check();
  await check(page, testInfo, '2-forsikring');
  await next(page).click();

  // Skade: date and type; the chosen type's hint is shown.
  await expectStep(page, '/meld-skade/skade', 3, 'Om skaden');
  const damageDate = isoDaysAgo(3);
  await pickDate(page, damageDate);
  await main(page).getByRole('combobox', { name: 'Hva slags skade er det?' }).selectOption({ label: 'Veggdyr' });
  await expect(main(page)).toContainText('minus 18 grader i 3 døgn');
  await check(page, testInfo, '3-skade');
  await next(page).click();

  // Informasjon: a real upload, then the description.
  await expectStep(page, '/meld-skade/informasjon', 3, 'Vedlegg og beskrivelse');
  await main(page).getByLabel('Last opp bilder, video eller dokumenter').setInputFiles({ name: 'skade.png', mimeType: 'image/png', buffer: PNG });
  const file = main(page).getByRole('list', { name: 'Vedlegg' }).getByRole('listitem').filter({ hasText: 'skade.png' });
  await expect(file).toContainText('Lastet opp');
  await main(page).getByRole('textbox', { name: 'Beskriv skaden' }).fill('Vi har sett veggdyr i soverommet i tre netter.');
  await check(page, testInfo, '3-informasjon');
  // A reload in the middle of the step (no NESTE yet) resumes here with nothing lost.
  await page.reload();
  await expectStep(page, '/meld-skade/informasjon', 3, 'Vedlegg og beskrivelse');
  await expect(main(page).getByRole('textbox', { name: 'Beskriv skaden' })).toHaveValue('Vi har sett veggdyr i soverommet i tre netter.');
  await expect(file).toContainText('Lastet opp');
  await next(page).click();

  // Kontakt: a reload in the middle of the step resumes here with what was saved.
  await expectStep(page, '/meld-skade/kontakt', 4, 'Kontaktinformasjon');
  await page.reload();
  await expectStep(page, '/meld-skade/kontakt', 4, 'Kontaktinformasjon');
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await expectStep(page, '/meld-skade/informasjon', 3, 'Vedlegg og beskrivelse');
  await expect(main(page).getByRole('textbox', { name: 'Beskriv skaden' })).toHaveValue('Vi har sett veggdyr i soverommet i tre netter.');
  await expect(file).toContainText('Lastet opp');
  await next(page).click();
  await expectStep(page, '/meld-skade/kontakt', 4, 'Kontaktinformasjon');
  await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
  await main(page).getByRole('textbox', { name: 'E-postadressen din' }).fill('ny.kunde@example.no');
  await check(page, testInfo, '4-kontakt');
  await next(page).click();

  // Oppsummering: everything entered; submitting needs the confirmation.
  await expectStep(page, '/meld-skade/oppsummering', 4, 'Oppsummering');
  await expect(main(page)).toContainText(norwegian(damageDate));
  await expect(main(page)).toContainText('Veggdyr');
  await expect(main(page)).toContainText('1 stk: skade.png');
  await expect(main(page)).toContainText('Storgata 1, 0155 OSLO');
  await expect(main(page)).toContainText('ny.kunde@example.no');
  await check(page, testInfo, '4-oppsummering');
  await main(page).getByRole('button', { name: 'SEND INN' }).click();
  await expect(main(page).getByRole('group', { name: 'Du må rette dette før du kan gå videre:' })).toBeFocused();
  await expect(main(page).getByRole('link', { name: 'Du må bekrefte at informasjonen er korrekt og samtykke til at vi kan kontakte deg i saken' })).toBeVisible();
  await main(page).getByRole('checkbox', { name: /Jeg bekrefter at informasjonen er korrekt/ }).check();
  await main(page).getByRole('button', { name: 'SEND INN' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/meld-skade/takk');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Takk for skademeldingen!' })).toBeVisible();
  await check(page, testInfo, '5-takk');
  // The flow no longer asks before leaving.
  await page.getByRole('link', { name: 'Kontakt', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/kontakt');

  // The submitted case is among the active cases, and its summary shows what was reported.
  await page.goto('/skadesaker');
  await expect(page.getByRole('heading', { level: 1, name: 'Dine skadesaker' })).toBeVisible();
  const active = page.getByRole('region', { name: 'Aktive saker' });
  await expectAccessible(page, 'skadesaker-etter-innsending');
  await active.getByRole('link', { name: /Veggdyr/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skadesak - Veggdyr' })).toBeVisible();
  await expect(main(page)).toContainText('Dette er skademeldingen du sendte oss.');
  await expect(main(page)).toContainText('1 stk');
  await expect(main(page)).toContainText('Vi har sett veggdyr i soverommet i tre netter.');
  await expect(main(page)).toContainText(norwegian(damageDate));
  await expect(main(page)).toContainText('ny.kunde@example.no');
  await expectAccessible(page, 'skadesak-oppsummering');
});

test('browser back/forward, a typed URL to a later step, reload and the leave dialog', EACH_WIDTH, async ({ page }, testInfo) => {
  await startReport(page);
  await fillRolleAsPolicyholder(page);
  const caseId = new URL(page.url()).searchParams.get('CaseId');

  // Back and forward move between the steps the machine allows.
  await page.goBack();
  await expectStep(page, '/meld-skade/rolle', 1, 'Hvem melder skaden?');
  await expect(main(page).getByRole('radio', { name: 'Forsikringstaker' })).toBeChecked();
  await page.goForward();
  await expectStep(page, '/meld-skade/lokasjon', 2, 'Hvor er skaden?');

  // A typed URL to a step whose earlier steps are not done lands on the first unfinished step.
  await page.goto(`/meld-skade/oppsummering?CaseId=${caseId}`);
  await expectStep(page, '/meld-skade/lokasjon', 2, 'Hvor er skaden?');
  expect(new URL(page.url()).searchParams.get('CaseId')).toBe(caseId);

  // Reload keeps the saved role.
  await page.reload();
  await expectStep(page, '/meld-skade/lokasjon', 2, 'Hvor er skaden?');
  await main(page).getByRole('button', { name: 'TILBAKE' }).click();
  await expectStep(page, '/meld-skade/rolle', 1, 'Hvem melder skaden?');
  await expect(main(page).getByRole('radio', { name: 'Forsikringstaker' })).toBeChecked();

  // Leaving through the navigation asks first.
  const leave = dialog(page, 'Vil du avslutte å melde skade nå?');
  const kontakt = page.getByRole('link', { name: 'Kontakt', exact: true }).filter({ visible: true }).first();
  await kontakt.click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Skademeldingen er lagret som utkast. Du kan fortsette senere under Se mine skadesaker.');
  await expect(leave.getByRole('button', { name: 'TILBAKE' })).toBeFocused();
  await check(page, testInfo, 'avslutt-dialog');
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/meld-skade\/rolle/);
  await kontakt.click();
  await leave.getByRole('button', { name: 'AVSLUTT' }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/kontakt');
});

test('an organization reporter finds the housing association in the company register', async ({ page }, testInfo) => {
  await startReport(page);
  await main(page).getByRole('radio', { name: 'Borettslag, sameie eller bedrift' }).check();
  await main(page).getByRole('radio', { name: 'Styreleder', exact: true }).check();
  const search = main(page).getByRole('combobox', { name: 'Boligselskap, sameie eller bedrift' });
  await search.fill('solbakken');
  const option = main(page).getByRole('option', { name: /SOLBAKKEN BORETTSLAG \(org\.nr\. 948123452\)/ });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await check(page, testInfo, '1-rolle-organisasjon-sok');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toHaveValue('SOLBAKKEN BORETTSLAG');
  await expect(main(page)).toContainText('Valgt: SOLBAKKEN BORETTSLAG (org.nr. 948123452)');

  // Nine digits search by organization number.
  await search.fill('948123452');
  await expect(main(page).getByRole('option', { name: /SOLBAKKEN BORETTSLAG/ })).toBeVisible();
  await main(page).getByRole('option', { name: /SOLBAKKEN BORETTSLAG/ }).click();
  await next(page).click();
  await expectStep(page, '/meld-skade/lokasjon', 2, 'Hvor er skaden?');
});
