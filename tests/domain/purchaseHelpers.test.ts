import { describe, expect, it } from 'vitest';
import { addDays, addYears, formatDay, startDateDay, startDateFromDay, startDateWindow } from '../../domain/purchaseDates';
import { defaultPurchaseForm, purchaseAddressFromSearch, purchaseProductChoice, userUpdateOfOrder } from '../../domain/purchaseForm';
import { applyPurchaseChange, countryCodeInput, phoneNumberInput, zipInput } from '../../domain/purchaseInput';
import { formatAmount, monthlyPriceOf, monthlyPriceText, offerLabel, priceSummaryText, statesPricesOf } from '../../domain/purchaseOffers';
import { STORGATA_15 } from '../support/purchaseData';


describe('price format (SPEC §3 Product)', () => {
  it('monthly = yearly / 12', () => {
    expect(monthlyPriceOf(3000)).toBe(250);
    expect(monthlyPriceOf(1188)).toBe(99);
    expect(monthlyPriceOf(1000)).toBe(83.33);
  });

  it("an order states a product's prices only with its yearly price and that price's rounded twelfth", () => {
    expect(statesPricesOf({ price: 3000, monthlyPrice: 250 }, 3000)).toBe(true);
    expect(statesPricesOf({ price: 1000, monthlyPrice: 83.33 }, 1000)).toBe(true);
    expect(statesPricesOf(purchaseProductChoice({ productId: 'p', productCode: 'X', productName: 'x', label: 'x', price: 1234, termsAndServicesHighlights: [] }), 1234)).toBe(true);
    for (const order of [
      { price: -3000, monthlyPrice: -250 },
      { price: 0, monthlyPrice: 0 },
      { price: 3000, monthlyPrice: 1 },
      { price: 3000, monthlyPrice: 250.0001 },
      { price: 2999, monthlyPrice: 250 },
      { price: null, monthlyPrice: null },
      { price: 3000, monthlyPrice: null },
    ]) {
      expect(statesPricesOf(order, 3000), JSON.stringify(order)).toBe(false);
    }
    expect(statesPricesOf({ price: 1000, monthlyPrice: 1000 / 12 }, 1000)).toBe(false);
  });

  it('whole numbers without decimals, others with two, Norwegian groups with a no-break space', () => {
    expect(formatAmount(250)).toBe('250');
    expect(formatAmount(3000)).toBe('3\u00a0000');
    expect(formatAmount(1234.5)).toBe('1\u00a0234,50');
    expect(formatAmount(83.333)).toBe('83,33');
    expect(formatAmount(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatAmount(-3000)).toBe('-3\u00a0000');
  });

  it('price texts', () => {
    expect(monthlyPriceText(250)).toBe('Kr\u00a0250,- per mnd');
    expect(monthlyPriceText(83.33)).toBe('Kr\u00a083,33 per mnd');
    expect(priceSummaryText(250, 3000)).toBe('Kr\u00a0250,- per mnd / 3\u00a0000,- per år');
    expect(priceSummaryText(102.88, 1234.5)).toBe('Kr\u00a0102,88 per mnd / 1\u00a0234,50 per år');
  });

  it('offer labels (SPEC §3 Insurance offers)', () => {
    expect(offerLabel({ productCode: 'BTHUS', label: 'x' })).toBe('Råte- og skadedyrsforsikring');
    expect(offerLabel({ productCode: 'SFINNBO', label: 'x' })).toBe('Skadedyrsforsikring');
    expect(offerLabel({ productCode: 'ANNET', label: 'Annen forsikring' })).toBe('Annen forsikring');
  });
});

describe('start dates', () => {
  it('window: today … today + 183 in Europe/Oslo', () => {
    expect(startDateWindow(new Date('2026-11-23T10:00:00Z'))).toEqual({ min: '2026-11-23', max: '2027-05-25' });
    expect(startDateWindow(new Date('2026-06-30T22:30:00Z'))).toEqual({ min: '2026-07-01', max: addDays('2026-07-01', 183) });
  });

  it('reads the Oslo day of a start date and formats it dd.MM.yyyy', () => {
    expect(startDateDay('2026-12-01')).toBe('2026-12-01');
    expect(startDateDay(startDateFromDay('2026-12-01'))).toBe('2026-12-01');
    expect(startDateDay('2026-11-30T23:00:00.000Z')).toBe('2026-12-01');
    expect(startDateDay('2026-12-01T00:00:00+01:00')).toBe('2026-12-01');
    expect(startDateDay('2026-02-29')).toBeNull();
    expect(startDateDay('')).toBeNull();
    expect(formatDay(startDateFromDay('2026-12-01'))).toBe('01.12.2026');
    expect(formatDay('')).toBe('');
  });

  it('renewal one year later; 29 February becomes 28 February', () => {
    expect(addYears('2026-12-01', 1)).toBe('2027-12-01');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});

describe('typing helpers (SPEC §4, §5)', () => {
  it('country code: digits and +, 00 → +, max 5, emptied → +47', () => {
    expect(countryCodeInput('0046')).toBe('+46');
    expect(countryCodeInput('+4a6')).toBe('+46');
    expect(countryCodeInput('+123456')).toBe('+1234');
    expect(countryCodeInput('')).toBe('+47');
    expect(countryCodeInput('abc')).toBe('+47');
  });

  it('phone: 8 digits for +47, 15 characters otherwise', () => {
    expect(phoneNumberInput('912 34 567 89', '+47')).toBe('91234567');
    expect(phoneNumberInput('1234567890123456789', '+46')).toBe('123456789012345');
    expect(phoneNumberInput('12-34', '+46')).toBe('12-34');
  });

  it('zip: digits only, 4', () => {
    expect(zipInput('01a5 57')).toBe('0155');
  });
});

describe('applyPurchaseChange', () => {
  const base = defaultPurchaseForm();

  it('recomputes mobilePhone on every change of code or number', () => {
    const a = applyPurchaseChange(base, 'phoneNumber', '912345678');
    expect(a).toMatchObject({ phoneNumber: '91234567', mobilePhone: '+4791234567' });
    const b = applyPurchaseChange(a, 'countryCode', '0046');
    expect(b).toMatchObject({ countryCode: '+46', mobilePhone: '+4691234567' });
    const c = applyPurchaseChange(b, 'countryCode', '');
    expect(c).toMatchObject({ countryCode: '+47', mobilePhone: '+4791234567' });
    expect(applyPurchaseChange(c, 'phoneNumber', '')).toMatchObject({ mobilePhone: '' });
  });

  it('confirming no damage clears the description', () => {
    const damage = applyPurchaseChange(applyPurchaseChange(base, 'confirmNoDamage', false), 'damageDescription', 'Mugg i kjelleren');
    expect(damage.damageDescription).toBe('Mugg i kjelleren');
    expect(applyPurchaseChange(damage, 'confirmNoDamage', true).damageDescription).toBe('');
  });

  it('the manual toggle resets the address; typing a new search drops the chosen address', () => {
    const chosen = { ...base, ...purchaseAddressFromSearch(STORGATA_15) };
    const manual = applyPurchaseChange(chosen, 'typeAdressManually', true);
    expect(manual).toMatchObject({ typeAdressManually: true, addressId: null, buildingAddress: '', insuredAddress: '', latNumber: 59.91, lngNumber: 10.76 });
    const typed = applyPurchaseChange(chosen, 'insuredAddress', 'Storgata 1');
    expect(typed).toMatchObject({ insuredAddress: 'Storgata 1', addressId: null, buildingAddress: '' });
  });

  it('manual fields: zip forced to digits, insuredAddress composed', () => {
    let f = applyPurchaseChange(base, 'typeAdressManually', true);
    f = applyPurchaseChange(f, 'buildingAddress', 'Løvåsveien 3');
    f = applyPurchaseChange(f, 'buildingZip', '51a45');
    f = applyPurchaseChange(f, 'buildingCity', 'Fyllingsdalen');
    expect(f).toMatchObject({ buildingZip: '5145', insuredAddress: 'Løvåsveien 3, 5145 Fyllingsdalen' });
  });
});

describe('choices', () => {
  it('an address search result fills address, zip, city, id and coordinates', () => {
    expect(purchaseAddressFromSearch(STORGATA_15)).toEqual({
      addressId: '100000062',
      buildingAddress: 'Storgata 15',
      buildingZip: '0155',
      buildingCity: 'OSLO',
      buildingNumber: '300000034',
      insuredAddress: 'Storgata 15, 0155 OSLO',
      latNumber: 59.914242,
      lngNumber: 10.753649,
    });
  });

  it('a product fills code, type and prices', () => {
    expect(purchaseProductChoice({ productId: 'p1', productCode: 'BTHUS', productName: 'x', label: 'y', price: 3000, termsAndServicesHighlights: [] })).toEqual({
      productCode: 'BTHUS',
      insuranceType: 'p1',
      price: 3000,
      monthlyPrice: 250,
    });
  });

  it('the user update sent with the order: bulkEmailConsent is the inverse of the reservation', () => {
    expect(userUpdateOfOrder({ consentMarketing: true, mobilePhone: '+4791234567', email: ' kari@example.no ' })).toEqual({
      bulkEmailConsent: false,
      mobilePhone: '+4791234567',
      email: 'kari@example.no',
    });
    expect(userUpdateOfOrder({ consentMarketing: false, mobilePhone: '', email: '' }).bulkEmailConsent).toBe(true);
  });
});
