/**
 * The month grid and names of the start-date picker (Norwegian, weeks from Monday). Days are 'YYYY-MM-DD'.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/nb.js';

const nb = (day: string) => dayjs(day).locale('nb');

/** 'mandag 23. november 2026' */
export const longDayName = (day: string): string => nb(day).format('dddd D. MMMM YYYY');
/** 'november 2026' */
export const monthName = (day: string): string => nb(day).format('MMMM YYYY');

/** Monday first: [short, full] names. */
export const WEEKDAYS: readonly (readonly [string, string])[] = [1, 2, 3, 4, 5, 6, 0].map((i) => {
  const ref = dayjs('2026-11-22').add(i, 'day').locale('nb'); // 2026-11-22 is a Sunday
  return [ref.format('dd'), ref.format('dddd')] as const;
});

export const monthStart = (day: string): string => nb(day).startOf('month').format('YYYY-MM-DD');

/** Monday = 0 … Sunday = 6 */
const weekdayIndex = (day: string) => (nb(day).day() + 6) % 7;

/** The weeks of the month of `day`: each a list of 7 days, null outside the month. */
export function monthWeeks(day: string): (string | null)[][] {
  const first = nb(day).startOf('month');
  const count = first.daysInMonth();
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first.format('YYYY-MM-DD')) }, () => null);
  for (let d = 0; d < count; d++) cells.push(first.add(d, 'day').format('YYYY-MM-DD'));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where a key moves the focused day (WAI-ARIA date picker dialog); null for other keys. */
export function moveDay(day: string, key: string, shiftKey = false): string | null {
  const d = nb(day);
  switch (key) {
    case 'ArrowRight':
      return d.add(1, 'day').format('YYYY-MM-DD');
    case 'ArrowLeft':
      return d.subtract(1, 'day').format('YYYY-MM-DD');
    case 'ArrowDown':
      return d.add(7, 'day').format('YYYY-MM-DD');
    case 'ArrowUp':
      return d.subtract(7, 'day').format('YYYY-MM-DD');
    case 'Home':
      return d.subtract(weekdayIndex(day), 'day').format('YYYY-MM-DD');
    case 'End':
      return d.add(6 - weekdayIndex(day), 'day').format('YYYY-MM-DD');
    case 'PageUp':
      return d.subtract(1, shiftKey ? 'year' : 'month').format('YYYY-MM-DD');
    case 'PageDown':
      return d.add(1, shiftKey ? 'year' : 'month').format('YYYY-MM-DD');
    default:
      return null;
  }
}
