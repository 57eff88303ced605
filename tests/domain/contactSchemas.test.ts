import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CONTACT_MESSAGES as C,
  countryCodeSchema,
  emailSchema,
  joinPhone,
  normalizeCountryCodeInput,
  normalizePhoneInput,
  phoneNumberSchema,
  phoneText,
  splitPhone,
} from '../../domain/schemas/contact';

const first = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message ?? null;

describe('contact rules (SPEC §5, shared with the purchase wizard)', () => {
  it('e-mail: required, simple pattern, optional variant', () => {
    expect(first(emailSchema(), null)).toBe(C.emailRequired);
    expect(first(emailSchema(), ' ')).toBe(C.emailRequired);
    expect(first(emailSchema(), 'kari@example')).toBe(C.emailInvalid);
    expect(first(emailSchema(), 'kari@example.no')).toBeNull();
    expect(first(emailSchema({ required: false }), '')).toBeNull();
    expect(first(emailSchema({ required: false }), 'a@b')).toBe(C.emailInvalid);
  });

  it('phone with +47: required, exactly 8 digits', () => {
    expect(first(phoneNumberSchema('+47'), '')).toBe(C.phoneRequired);
    expect(first(phoneNumberSchema('+47'), '1234567')).toBe(C.phoneNorwegianLength);
    expect(first(phoneNumberSchema('+47'), '123456789')).toBe(C.phoneNorwegianLength);
    expect(first(phoneNumberSchema('+47'), '12345678')).toBeNull();
    expect(first(phoneNumberSchema('+47', { required: false }), '')).toBeNull();
  });

  it('phone with other codes: digits, 4 to 15', () => {
    expect(first(phoneNumberSchema('+46'), '12-34')).toBe(C.phoneDigitsOnly);
    expect(first(phoneNumberSchema('+46'), '123')).toBe(C.phoneTooShort);
    expect(first(phoneNumberSchema('+46'), '1234')).toBeNull();
    expect(first(phoneNumberSchema('+46'), '123456789012345')).toBeNull();
    expect(first(phoneNumberSchema('+46'), '1234567890123456')).toBe(C.phoneTooLong);
  });

  it('country code: required with a number, + and 1-4 digits', () => {
    expect(first(countryCodeSchema('12345678'), '')).toBe(C.countryCodeRequired);
    expect(first(countryCodeSchema(''), '')).toBeNull();
    expect(first(countryCodeSchema('12345678'), '47')).toBe(C.countryCodeInvalid);
    expect(first(countryCodeSchema('12345678'), '+12345')).toBe(C.countryCodeInvalid);
    expect(first(countryCodeSchema('12345678'), '+1')).toBeNull();
  });

  it('typing: 00 becomes +, only digits and +, max 5; +47 numbers keep 8 digits, others 15 characters', () => {
    expect(normalizeCountryCodeInput('0046')).toBe('+46');
    expect(normalizeCountryCodeInput('+4a7')).toBe('+47');
    expect(normalizeCountryCodeInput('+123456')).toBe('+1234');
    expect(normalizePhoneInput('912 34 5678', '+47')).toBe('91234567');
    expect(normalizePhoneInput('1234567890123456789', '+46')).toBe('123456789012345');
  });

  it('joins and splits full numbers', () => {
    expect(joinPhone('+47', '91234567')).toBe('+4791234567');
    expect(joinPhone('', '91234567')).toBe('+4791234567');
    expect(joinPhone('+47', '')).toBeNull();
    expect(splitPhone('+47 912 34 567')).toEqual({ countryCode: '+47', phoneNumber: '91234567' });
    expect(splitPhone('004791234567')).toEqual({ countryCode: '+47', phoneNumber: '91234567' });
    expect(splitPhone('91234567')).toEqual({ countryCode: '+47', phoneNumber: '91234567' });
  });

  it('phone as shown: the stored full number, else code and number (+47 when the code is empty), else empty', () => {
    expect(phoneText('+47', '91234567', '+4791234567')).toBe('+4791234567');
    expect(phoneText('+47', '91234567')).toBe('+47 91234567');
    expect(phoneText('+46', ' 701234567 ', null)).toBe('+46 701234567');
    expect(phoneText('', '91234567', '')).toBe('+47 91234567');
    expect(phoneText(null, '91234567')).toBe('+47 91234567');
    expect(phoneText('+47', '', null)).toBe('');
    expect(phoneText(undefined, undefined)).toBe('');
  });
});
