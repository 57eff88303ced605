/** Valid request bodies the API tests start from (and then spoil). */
import { PRODUCT_NAME } from '../../../domain/brand';
import { addDays, osloToday, startDateFromDay } from '../../../domain/purchaseDates';
import type { CaseForm } from '../../../domain/types';

/** A complete damage report of a private policyholder that passes every step's rules. */
export const SUBMIT_FORM = {
  reportedByType: 872600000,
  whoIsReportingTheDamage: 872600000,
  damageReportByOther: 974590000,
  addressSearch: 'Kirkeveien 7, 0368 Oslo',
  buildingAddress: 'Kirkeveien 7',
  buildingZip: '0368',
  buildingCity: 'OSLO',
  addresseId: '100000400',
  insuranceAgent: 'husvern',
  insuranceTypePrivate: [859830000],
  damageDate: '2025-10-01',
  damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a03',
  dmgAddAttachment: 'Nei',
  descriptionOfDamage: 'Veggdyr i soverommet.',
  countryCode: '+47',
  phoneNumber: '98765432',
  mobilePhone: '98765432',
  email: 'ola.nordmann@example.no',
  whoIsContactPerson: 974590001,
  informationConfirmed: true,
} satisfies CaseForm;

/** The purchase wizard's whole form (createBuyInsurance). */
export const ORDER = {
  addressId: '100000031',
  agent: PRODUCT_NAME,
  buildingAddress: 'Storgata 1',
  buildingCity: 'OSLO',
  buildingZip: '0155',
  buildingNumber: '1',
  latNumber: 59.91,
  lngNumber: 10.76,
  confirmNoDamage: true,
  consentFurtherInformation: true,
  consentMarketing: true,
  damageDescription: '',
  email: 'ola.nordmann@example.no',
  insuredAddress: 'Storgata 1, 0155 OSLO',
  insuranceType: 'BTHUS',
  mobilePhone: '+4798765432',
  countryCode: '+47',
  phoneNumber: '98765432',
  price: 3000,
  monthlyPrice: 250,
  productCode: 'BTHUS',
  // A week ahead, so the order stays inside today … today + 183 days whenever the tests run.
  startDate: startDateFromDay(addDays(osloToday(), 7)),
  customerRoute: 974590001,
  typeAdressManually: false,
};

/** Bytes that pass each type's magic-byte check. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
export const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
