import { describe, expect, it } from 'vitest';
import { formatDamageDate } from '../../../domain/schemas/dates';

describe('formatDamageDate (SPEC §2 Case summary, DATO)', () => {
  it('shows a stored date as dd.MM.yyyy', () => {
    expect(formatDamageDate('2025-08-28')).toBe('28.08.2025');
  });

  it("shows a date-time by its calendar day in Norway, the day the server's rule judged", () => {
    // 23:30 UTC on 24 November is 00:30 on 25 November in Oslo (UTC+1); 22:30 UTC on 15 June is 16 June (UTC+2).
    expect(formatDamageDate('2026-11-24T23:30:00Z')).toBe('25.11.2026');
    expect(formatDamageDate('2026-06-15T22:30:00.000Z')).toBe('16.06.2026');
    expect(formatDamageDate('2026-11-24T10:00:00')).toBe('24.11.2026');
  });

  it('keeps what it cannot read, and shows nothing for no date', () => {
    expect(formatDamageDate('snart')).toBe('snart');
    expect(formatDamageDate(null)).toBeUndefined();
    expect(formatDamageDate('')).toBeUndefined();
  });
});
