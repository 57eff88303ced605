/** Shapes of the API in SPEC §7, shared by the server, the API client and the machines. */

import type { AgreementCancellation, AgreementMove } from './agreementChanges';
import type { CaseStatusCode } from './caseStatus';
import type { StepName } from './damageReportSteps';

export interface User {
  id: string;
  fullName: string;
  socialSecurityNumber: string;
  streetAddress: string | null;
  mobilePhone: string | null;
  email: string | null;
  /**
   * The address the customer confirmed last (issue 45): case e-mails go there. It differs from `email` while a new
   * address waits to be confirmed; null when none has been confirmed (case e-mails wait).
   */
  confirmedEmail: string | null;
  consentToFurtherInformation: boolean;
  bulkEmailConsent: boolean;
  /** E-mail me when my case's status changes (issue 38; default true). The receipt of a submitted report is sent regardless. */
  notifyOnCaseStatus: boolean;
}

export type UserUpdate = { id: string } & Partial<
  Pick<User, 'consentToFurtherInformation' | 'bulkEmailConsent' | 'notifyOnCaseStatus' | 'mobilePhone' | 'email'>
>;

export interface Attachment {
  attachmentId: string;
  filename: string;
  mimetype: string;
  relationshipId: string;
  /** Only on an attachment added to the case after it was submitted (POST /api/addCaseAttachment/{caseId}). */
  addedAfterSubmission?: true;
  /** When it was added (ISO 8601); with addedAfterSubmission only. */
  addedAt?: string;
}

export type YesNo = 'Ja' | 'Nei';

/** The damage report form (SPEC §3 Case). Optional fields are absent until the customer fills them. */
export interface CaseForm {
  addressSearch?: string | null;
  buildingAddress?: string | null;
  buildingCity?: string | null;
  buildingNumber?: string | null;
  buildingZip?: string | null;
  addresseId?: string | null;
  caseContactEmail?: string | null;
  caseContactFullname?: string | null;
  caseContactMobile?: string | null;
  countryCode?: string | null;
  countryCodeCaseContact?: string | null;
  countryCodeComp?: string | null;
  countryCodePolicyHolder?: string | null;
  damageDate?: string | null;
  damageLocation?: string | null;
  damageReportByOther?: number | null;
  damageType?: string | null;
  descriptionOfDamage?: string | null;
  dmgAddAttachment?: YesNo | null;
  email?: string | null;
  emailComp?: string | null;
  informationConfirmed?: boolean | null;
  insuranceAgent?: string | null;
  insuranceTypeComp?: number[] | null;
  insuranceTypePrivate?: number[] | null;
  mobileComp?: string | null;
  mobilePhone?: string | null;
  organizationName?: string | null;
  organizationNumber?: string | null;
  organizationSearch?: string | null;
  otherDamageType?: string | null;
  phoneNumber?: string | null;
  phoneNumberCaseContact?: string | null;
  phoneNumberComp?: string | null;
  phoneNumberPolicyHolder?: string | null;
  policyHolderFullName?: string | null;
  policyHolderMobile?: string | null;
  policyHolderSocialSecurityNumber?: string | null;
  reportedByType?: number | null;
  showOrgName?: boolean | null;
  whoIsContactPerson?: number | null;
  whoIsReportingTheDamage?: number | null;
  whoIsReportingTheDamageComp?: number | null;
  /** Free text when the role is "other". */
  otherRole?: string | null;
}

/** One entry of a submitted case's status history; codes and names in domain/caseStatus.ts. */
export interface CaseStatusEntry {
  code: CaseStatusCode;
  /** The status's Norwegian name, e.g. «Befaring avtalt». */
  name: string;
  /** When it was set (ISO 8601). */
  at: string;
  /** The day of the inspection (YYYY-MM-DD); on 'befaring_avtalt' only. */
  inspectionDate?: string;
}

/** The status of a case in getCase and getCases. Only submitted cases have it: a draft has neither key. */
export interface CaseProgress {
  /** The current status: the last entry of statusHistory. */
  caseStatus?: CaseStatusEntry;
  /** Every status the case has had, oldest first; the first is «Mottatt», set on submit. */
  statusHistory?: CaseStatusEntry[];
}

