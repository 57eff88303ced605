/**
 * What the explorer's stand-in server knows and what its example customer types: one customer (Kari), her
 * insurances, the offers, a few addresses and companies to find, and each step's answers. The answers pass the
 * steps' real rules (tests/machines/explorer.journeys.test.ts): «Fyll ut steget» in the explorer types them in.
 */
import dayjs from 'dayjs';
import { endDateWindow, type CancellationReason } from '../../domain/cancellation';
import type { CancellationStepName } from '../../domain/cancellationSteps';
import { CONTACT_PERSON, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import type { StepName } from '../../domain/damageReportSteps';
import { DAMAGE_TYPES } from '../../domain/metadata';
import { osloToday, startDateFromDay } from '../../domain/purchaseDates';
import type { PurchaseStepName } from '../../domain/purchaseSteps';
import type { AddressSearchSource, Agreement, CaseForm, Product, User } from '../../domain/types';
import type { AgreementCancellation } from '../../domain/agreementChanges';
import type { OrganizationHit } from '../../machines/debouncedSearch.machine';

export const CASE_ID = 'demo-1';

export const KARI: User = {
  id: 'demo-kari',
  fullName: 'Kari Nordmann',
  socialSecurityNumber: '17047012345',
  streetAddress: 'Storgata 1, 0155 Oslo',
  mobilePhone: '+4791234567',
  email: 'kari@example.no',
  confirmedEmail: 'kari@example.no',
  consentToFurtherInformation: false,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
};

export const AGREEMENT: Agreement = {
  agreementId: 'demo-agr-1',
  addressId: 'demo-addr-1',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  productName: 'Råte- og skadedyrsforsikring - Privat',
  productDescription: '',
  productId: 'demo-p-1',
  price: 3000,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'vilkar.pdf',
  directAgreement: true,
  agent: 'Husvern',
  agreementNumber: '1001',
  renewalDate: '2027-01-01',
  productTagName: 'hus',
};

export const PRODUCTS: Product[] = [
  {
    productId: 'demo-p-1',
    productCode: 'BTHUS',
    productName: 'Råte- og skadedyrsforsikring - Privat',
    label: 'Råte- og skadedyrsforsikring',
    price: 3000,
    termsAndServicesHighlights: ['Dekker skade på bygning fra råte, hussopp og skadedyr', 'Egenandel 2 000 kr'],
  },
  {
    productId: 'demo-p-2',
    productCode: 'SFINNBO',
    productName: 'Skadedyrsforsikring - Innbo - Privat',
    label: 'Skadedyrsforsikring',
    price: 1188,
    termsAndServicesHighlights: ['Bekjempelse av skadedyr som veggdyr, kakerlakker og skjeggkre'],
  },
];

const address = (id: number, street: string, number: number, zip: string, city: string, x: number, y: number): AddressSearchSource => ({
  AdresseMatrikkelenhetId: 300_000_000 + id,
  AdresseId: 100_000_000 + id,
  GateNavn: street,
  AdresseHusNummer: number,
  AdresseBokstav: null,
  PostNummer: zip,
  PostSted: city,
  Posisjon: { X: x, Y: y },
});

/** What the address search finds, whatever is typed (the explorer's server knows only these). */
export const ADDRESSES: AddressSearchSource[] = [
  address(62, 'Storgata', 15, '0155', 'OSLO', 10.753649, 59.914242),
  address(63, 'Kirkeveien', 12, '0368', 'OSLO', 10.7185, 59.9281),
  address(64, 'Bryggen', 3, '5003', 'BERGEN', 5.3241, 60.3975),
];

export const ORGANIZATIONS: OrganizationHit[] = [
  { name: 'STORGATA 15 BORETTSLAG', organizationNumber: '912345678' },
  { name: 'KIRKEVEIEN SAMEIE', organizationNumber: '923456789' },
];

/** The answers of each step of the damage report, for a private policyholder with a registered address. */
export const DAMAGE_REPORT_ANSWERS: Record<StepName, CaseForm> = {
  rolle: { reportedByType: REPORTED_BY_TYPE.private, whoIsReportingTheDamage: PRIVATE_ROLE.policyHolder },
  lokasjon: {
    addresseId: AGREEMENT.addressId,
    buildingAddress: AGREEMENT.buildingAddress,
    buildingZip: AGREEMENT.buildingZip,
    buildingCity: AGREEMENT.buildingCity,
    damageLocation: 'Storgata 1, 0155 Oslo',
  },
  forsikring: { insuranceAgent: 'gjensidige', insuranceTypePrivate: [859830001] },
  skade: { damageDate: '2026-11-02', damageType: DAMAGE_TYPES.find((t) => t.name === 'Hussopp')!.value },
  informasjon: { dmgAddAttachment: 'Nei', descriptionOfDamage: 'Det er sopp på veggen i kjelleren, og det lukter muggent.' },
  kontakt: {
    countryCode: '+47',
    phoneNumber: '91234567',
    mobilePhone: '+4791234567',
    email: 'kari@example.no',
    whoIsContactPerson: CONTACT_PERSON.myself,
  },
  oppsummering: { informationConfirmed: true },
};

/** A saved draft with `steps` answered (any of them: an earlier one may be unanswered). */
export function draftAnswering(steps: readonly StepName[]): CaseForm {
  return Object.assign({}, ...steps.map((s) => DAMAGE_REPORT_ANSWERS[s])) as CaseForm;
}

/** The purchase wizard's answers, as the events the step's fields send. */
export function purchaseAnswers(step: PurchaseStepName): { type: string; [key: string]: unknown }[] {
  switch (step) {
    case 'adresse':
      return [{ type: 'user.selectAddress', source: ADDRESSES[0] }];
    case 'forsikring':
      return [{ type: 'user.selectProduct', productCode: PRODUCTS[0]!.productCode }];
    case 'startdato':
      return [
        { type: 'user.change', field: 'startDate', value: startDateFromDay(osloToday()) },
        { type: 'user.change', field: 'countryCode', value: '+47' },
        { type: 'user.change', field: 'phoneNumber', value: '91234567' },
        { type: 'user.change', field: 'email', value: 'kari@example.no' },
      ];
    case 'oppsummering':
      return [{ type: 'user.change', field: 'consentFurtherInformation', value: true }];
  }
}

/** The insurance Kari cancels in «Si opp forsikring»: held directly (bought from the provider), not cancelled. */
export const HUS_TOPP: Agreement = {
  agreementId: 'demo-agr-2',
  addressId: 'demo-addr-1',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  productName: 'Hus topp',
  productDescription: '',
  productId: 'demo-p-3',
  price: 3000,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'vilkar.pdf',
  directAgreement: true,
  agent: 'Husvern',
  agreementNumber: 'HV-104233',
  renewalDate: '2027-03-01',
  productTagName: 'hus',
  cancellation: null,
};

/** The same insurance bought through an agent: the agent cancels it. */
export const HUS_TOPP_THROUGH_AGENT: Agreement = { ...HUS_TOPP, directAgreement: false, agent: 'gjensidige' };

/** A cancellation sent earlier (the insurance «allerede sagt opp»). */
export const EARLIER_CANCELLATION: AgreementCancellation = { reason: 'behov_borte', endDate: '2027-01-15', refund: 370, cancelledAt: '2026-11-20T10:00:00Z' };

/** Why the example customer cancels: she has sold the building. */
export const CANCELLATION_REASON: CancellationReason = 'behov_borte';

/** The end date she picks: the first of next month, within the dates the reason allows. */
export function cancellationEndDate(today: string): string {
  const { first, last } = endDateWindow(CANCELLATION_REASON, { today, renewalDate: HUS_TOPP.renewalDate });
  const firstOfNextMonth = dayjs(today).add(1, 'month').startOf('month').format('YYYY-MM-DD');
  return firstOfNextMonth < first ? first : firstOfNextMonth > last ? last : firstOfNextMonth;
}

/** «Si opp forsikring»'s answers, as the events the step's fields send (the summary asks nothing). */
export function cancellationAnswers(step: CancellationStepName, today: string): { type: string; [key: string]: unknown }[] {
  switch (step) {
    case 'arsak':
      return [{ type: 'user.change', field: 'reason', value: CANCELLATION_REASON }];
    case 'dato':
      return [{ type: 'user.change', field: 'endDate', value: cancellationEndDate(today) }];
    case 'oppsummering':
      return [];
  }
}
