import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../domain/brand';
import { CUSTOMER_ROUTE } from '../../domain/codes';
import { addDays, osloToday, startDateFromDay } from '../../domain/purchaseDates';
import { defaultPurchaseForm, type PurchaseForm } from '../../domain/purchaseForm';
import { purchaseSteps } from '../../domain/purchaseSteps';
import {
  isPurchaseStepValid,
  parsePurchaseOrder,
  PURCHASE_MESSAGES as M,
  restorePurchaseForm,
  validatePurchaseStep,
} from '../../domain/schemas/purchase';

const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';
const form = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({ ...defaultPurchaseForm(), ...overrides });

const valid = form({
  addressId: '100000062',
  buildingAddress: 'Storgata 15',
  buildingZip: '0155',
  buildingCity: 'OSLO',
  insuredAddress: 'Storgata 15, 0155 OSLO',
  productCode: 'BTHUS',
  startDate: startDateFromDay(TODAY),
  email: 'kari@example.no',
  phoneNumber: '91234567',
  mobilePhone: '+4791234567',
});

describe('purchase steps (SPEC §2, §4)', () => {
  it('are four, in order, with number and heading', () => {
    expect(purchaseSteps.all.map((s) => [s.name, s.number, s.heading])).toEqual([
      ['adresse', 1, 'Adresse'],
      ['forsikring', 2, 'Velg forsikring'],
      ['startdato', 3, 'Startdato og kontakt'],
      ['oppsummering', 4, 'Oppsummering'],
    ]);
    expect(purchaseSteps.count).toBe(4);
  });
});

describe('form defaults (SPEC §3 Purchase form)', () => {
  it('has the documented defaults', () => {
    expect(defaultPurchaseForm()).toMatchObject({
      agent: PRODUCT_NAME,
      latNumber: 59.91,
      lngNumber: 10.76,
      confirmNoDamage: true,
      consentFurtherInformation: true,
      consentMarketing: true,
      countryCode: '+47',
      customerRoute: CUSTOMER_ROUTE.kjopForsikring,
      typeAdressManually: false,
      productCode: '',
    });
    expect(defaultPurchaseForm(CUSTOMER_ROUTE.sjekkForsikring).customerRoute).toBe(974590000);
  });
});

describe('adresse (SPEC §5 Purchase address)', () => {
  it('search: required, then chosen from the list', () => {
    expect(validatePurchaseStep('adresse', form())).toEqual({ addressId: M.addressRequired });
    expect(validatePurchaseStep('adresse', form({ insuredAddress: 'Storg' }))).toEqual({ addressId: M.addressFromList });
    expect(validatePurchaseStep('adresse', valid)).toEqual({});
  });

  it('manual: every message of the step at once, then each rule', () => {
    const manual = form({ typeAdressManually: true });
    expect(validatePurchaseStep('adresse', manual)).toEqual({
      buildingAddress: 'Fyll inn gateadresse',
      buildingZip: 'Fyll inn postnummer',
      buildingCity: 'Fyll inn poststed',
    });
    expect(validatePurchaseStep('adresse', { ...manual, buildingAddress: 'Gt 1', buildingZip: '015', buildingCity: 'Oslo 1' })).toEqual({
      buildingAddress: 'Gateadresse må være minst 5 tegn',
      buildingZip: 'Postnummer må være 4 siffer',
      buildingCity: 'Poststed kan kun inneholde bokstaver og mellomrom',
    });
    expect(
      validatePurchaseStep('adresse', { ...manual, buildingAddress: 'Øvre gate 5', buildingZip: '9990', buildingCity: 'Båtsfjord-Ørsta Å' }),
    ).toEqual({});
    expect(validatePurchaseStep('adresse', { ...manual, buildingAddress: 'Gata 1', buildingZip: 'abcd', buildingCity: 'Oslo' })).toEqual({
      buildingZip: 'Postnummer må være 4 siffer',
    });
  });
});

describe('forsikring', () => {
  it('requires a product', () => {
    expect(validatePurchaseStep('forsikring', form())).toEqual({ productCode: 'Velg en forsikring' });
    expect(isPurchaseStepValid('forsikring', form({ productCode: 'SFINNBO' }))).toBe(true);
  });
});