/** GET /api/getCase/{caseId} */
export interface Case extends CaseForm, CaseProgress {
  incidentId: string;
  attachments: Attachment[];
  submittedOnWeb: boolean;
  createdOn: string;
}

/** GET /api/getCases — list form. createdOn is "dd.mm.yyyy" optionally followed by " Kl. hh:mm". */
export interface CaseListItem extends CaseProgress {
  incidentId: string;
  createdOn: string;
  damageType: string | null;
  status: 'draft' | 'active';
  buildingAddress?: string | null;
  /** A draft only: the step the customer got to, where FORTSETT opens it (the first step not complete). */
  reachedStep?: StepName;
}

export interface CreateCaseDraftResponse {
  incidentUri: string;
}

export interface UploadAttachmentRequest {
  filename: string;
  mimeType: string;
  /** base64 without data: prefix */
  fileData: string;
  caseId: string;
}

export interface UploadAttachmentResponse {
  attachmentId: string;
  relationshipId: string;
}

export interface DeleteAttachmentRequest {
  attachmentId: string;
  relationshipId: string;
}

export interface CodeName {
  value: number | string;
  name: string;
}

export interface Metadata {
  damageType: { value: string; name: string; hint?: string }[];
  insuranceAgent: CodeName[];
  insuranceTypeCodePrivate: CodeName[];
  insuranceTypeCodeComp: CodeName[];
  dmgWhoIsReportingTheDamageCode: CodeName[];
  dmgWhoIsReportingTheDamageComp: CodeName[];
}

export interface Product {
  productId: string;
  productCode: 'BTHUS' | 'SFINNBO' | string;
  productName: string;
  label: string;
  /** Yearly price in NOK */
  price: number;
  termsAndServicesHighlights: string[];
}

export interface Agreement {
  agreementId: string;
  addressId: string;
  buildingAddress: string;
  buildingZip: string;
  buildingCity: string;
  productName: string;
  productDescription: string;
  productId: string;
  price: number | null;
  services: string[];
  termsAndServicesHighlights: string[];
  termsAndCoNotIncluded: string[];
  termsandConditionName: string;
  directAgreement: boolean;
  agent: string;
  agreementNumber: string;
  renewalDate: string;
  productTagName: string;
  /**
   * The customer's cancellation that is not withdrawn (docs/cancellation.md), or null. The server always sends the
   * key; it is optional here only for stand-in agreements written before it (scripts/explorer), absent = null.
   */
  cancellation?: AgreementCancellation | null;
  /**
   * The latest move the customer reported (docs/moving.md), or null. buildingAddress/-Zip/-City are the address
   * insured today: the move's new address from its moving date, its previous address before. Optional here for the
   * same reason as `cancellation`; absent = null.
   */
  move?: AgreementMove | null;
}

export interface OwnedBuilding {
  nhf_gateadresse: string;
  nhf_brukpostnr: string;
  nhf_brukpoststed: string;
  nhf_byggtypekode: string;
}

/** National address search: SearchResults[].Source */
export interface AddressSearchSource {
  AdresseMatrikkelenhetId: number;
  AdresseId: number;
  GateNavn: string;
  AdresseHusNummer: number;
  AdresseBokstav: string | null;
  PostNummer: string;
  PostSted: string;
  Posisjon: { X: number; Y: number };
}

export interface AddressSearchResponse {
  SearchResults: { Source: AddressSearchSource }[];
}

/** Company register: _embedded.enheter */
export interface CompanyRegisterResponse {
  _embedded?: { enheter: { navn: string; organisasjonsnummer: string }[] };
}

export interface BuyInsuranceForm {
  addressId: string | null;
  agent: string;
  buildingAddress: string;
  buildingCity: string;
  buildingZip: string;
  buildingNumber: string | null;
  latNumber: number;
  lngNumber: number;
  confirmNoDamage: boolean;
  consentFurtherInformation: boolean;
  consentMarketing: boolean;
  damageDescription: string;
  email: string;
  insuredAddress: string;
  insuranceType: string;
  mobilePhone: string;
  countryCode: string;
  phoneNumber: string;
  price: number | null;
  monthlyPrice: number | null;
  productCode: string;
  startDate: string;
  customerRoute: number | null;
  typeAdressManually: boolean;
}

/** Error body of every 4xx/5xx answer from the API. */
export interface ApiErrorBody {
  message: string;
}
