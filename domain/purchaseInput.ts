/**
 * What typing into the purchase form keeps, and what one change does besides setting the field (pure):
 * SPEC §4 (country code back to +47 when emptied, mobilePhone recomputed on every change of code or
 * number, the no-damage confirmation clears the description, the manual-address toggle resets the address)
 * and §5 (typing limits).
 */
import { DEFAULT_COUNTRY_CODE } from './codes';
import { addressText } from './addressText';
import { clearedAddress, type PurchaseField, type PurchaseForm } from './purchaseForm';
import { joinPhone, normalizeCountryCodeInput, normalizePhoneInput } from './schemas/contact';

export const ZIP_LENGTH = 4;

/** Country code as typed: digits and '+', a leading 00 becomes '+', max 5 characters; empty → +47. */
export function countryCodeInput(raw: string): string {
  return normalizeCountryCodeInput(raw) || DEFAULT_COUNTRY_CODE;
}

/** Phone number as typed: +47 → up to 8 digits; other codes → up to 15 characters (non-digits are left for the rule to name). */
export const phoneNumberInput = (raw: string, countryCode: string): string => normalizePhoneInput(raw, countryCode);

/** Postnummer as typed: digits only, at most 4. */
export const zipInput = (raw: string): string => raw.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/** The full number sent as mobilePhone: '+4791234567', '' without a number. */
export const mobilePhoneOf = (countryCode: string, phoneNumber: string): string => joinPhone(countryCode, phoneNumber) ?? '';

const MANUAL_ADDRESS_FIELDS: readonly PurchaseField[] = ['buildingAddress', 'buildingZip', 'buildingCity'];

/**
 * The form after the customer changed one field. Typing a new address search drops the chosen address;
 * typed manual fields also make up insuredAddress.
 */
export function applyPurchaseChange<K extends PurchaseField>(form: PurchaseForm, field: K, value: PurchaseForm[K]): PurchaseForm {
  const next: PurchaseForm = { ...form, [field]: value };
  switch (field) {
    case 'countryCode':
      next.countryCode = countryCodeInput(String(value ?? ''));
      next.mobilePhone = mobilePhoneOf(next.countryCode, next.phoneNumber);
      return next;
    case 'phoneNumber':
      next.phoneNumber = phoneNumberInput(String(value ?? ''), next.countryCode);
      next.mobilePhone = mobilePhoneOf(next.countryCode, next.phoneNumber);
      return next;
    case 'confirmNoDamage':
      if (value === true) next.damageDescription = '';
      return next;
    case 'typeAdressManually':
      if (value === form.typeAdressManually) return next;
      return { ...next, ...clearedAddress() };
    case 'insuredAddress':
      // A new search text: the customer has to choose again.
      if (next.typeAdressManually) return next;
      return { ...next, ...clearedAddress(), insuredAddress: String(value ?? '') };
  }
  if (field === 'buildingZip') next.buildingZip = zipInput(String(value ?? ''));
  if (MANUAL_ADDRESS_FIELDS.includes(field) && next.typeAdressManually) {
    next.insuredAddress = addressText(next.buildingAddress, next.buildingZip, next.buildingCity);
  }
  return next;
}
