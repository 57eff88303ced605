/** Fixed test values for the damage-report machine tests (dates, files, people). */
import { vi } from 'vitest';
import type { AddressSearchSource, Agreement, Case, CaseForm, User } from '../../domain/types';
import { CONTACT_PERSON, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import type { LoadedDraft } from '../../machines/damageReport/types';

export const user: User = {
  id: 'user-1',
  fullName: 'Kari Nordmann',
  socialSecurityNumber: '17047012345',
  streetAddress: 'Storgata 1',
  mobilePhone: '+4791234567',
  email: 'kari@example.no',
  confirmedEmail: 'kari@example.no',
  consentToFurtherInformation: true,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
};

export const agreement: Agreement = {
  agreementId: 'agr-1',
  addressId: 'addr-1',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  productName: 'Hus topp',
  productDescription: '',
  productId: 'p-1',
  price: 1200,
  services: [],
  termsAndServicesHighlights: [],
  termsAndCoNotIncluded: [],
  termsandConditionName: 'vilkar.pdf',
  directAgreement: true,
  agent: 'Husvern',
  agreementNumber: '1001',
  renewalDate: '2025-01-01',
  productTagName: 'hus',
};

export const searchedAddress: AddressSearchSource = {
  AdresseMatrikkelenhetId: 9001,
  AdresseId: 4242,
  GateNavn: 'Kirkeveien',
  AdresseHusNummer: 12,
  AdresseBokstav: 'B',
  PostNummer: '0368',
  PostSted: 'Oslo',
  Posisjon: { X: 10.7, Y: 59.9 },
};

export function draftCase(fields: CaseForm = {}, extra: Partial<Case> = {}): Case {
  return { incidentId: 'case-1', attachments: [], submittedOnWeb: false, createdOn: '01.05.2024', ...fields, ...extra };
}

export function loaded(fields: CaseForm = {}, extra: Partial<LoadedDraft> = {}, caseExtra: Partial<Case> = {}): LoadedDraft {
  return { case: draftCase(fields, caseExtra), user, attachments: [], agreements: [agreement], ...extra };
}

/** Valid values of each step for a private policyholder. */
export const validRolle: CaseForm = {
  reportedByType: REPORTED_BY_TYPE.private,
  whoIsReportingTheDamage: PRIVATE_ROLE.policyHolder,
};
export const validLokasjon: CaseForm = {
  addresseId: 'addr-1',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  damageLocation: 'Storgata 1, 0155 Oslo',
};
export const validForsikring: CaseForm = { insuranceAgent: 'gjensidige', insuranceTypePrivate: [859830001] };
export const validSkade: CaseForm = { damageDate: '2024-05-01', damageType: 'type-rot' };
export const validInformasjon: CaseForm = { dmgAddAttachment: 'Nei', descriptionOfDamage: 'Sopp i kjelleren.' };
export const validKontakt: CaseForm = {
  countryCode: '+47',
  phoneNumber: '91234567',
  mobilePhone: '+4791234567',
  email: 'kari@example.no',
  whoIsContactPerson: CONTACT_PERSON.myself,
};

export const validUntilOppsummering: CaseForm = {
  ...validRolle,
  ...validLokasjon,
  ...validForsikring,
  ...validSkade,
  ...validInformasjon,
  ...validKontakt,
};

export const photo = new File(['fake-jpeg'], 'sopp.jpg', { type: 'image/jpeg' });
export const pdf = new File(['%PDF'], 'takst.pdf', { type: 'application/pdf' });

/** Spies for the machine's app actions (its stubs throw when not provided). */
export function fakeAppActions() {
  return {
    notifyCreateFailed: vi.fn(),
    logError: vi.fn(),
    leaveFlow: vi.fn(),
    notifyAttachmentDeleted: vi.fn(),
    notifyAttachmentDeleteFailed: vi.fn(),
    notifyProfileNotUpdated: vi.fn(),
    forgetDeviceCopy: vi.fn(),
    notifyOrganizationSwitch: vi.fn(),
    flushDraft: vi.fn(),
  };
}
