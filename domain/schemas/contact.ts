/**
 * Phone, country-code and e-mail rules of SPEC §5, shared by the damage report and the purchase wizard.
 * Field schemas take `null`/`undefined` as empty, so a form value can be checked as it is.
 */
import * as v from 'valibot';
import { DEFAULT_COUNTRY_CODE } from '../codes';
import { EMAIL_ADDRESS_MESSAGES, emailAddressSchema } from './emailAddress';
import { storableText } from './text';

export const CONTACT_MESSAGES = {
  emailRequired: 'Oppgi e-postadressen din.',
  emailInvalid: EMAIL_ADDRESS_MESSAGES.invalid,
  phoneRequired: 'Oppgi telefonnummeret.',
  phoneNorwegianLength: 'Telefonnummer må ha 8 siffer etter landkoden.',
  phoneDigitsOnly: 'Telefonnummer må kun inneholde siffer.',
  phoneTooShort: 'Telefonnummer må ha minst 4 sifre.',
  phoneTooLong: 'Telefonnummer må ha maks 15 sifre.',
  countryCodeRequired: 'Oppgi landskode',
  countryCodeInvalid: 'Landkode må starte med "+" etterfulgt av 1-4 sifre.',
} as const;

export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
export const NORWEGIAN_PHONE_DIGITS = 8;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 15;
export const COUNTRY_CODE_MAX_LENGTH = 5;

/** A nullable string read as trimmed text; null and undefined become ''. Text PostgreSQL cannot store fails first. */
export const text = v.pipe(v.nullish(v.string(), ''), storableText(), v.trim());

export function isNorwegian(countryCode: string | null | undefined): boolean {
  return (countryCode ?? '').trim() === DEFAULT_COUNTRY_CODE;
}

export function emailSchema(options: { required?: boolean; requiredMessage?: string } = {}) {
  const required = options.required ?? true;
  return v.pipe(
    text,
    v.check((s) => !required || s !== '', options.requiredMessage ?? CONTACT_MESSAGES.emailRequired),
    emailAddressSchema,
  );
}

/** The phone number's rules depend on the country code next to it. */
export function phoneNumberSchema(countryCode: string | null | undefined, options: { required?: boolean } = {}) {
  const required = options.required ?? true;
  const requiredCheck = v.check<string, string>((s) => !required || s !== '', CONTACT_MESSAGES.phoneRequired);
  if (isNorwegian(countryCode)) {
    return v.pipe(
      text,
      requiredCheck,
      v.check((s) => s === '' || new RegExp(`^\\d{${NORWEGIAN_PHONE_DIGITS}}$`).test(s), CONTACT_MESSAGES.phoneNorwegianLength),
    );
  }
  return v.pipe(
    text,
    requiredCheck,
    v.check((s) => s === '' || /^\d+$/.test(s), CONTACT_MESSAGES.phoneDigitsOnly),
    v.check((s) => s === '' || s.length >= PHONE_MIN_DIGITS, CONTACT_MESSAGES.phoneTooShort),
    v.check((s) => s === '' || s.length <= PHONE_MAX_DIGITS, CONTACT_MESSAGES.phoneTooLong),
  );
}

/** The country code is required once a number is entered. */
export function countryCodeSchema(phoneNumber: string | null | undefined) {
  const hasNumber = (phoneNumber ?? '').trim() !== '';
  return v.pipe(
    text,
    v.check((s) => !hasNumber || s !== '', CONTACT_MESSAGES.countryCodeRequired),
    v.check((s) => s === '' || COUNTRY_CODE_PATTERN.test(s), CONTACT_MESSAGES.countryCodeInvalid),
  );
}

/** What typing into the country-code field keeps: digits and '+', a leading 00 becomes +, max 5 characters. */
export function normalizeCountryCodeInput(raw: string): string {
  const cleaned = raw.replace(/[^\d+]/g, '');
  const withPlus = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned;
  return withPlus.slice(0, COUNTRY_CODE_MAX_LENGTH);
}

/** What typing into a phone field keeps: +47 → up to 8 digits; other codes → up to 15 characters. */
export function normalizePhoneInput(raw: string, countryCode: string | null | undefined): string {
  if (isNorwegian(countryCode)) return raw.replace(/\D/g, '').slice(0, NORWEGIAN_PHONE_DIGITS);
  return raw.replace(/\s/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** The full number sent to the API: country code followed by the number ('+4791234567'). */
export function joinPhone(countryCode: string | null | undefined, phoneNumber: string | null | undefined): string | null {
  const number = (phoneNumber ?? '').trim();
  if (number === '') return null;
  return `${(countryCode ?? '').trim() || DEFAULT_COUNTRY_CODE}${number}`;
}

/**
 * A phone number as shown to the customer: the stored full number when there is one ('+4791234567'), else the
 * country code and the number with a space between ('+47 91234567'), the code +47 when it is empty (as joinPhone
 * sends it); '' without a number.
 */
export function phoneText(
  countryCode: string | null | undefined,
  phoneNumber: string | null | undefined,
  fullNumber?: string | null,
): string {
  const full = (fullNumber ?? '').trim();
  if (full !== '') return full;
  const number = (phoneNumber ?? '').trim();
  if (number === '') return '';
  return `${(countryCode ?? '').trim() || DEFAULT_COUNTRY_CODE} ${number}`;
}

/** Splits a stored full number into code and number when it starts with the given (default +47) code. */
export function splitPhone(
  fullNumber: string | null | undefined,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): { countryCode: string; phoneNumber: string } {
  const full = (fullNumber ?? '').replace(/\s/g, '');
  if (full.startsWith(countryCode)) return { countryCode, phoneNumber: full.slice(countryCode.length) };
  if (full.startsWith('00' + countryCode.slice(1))) return { countryCode, phoneNumber: full.slice(countryCode.length + 1) };
  return { countryCode, phoneNumber: full };
}
