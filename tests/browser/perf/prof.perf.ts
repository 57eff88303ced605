import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { osloToday } from '../../../domain/purchaseDates';
import { expect, loginWithSsn, newFodselsnummer, suppressHomeModals, test } from '../fixtures';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

test('profile damage NESTE', async ({ page }) => {
  await suppressHomeModals(page);
  await loginWithSsn(page, newFodselsnummer());
  await page.goto('/meld-skade/skademelding');
  await expect(heading(page)).toHaveText('Steg 1 av 4: Hvem melder skaden?');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const prof = async (name: string, act: () => Promise<void>, next: string) => {
    await page.waitForTimeout(1500);
    await cdp.send('Profiler.start');
    await act();
    await expect(heading(page)).toHaveText(next);
    await page.waitForTimeout(300);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/prof-${name}.cpuprofile`, JSON.stringify(profile));
  };
  await main(page).getByRole('radio', { name: 'Forsikringstaker' }).check();
  await button(page, 'NESTE').click();
  await main(page).getByRole('combobox', { name: 'Adressen til skadestedet' }).fill('Storgata 1');
  await main(page).getByRole('option', { name: /^Storgata 1, 0155 OSLO$/ }).click();
  await button(page, 'NESTE').click();
  await main(page).getByRole('combobox', { name: 'Forsikringsselskap' }).selectOption({ index: 1 });
  await main(page).getByRole('checkbox', { name: 'Hus/bolig' }).check();
  await button(page, 'NESTE').click();
  await expect(heading(page)).toHaveText('Steg 3 av 4: Om skaden');
  await main(page).getByLabel('Når oppdaget du skaden?').fill(osloToday());
  await main(page).getByRole('combobox', { name: 'Hva slags skade er det?' }).selectOption({ label: 'Veggdyr' });
  await prof('omskaden', () => button(page, 'NESTE').click(), 'Steg 3 av 4: Vedlegg og beskrivelse');
  await main(page).getByRole('radio', { name: 'Nei', exact: true }).check();
  await main(page).getByRole('textbox', { name: 'Beskriv skaden' }).fill('Vi har sett veggdyr i soverommet i tre netter.');
  await prof('vedlegg', () => button(page, 'NESTE').click(), 'Steg 4 av 4: Kontaktinformasjon');
});
