/**
 * NESTE answers at once on every step of the three flows, on a slow phone (issue 46): Interaction to Next Paint of
 * each click at 375 px with the CPU 4x slower (Lighthouse's mobile profile), held to 100 ms. Every step is walked,
 * and the flows' last buttons (SEND INN, BESTILL FORSIKRING, SI OPP FORSIKRING) are measured too. Run by
 * `npm run bench:inp` after `npm run build` (tests/browser/perf.config.ts): timings on a machine's own CPU, so not
 * part of `npm test`.
 */
import type { Locator, Page } from '@playwright/test';
import { osloToday } from '../../../domain/purchaseDates';
import { expect, loginWithSsn, newFodselsnummer, suppressHomeModals, test } from '../fixtures';
import { pickDate } from '../datePicker';
import { customerWithInsurance } from '../insuranceCustomer';
import { clickDuration, recordInteractions, throttleCpu, UNREPORTED_BELOW_MS, type InteractionTime } from './interactions';

const INP_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

/** Each flow's measured clicks, printed as one table at the end. */
const rows: { flow: string; step: string; time: InteractionTime }[] = [];

test.afterAll(() => {
  const width = Math.max(...rows.map((r) => `${r.flow}: ${r.step}`.length));
  const ms = (value: number) => `${Math.round(value)} ms`;
  const show = ({ duration, inputDelay, processing, presentation }: InteractionTime) =>
    duration <= UNREPORTED_BELOW_MS ? `< ${UNREPORTED_BELOW_MS} ms` : `${ms(duration).padStart(7)}  (waiting ${ms(inputDelay)}, handlers ${ms(processing)}, to the paint ${ms(presentation)})`;
  console.log(`\nInteraction to Next Paint at ${CPU_SLOWDOWN}x CPU, 375 px (budget ${INP_BUDGET_MS} ms)\n`);
  for (const r of rows) console.log(`${`${r.flow}: ${r.step}`.padEnd(width)}  ${show(r.time)}${r.time.duration > INP_BUDGET_MS ? '  OVER' : ''}`);
});

/** Clicks `target` on `step` and checks that the page answered (`next` heading) within the budget. */
async function measure(page: Page, flow: string, step: string, target: Locator, next: RegExp | string): Promise<void> {
  const time = await clickDuration(page, target, () => expect(heading(page)).toHaveText(next));
  rows.push({ flow, step, time });
  expect.soft(time.duration, `${flow}, ${step}: ${Math.round(time.duration)} ms`).toBeLessThanOrEqual(INP_BUDGET_MS);
}

test.beforeEach(async ({ page }) => {
  await recordInteractions(page);
  await suppressHomeModals(page);
});

