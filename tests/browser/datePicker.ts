/**
 * The portal's date picker (src/components/form/DatePicker.tsx), as a customer uses it: the field's «Velg dato»
 * button, then the month arrows to the day's month, then the day. One date field in every flow: the damage report's
 * «Når oppdaget du skaden?», the purchase's start date and «Si opp forsikring»'s end date.
 */
import type { Page } from '@playwright/test';

/** Picks `day` ('YYYY-MM-DD') in the picker of the main region (the only date field on a step). */
export async function pickDate(page: Page, day: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: /^Velg dato/ }).click();
  const dialog = page.getByRole('dialog');
  for (let month = 0; month < 36; month++) {
    const cell = dialog.locator(`[data-day="${day}"]`);
    if (await cell.count()) {
      await cell.click();
      return;
    }
    const shown = (await dialog.locator('button[data-day]').first().getAttribute('data-day')) ?? day;
    await dialog.getByRole('button', { name: shown > day ? 'Forrige måned' : 'Neste måned' }).click();
  }
  throw new Error(`no ${day} in the date picker within three years`);
}

/** A day as the picker's field shows it: 'YYYY-MM-DD' → 'dd.mm.yyyy'. */
export const shownDay = (day: string): string => day.split('-').reverse().join('.');
