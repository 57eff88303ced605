/**
 * The start date of a purchase (SPEC §5, §9): a calendar day in Europe/Oslo from today up to today + 183 days.
 * Days are 'YYYY-MM-DD'; the form keeps startDate as an ISO date-time ('YYYY-MM-DDT00:00:00.000Z'),
 * whose day is read in Europe/Oslo.
 */
import { formatOsloDay, osloDay, osloToday } from './schemas/dates';

export const START_DATE_MAX_DAYS = 183;

/**
 * Why the window is what it is, for the business reader (the step's drawing). SPEC gives the window, not its reason;
 * this is ours, to be confirmed by the business: the price is reckoned on the day of the order.
 */
export const START_DATE_WINDOW_WHY = `Fra og med i dag til og med ${START_DATE_MAX_DAYS} dager frem (et halvt år): en forsikring kan ikke starte bakover i tid, og prisen regnes ut den dagen kunden bestiller, så den gjelder bare for en start innen et halvt år (vår begrunnelse; spesifikasjonen gir grensen, ikke grunnen).`;

export { osloToday };

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `day` plus whole years; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  return target.getUTCMonth() === m - 1 ? target.toISOString().slice(0, 10) : new Date(Date.UTC(y + years, m, 0)).toISOString().slice(0, 10);
}

export interface DayWindow {
  /** First choosable day (today in Oslo). */
  min: string;
  /** Last choosable day (today + 183). */
  max: string;
}

export function startDateWindow(now: Date = new Date()): DayWindow {
  const min = osloToday(now);
  return { min, max: addDays(min, START_DATE_MAX_DAYS) };
}

export const isWithin = (day: string, window: DayWindow) => day >= window.min && day <= window.max;

/**
 * The Oslo calendar day of a start date: a date-time with a zone is read as an instant in Oslo, a bare
 * date or a date-time without zone as written (osloDay). Null when it is not a real date.
 */
export const startDateDay = (value: string | null | undefined): string | null => osloDay((value ?? '').trim());

/** The form's startDate for a chosen day: midnight UTC, which is the same day in Oslo. */
export const startDateFromDay = (day: string): string => `${day}T00:00:00.000Z`;

/** 'dd.MM.yyyy' of a day or start date; '' when there is none. */
export const formatDay = (value: string | null | undefined): string => formatOsloDay((value ?? '').trim()) ?? '';