test('Meld skade: NESTE on each of the six steps, and SEND INN', async ({ page }) => {
  const flow = 'Meld skade';
  await loginWithSsn(page, newFodselsnummer());
  await page.goto('/meld-skade/skademelding');
  await expect(heading(page)).toHaveText('Steg 1 av 4: Hvem melder skaden?');
  await throttleCpu(page, CPU_SLOWDOWN);

  await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
  await measure(page, flow, 'Hvem melder skaden?', button(page, 'NESTE'), 'Steg 2 av 4: Hvor er skaden?');

  await main(page).getByRole('combobox', { name: 'Adressen til skadestedet' }).fill('Storgata 1');
  await main(page).getByRole('option', { name: /^Storgata 1, 0155 OSLO$/ }).click();
  await measure(page, flow, 'Hvor er skaden?', button(page, 'NESTE'), 'Steg 2 av 4: Hvor er du forsikret?');

  await main(page).getByRole('combobox', { name: 'Forsikringsselskap' }).selectOption({ index: 1 });
  await main(page).getByRole('checkbox', { name: 'Hus/bolig' }).check();
  await measure(page, flow, 'Hvor er du forsikret?', button(page, 'NESTE'), 'Steg 3 av 4: Om skaden');

  await pickDate(page, osloToday());
  await main(page).getByRole('combobox', { name: 'Hva slags skade er det?' }).selectOption({ label: 'Veggdyr' });
  await measure(page, flow, 'Om skaden', button(page, 'NESTE'), 'Steg 3 av 4: Vedlegg og beskrivelse');

  await main(page).getByRole('radio', { name: 'Nei', exact: true }).check();
  await main(page).getByRole('textbox', { name: 'Beskriv skaden' }).fill('Vi har sett veggdyr i soverommet i tre netter.');
  await measure(page, flow, 'Vedlegg og beskrivelse', button(page, 'NESTE'), 'Steg 4 av 4: Kontaktinformasjon');

  await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
  await main(page).getByRole('textbox', { name: 'E-postadressen din' }).fill('ny.kunde@example.no');
  await measure(page, flow, 'Kontaktinformasjon', button(page, 'NESTE'), 'Steg 4 av 4: Oppsummering');

  await main(page).getByRole('checkbox', { name: /Jeg bekrefter at informasjonen er korrekt/ }).check();
  await measure(page, flow, 'Oppsummering (SEND INN)', button(page, 'SEND INN'), 'Takk for skademeldingen!');
});

test('Kjøp forsikring: NESTE on each of the three steps, and BESTILL FORSIKRING', async ({ page }) => {
  const flow = 'Kjøp forsikring';
  await loginWithSsn(page, newFodselsnummer());
  await page.goto('/kjop-forsikring');
  await expect(heading(page)).toHaveText('Steg 1 av 4: Adresse');
  await throttleCpu(page, CPU_SLOWDOWN);

  await main(page).getByRole('combobox', { name: /adresse/i }).fill('Storgata 15');
  await page.getByRole('option', { name: 'Storgata 15, 0155 OSLO' }).click();
  await measure(page, flow, 'Adresse', button(page, 'NESTE'), 'Steg 2 av 4: Velg forsikring');

  await main(page).getByRole('radio', { name: 'Råte- og skadedyrsforsikring' }).check();
  await measure(page, flow, 'Velg forsikring', button(page, 'NESTE'), 'Steg 3 av 4: Startdato og kontakt');

  await pickDate(page, osloToday());
  await main(page).getByRole('textbox', { name: 'Telefonnummer' }).fill('91234567');
  await main(page).getByRole('textbox', { name: 'Hva er din e-post?' }).fill('ny.kunde@example.no');
  await measure(page, flow, 'Startdato og kontakt', button(page, 'NESTE'), 'Steg 4 av 4: Oppsummering');

  await measure(page, flow, 'Oppsummering (BESTILL FORSIKRING)', button(page, 'BESTILL FORSIKRING'), 'Takk for bestillingen');
});

test('Si opp forsikring: NESTE on both steps, and SI OPP FORSIKRING', async ({ page }) => {
  const flow = 'Si opp forsikring';
  const agreementId = await customerWithInsurance(page);
  await page.goto(`/forsikringer/${agreementId}/si-opp`);
  await expect(heading(page)).toHaveText(/Steg 1 av 3: Hvorfor vil du si opp\?/);
  await throttleCpu(page, CPU_SLOWDOWN);

  await main(page).getByRole('radio', { name: 'Jeg har solgt eller flyttet fra bygningen, eller behovet er borte' }).check();
  await measure(page, flow, 'Hvorfor vil du si opp?', button(page, 'NESTE'), /Steg 2 av 3: Når skal forsikringen slutte\?/);

  await pickDate(page, osloToday());
  await measure(page, flow, 'Når skal forsikringen slutte?', button(page, 'NESTE'), /Steg 3 av 3: Oppsummering/);

  await measure(page, flow, 'Oppsummering (SI OPP FORSIKRING)', button(page, 'SI OPP FORSIKRING'), /Forsikringen er sagt opp og gjelder til og med/);
});