describe('startdato (SPEC §5 Start date and contact)', () => {
  const at = (overrides: Partial<PurchaseForm>) => validatePurchaseStep('startdato', { ...valid, ...overrides }, { now: NOW });

  it('all messages of an empty step at once', () => {
    expect(validatePurchaseStep('startdato', form(), { now: NOW })).toEqual({
      startDate: 'Merk av i kalenderen datoen du ønsker at forsikringen skal starte fra.',
      phoneNumber: 'Oppgi telefonnummeret.',
      email: 'Oppgi e-postadressen din.',
    });
  });

  it('start date: today … today + 183 in Oslo', () => {
    expect(at({ startDate: startDateFromDay(TODAY) })).toEqual({});
    expect(at({ startDate: startDateFromDay(addDays(TODAY, 183)) })).toEqual({});
    expect(at({ startDate: startDateFromDay(addDays(TODAY, -1)) })).toEqual({ startDate: M.startDateOutOfWindow });
    expect(at({ startDate: startDateFromDay(addDays(TODAY, 184)) })).toEqual({ startDate: M.startDateOutOfWindow });
    expect(at({ startDate: '2999-01-01T00:00:00.000Z' })).toEqual({ startDate: M.startDateOutOfWindow });
    expect(at({ startDate: 'i morgen' })).toEqual({ startDate: M.startDateRequired });
    expect(at({ startDate: '2027-02-30T00:00:00.000Z' })).toEqual({ startDate: M.startDateRequired });
    // Midnight in Oslo written in UTC is still the Oslo day.
    expect(at({ startDate: '2026-11-22T23:00:00.000Z' })).toEqual({});
    expect(at({ startDate: '2026-11-22T22:59:00.000Z' })).toEqual({ startDate: M.startDateOutOfWindow });
  });

  it('the window follows the Oslo day, not UTC', () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Oslo.
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(validatePurchaseStep('startdato', { ...valid, startDate: startDateFromDay('2026-11-22') }, { now: lateUtc })).toEqual({
      startDate: M.startDateOutOfWindow,
    });
    expect(osloToday(lateUtc)).toBe('2026-11-23');
  });

  it('e-mail: required and the simple pattern of domain/schemas/user.ts', () => {
    expect(at({ email: ' ' })).toEqual({ email: 'Oppgi e-postadressen din.' });
    expect(at({ email: 'kari@example' })).toEqual({ email: 'Vennligst oppgi en gyldig e-postadresse.' });
    expect(at({ email: 'kari@example.n' })).toEqual({ email: 'Vennligst oppgi en gyldig e-postadresse.' });
  });

  it('phone with +47: required, 8 digits', () => {
    expect(at({ phoneNumber: '' })).toEqual({ phoneNumber: 'Oppgi telefonnummeret.' });
    expect(at({ phoneNumber: '9123456' })).toEqual({ phoneNumber: 'Telefonnummer må ha 8 siffer etter landkoden.' });
  });

  it('phone with other codes: digits, 4–15; country code required and + with 1–4 digits', () => {
    expect(at({ countryCode: '+46', phoneNumber: '12a4' })).toEqual({ phoneNumber: 'Telefonnummer må kun inneholde siffer.' });
    expect(at({ countryCode: '+46', phoneNumber: '123' })).toEqual({ phoneNumber: 'Telefonnummer må ha minst 4 sifre.' });
    expect(at({ countryCode: '+46', phoneNumber: '1234567890123456' })).toEqual({ phoneNumber: 'Telefonnummer må ha maks 15 sifre.' });
    expect(at({ countryCode: '+46', phoneNumber: '1234' })).toEqual({});
    expect(at({ countryCode: '', phoneNumber: '1234' })).toEqual({ countryCode: 'Oppgi landskode' });
    expect(at({ countryCode: '46', phoneNumber: '1234' })).toEqual({ countryCode: 'Landkode må starte med "+" etterfulgt av 1-4 sifre.' });
  });
});

