/** Calendar dates as the damage report stores them (YYYY-MM-DD, optionally with a time), and today in Norway. */

/** A date that does not exist in the calendar (2024-02-30, 2024-13-45) or is not a date at all. */
export const DAMAGE_DATE_INVALID_MESSAGE = 'Datoen er ikke gyldig. Velg en dato i kalenderen.';

/** ISO date (2024-05-01) or date-time (2024-05-01T00:00:00.000Z). Shape only: see isCalendarDate. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A date that exists: the shape of ISO_DATE_PATTERN, month 1–12, a day the month has (2024-02-29 yes,
 * 2023-02-29 and 2024-02-30 no), year 1 or later, and a time (if any) within 00:00–23:59:59.
 */
export function isCalendarDate(s: string): boolean {
  if (!ISO_DATE_PATTERN.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > days) return false;
  if (s.length > 10) {
    const hour = Number(s.slice(11, 13));
    const minute = Number(s.slice(14, 16));
    const second = s.length >= 19 && s[16] === ':' ? Number(s.slice(17, 19)) : 0;
    if (hour > 23 || minute > 59 || second > 59) return false;
  }
  return true;
}

// Made on first use: a time-zone formatter loads the zone's data, a long task on a slow phone, and the modules
// that import this one are loaded with screens that don't need dates yet.
let osloDate: Intl.DateTimeFormat | undefined;

/** The calendar day in Europe/Oslo as YYYY-MM-DD of an instant (by default now), wherever the code runs. */
export function osloToday(now: Date = new Date()): string {
  osloDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(osloDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
