const OSLO = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What OSLO.format gives: day, month, year, hour and minute in this order, whatever stands between them. */
const OSLO_FORMATTED = /^(\d{2})\.(\d{2})\.(\d{4,})\D+(\d{2})\D(\d{2})$/;

/**
 * 'dd.mm.yyyy Kl. hh:mm' in Europe/Oslo. Read from `format`'s string, a third of formatToParts' cost (the case list
 * says it of every case); formatToParts when the string is not as expected.
 */
export function formatOslo(d: Date): string {
  const m = OSLO_FORMATTED.exec(OSLO.format(d));
  if (m) return `${m[1]}.${m[2]}.${m[3]} Kl. ${m[4]}:${m[5]}`;
  const p = Object.fromEntries(OSLO.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} Kl. ${p.hour}:${p.minute}`;
}