describe('oppsummering (SPEC §5 Purchase summary)', () => {
  it('no damage reported: only the digital consent is required', () => {
    expect(validatePurchaseStep('oppsummering', valid)).toEqual({});
    expect(validatePurchaseStep('oppsummering', { ...valid, consentFurtherInformation: false })).toEqual({
      consentFurtherInformation: 'For å fullføre bestillingen din, må du samtykke til at vi kan kontakte deg digitalt.',
    });
  });

  it('damage reported: description 15–4000', () => {
    const damage = { ...valid, confirmNoDamage: false };
    expect(validatePurchaseStep('oppsummering', damage)).toEqual({
      damageDescription: 'Før du bestiller forsikringen, fortell oss kort om skaden du har oppdaget i feltet.',
    });
    expect(validatePurchaseStep('oppsummering', { ...damage, damageDescription: '  Mugg i kjeller ' })).toEqual({
      damageDescription: 'Beskrivelsen må være minst 15 tegn.',
    });
    expect(validatePurchaseStep('oppsummering', { ...damage, damageDescription: 'x'.repeat(4001) })).toEqual({
      damageDescription: 'Maks 4000 tegn',
    });
    expect(validatePurchaseStep('oppsummering', { ...damage, damageDescription: 'Mugg i kjelleren under trappa' })).toEqual({});
  });
});

describe('the order schema (POST /api/createBuyInsurance)', () => {
  it('is the steps combined: a valid form passes, and the first message is given otherwise', () => {
    expect(parsePurchaseOrder(valid, { now: NOW })).toEqual({ success: true, order: valid });
    expect(parsePurchaseOrder({ ...valid, productCode: '' }, { now: NOW })).toEqual({ success: false, message: 'Velg en forsikring' });
  });

  it('is strict: unknown keys are refused', () => {
    expect(parsePurchaseOrder({ ...valid, ssn: '17047012345' }, { now: NOW })).toEqual({
      success: false,
      message: 'Bestillingen inneholder et ukjent felt.',
    });
  });

  it('counts a missing consent as not given and refuses ill-typed fields', () => {
    const withoutConsent: Record<string, unknown> = { ...valid };
    delete withoutConsent.consentFurtherInformation;
    expect(parsePurchaseOrder(withoutConsent, { now: NOW })).toEqual({ success: false, message: M.digitalConsentRequired });
    expect(parsePurchaseOrder({ ...valid, confirmNoDamage: 'yes' }, { now: NOW })).toEqual({
      success: false,
      message: 'Ugyldig verdi i feltet confirmNoDamage.',
    });
    expect(parsePurchaseOrder({ ...valid, latNumber: 200 }, { now: NOW })).toEqual({ success: false, message: 'Ugyldig verdi i feltet latNumber.' });
    expect(parsePurchaseOrder({ ...valid, price: -3000 }, { now: NOW })).toEqual({ success: false, message: 'Ugyldig verdi i feltet price.' });
    expect(parsePurchaseOrder({ ...valid, monthlyPrice: -0.01 }, { now: NOW })).toEqual({ success: false, message: 'Ugyldig verdi i feltet monthlyPrice.' });
    expect(parsePurchaseOrder(null)).toEqual({ success: false, message: 'Bestillingen må være et JSON-objekt.' });
  });
});

describe('session-storage copy buyInsuranceForm', () => {
  it('restores a stored form', () => {
    expect(restorePurchaseForm(JSON.stringify(valid))).toEqual(valid);
  });

  it('is tolerant: bad JSON or a non-object gives the defaults; bad fields fall back one by one; unknown keys are dropped', () => {
    expect(restorePurchaseForm('{nope')).toEqual(defaultPurchaseForm());
    expect(restorePurchaseForm(null)).toEqual(defaultPurchaseForm());
    expect(restorePurchaseForm('[1,2]')).toEqual(defaultPurchaseForm());
    expect(restorePurchaseForm('"text"')).toEqual(defaultPurchaseForm());
    const restored = restorePurchaseForm(JSON.stringify({ ...valid, latNumber: 'north', consentMarketing: 'ja', hacker: true }));
    expect(restored).toEqual({ ...valid, latNumber: 59.91, consentMarketing: true });
    expect(restored).not.toHaveProperty('hacker');
  });
});
