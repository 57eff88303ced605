import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/nb.js';

dayjs.extend(customParseFormat);

/** SPEC §3 Product: the monthly price is the yearly price / 12. */
export function monthlyPrice(yearly: number): number {
  return yearly / 12;
}

/**
 * An amount in Norwegian number format (space as thousands separator, comma as decimal sign):
 * whole numbers without decimals, otherwise 2 decimals (SPEC §3). 4050 → "4 050", 83.333… → "83,33".
 * The separator is a no-break space, so "4 050" never wraps.
 */
export function formatAmount(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return amount.toLocaleString('nb-NO', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true });
}

/** The monthly price of a yearly price, formatted (e.g. 3000 → "250"). */
export function formatMonthlyPrice(yearly: number): string {
  return formatAmount(monthlyPrice(yearly));
}

/** An ISO date (YYYY-MM-DD, or a full ISO timestamp) as dd.MM.yyyy; anything unparsable is returned as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', 'nb', true) : dayjs(value);
  return date.isValid() ? date.locale('nb').format('DD.MM.YYYY') : value;
}

/**
 * A day (YYYY-MM-DD) as a customer reads it in running text: «1. mars 2027». Anything else is returned as given.
 * The cancellation's dates (docs/cancellation.md) are written so in the pages, the messages and the PDF.
 */
export function formatLongDate(day: string): string {
  const date = dayjs(day, 'YYYY-MM-DD', 'nb', true);
  return date.isValid() ? date.locale('nb').format('D. MMMM YYYY') : day;
}

/** The year before an ISO renewal date: the start of the current one-year insurance period. */
export function periodStart(renewalDate: string): string | undefined {
  const date = dayjs(renewalDate, 'YYYY-MM-DD', true);
  return date.isValid() ? date.subtract(1, 'year').format('YYYY-MM-DD') : undefined;
}
