/**
 * Calendar dates as the forms store them (YYYY-MM-DD, optionally with a time and a UTC offset), read as days in
 * Norway, and today in Norway.
 */

/** A date that does not exist in the calendar (2024-02-30, 2024-13-45) or is not a date at all. */
export const DAMAGE_DATE_INVALID_MESSAGE = 'Datoen er ikke gyldig. Velg en dato i kalenderen.';

/** ISO date (2024-05-01) or date-time (2024-05-01T00:00:00.000Z, …T10:00+02:00, …T10:00). Shape only: see osloDay. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/** UTC offsets in use run from −12:00 to +14:00; beyond that (+25:00) the value names no place on earth. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The calendar day in Europe/Oslo (YYYY-MM-DD) that a date or date-time names, or null when it names none.
 * A date is that day; a date-time without offset is Norwegian local time, so its date; a date-time with an offset
 * (or Z) is an instant, read in Oslo: 2026-11-24T23:30:00Z is 25 November there. Null for a day the month lacks
 * (2024-02-30), year 0, a time beyond 23:59:59 or an offset beyond −12:00…+14:00.
 */
export function osloDay(s: string): string | null {
  const m = ISO_DATE_PATTERN.exec(s);
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss, zone, sign, offsetH, offsetM] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return null;
  const date = `${y}-${mo}-${d}`;
  if (hh === undefined) return date;
  const [hour, minute, second] = [Number(hh), Number(mi), Number(ss ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (!zone) return date;
  const offset = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetH) * 60 + Number(offsetM));
  if (Number(offsetM ?? 0) > 59 || offset < MIN_OFFSET_MINUTES || offset > MAX_OFFSET_MINUTES) return null;
  const instant = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - offset, second);
  const oslo = osloToday(instant);
  // 9999-12-31T23:00-05:00 is a day of year 10000 in Oslo: not a day this format can hold.
  return /^\d{4}-/.test(oslo) ? oslo : null;
}

/**
 * A date that exists: the shape of ISO_DATE_PATTERN, month 1–12, a day the month has (2024-02-29 yes,
 * 2023-02-29 and 2024-02-30 no), year 1 or later, a time (if any) within 00:00–23:59:59 and an offset (if any)
 * within −12:00…+14:00.
 */
export const isCalendarDate = (s: string): boolean => osloDay(s) !== null;

/** 'dd.MM.yyyy' of the day in Oslo a date or date-time names (osloDay); null when it names none. */
export function formatOsloDay(s: string): string | null {
  const day = osloDay(s);
  if (!day) return null;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * SPEC §2 Case summary and the damage report's Oppsummering: DATO as dd.MM.yyyy. The case stores an ISO date (or
 * date-time); shown is its calendar day in Norway, the day the server's "not after today" rule judged (osloDay),
 * whatever the device's time zone. What does not read as a date is shown as it is; no date, nothing.
 */
export function formatDamageDate(value: string | null | undefined): string | undefined {
  return value ? (formatOsloDay(value) ?? value) : undefined;
}

// Made on first use: a time-zone formatter loads the zone's data, a long task on a slow phone, and the modules
// that import this one are loaded with screens that don't need dates yet.
let osloDate: Intl.DateTimeFormat | undefined;

/** The calendar day in Europe/Oslo as YYYY-MM-DD of an instant (by default now), wherever the code runs. */
export function osloToday(now: Date = new Date()): string {
  osloDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(osloDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
}
