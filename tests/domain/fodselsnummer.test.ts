import { describe, expect, it } from 'vitest';
import { FODSELSNUMMER_MESSAGES, fodselsnummerError, isFodselsnummer } from '../../domain/fodselsnummer';

describe('the fødselsnummer rule', () => {
  it.each([
    ['', FODSELSNUMMER_MESSAGES.required],
    ['12a45678901', FODSELSNUMMER_MESSAGES.digitsOnly],
    ['123456789012', FODSELSNUMMER_MESSAGES.tooLong],
    ['1234567890', FODSELSNUMMER_MESSAGES.length],
    ['17047012345', null],
  ])('%j → %s', (value, message) => {
    expect(fodselsnummerError(value)).toBe(message);
  });

  it('what an e-ID sends is one only as a string of 11 digits', () => {
    expect(isFodselsnummer('17047012345')).toBe(true);
    for (const value of [17047012345, '1704701234', '17047012345\u0000', ' 17047012345', null, undefined, ['17047012345']]) expect(isFodselsnummer(value)).toBe(false);
  });
});
