/**
 * Well-formedness of every CaseForm field, one valibot schema per field. Used by the draft patch
 * (any subset) and by the final submit (together with the step rules). Every field is optional and nullable.
 */
import * as v from 'valibot';
import type { CaseForm } from '../types';
import { CONTACT_PERSON, PRIVATE_ROLE, REPORTED_BY_TYPE, WHO_REPORTS } from '../codes';
import { COUNTRY_CODE_PATTERN, CONTACT_MESSAGES } from './contact';
import { DAMAGE_DATE_INVALID_MESSAGE, isCalendarDate } from './dates';
import { emailAddressSchema } from './emailAddress';
import { storableText } from './text';

export const TEXT_MAX = 200;
export const DESCRIPTION_MAX = 4000;

export const FIELD_MESSAGES = {
  invalid: (field: string) => `Ugyldig verdi i feltet ${field}.`,
  tooLong: (max: number) => `Maks ${max} tegn tillatt.`,
  digitsOnly: 'Kun tall er tillatt.',
  ssnTooLong: 'Fødselsnummeret kan maks inneholde 11 sifre',
  ssnTooShort: 'Fødselsnummeret må inneholde 11 sifre',
  unknownField: 'Skjemaet inneholder et ukjent felt.',
} as const;

const opt = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

function textField(field: string, max = TEXT_MAX) {
  return opt(v.pipe(v.string(FIELD_MESSAGES.invalid(field)), storableText(), v.maxLength(max, FIELD_MESSAGES.tooLong(max))));
}

function patternField(field: string, pattern: RegExp, message = FIELD_MESSAGES.invalid(field)) {
  return opt(
    v.pipe(v.string(FIELD_MESSAGES.invalid(field)), storableText(), v.check((s) => s === '' || pattern.test(s), message)),
  );
}

function codeField<const T extends readonly number[]>(field: string, codes: T) {
  return opt(v.picklist(codes, FIELD_MESSAGES.invalid(field)));
}

function integerField(field: string) {
  return opt(v.pipe(v.number(FIELD_MESSAGES.invalid(field)), v.integer(FIELD_MESSAGES.invalid(field))));
}

function codeListField(field: string) {
  return opt(
    v.array(
      v.pipe(v.number(FIELD_MESSAGES.invalid(field)), v.integer(FIELD_MESSAGES.invalid(field))),
      FIELD_MESSAGES.invalid(field),
    ),
  );
}

const phone = (field: string) => patternField(field, /^\d{0,15}$/, CONTACT_MESSAGES.phoneDigitsOnly);
const countryCode = (field: string) => patternField(field, COUNTRY_CODE_PATTERN, CONTACT_MESSAGES.countryCodeInvalid);
/** Full numbers as stored: '+4791234567' (spaces tolerated; an older value may lack the code). */
const fullPhone = (field: string) => patternField(field, /^\+?\d[\d ]{3,23}$/);
const email = (field: string) => opt(v.pipe(v.string(FIELD_MESSAGES.invalid(field)), storableText(), emailAddressSchema));
const bool = (field: string) => opt(v.boolean(FIELD_MESSAGES.invalid(field)));

const ssn = opt(
  v.pipe(
    v.string(FIELD_MESSAGES.invalid('policyHolderSocialSecurityNumber')),
    storableText(),
    v.check((s) => /^\d*$/.test(s), FIELD_MESSAGES.digitsOnly),
    v.check((s) => s.length <= 11, FIELD_MESSAGES.ssnTooLong),
    v.check((s) => s === '' || s.length === 11, FIELD_MESSAGES.ssnTooShort),
  ),
);

export { ISO_DATE_PATTERN } from './dates';

/** A draft may hold no date yet, but never one that does not exist (2024-02-30). */
const damageDate = opt(
  v.pipe(
    v.string(FIELD_MESSAGES.invalid('damageDate')),
    storableText(),
    v.check((s) => s === '' || isCalendarDate(s), DAMAGE_DATE_INVALID_MESSAGE),
  ),
);

export const caseFormEntries = {
  addressSearch: textField('addressSearch'),
  buildingAddress: textField('buildingAddress'),
  buildingCity: textField('buildingCity'),
  buildingNumber: textField('buildingNumber'),
  buildingZip: patternField('buildingZip', /^\d{4}$/),
  addresseId: textField('addresseId'),
  caseContactEmail: email('caseContactEmail'),
  caseContactFullname: textField('caseContactFullname'),
  caseContactMobile: fullPhone('caseContactMobile'),
  countryCode: countryCode('countryCode'),
  countryCodeCaseContact: countryCode('countryCodeCaseContact'),
  countryCodeComp: countryCode('countryCodeComp'),
  countryCodePolicyHolder: countryCode('countryCodePolicyHolder'),
  damageDate,
  damageLocation: textField('damageLocation'),
  damageReportByOther: codeField('damageReportByOther', Object.values(WHO_REPORTS)),
  damageType: textField('damageType'),
  descriptionOfDamage: textField('descriptionOfDamage', DESCRIPTION_MAX),
  dmgAddAttachment: opt(v.picklist(['Ja', 'Nei'] as const, FIELD_MESSAGES.invalid('dmgAddAttachment'))),
  email: email('email'),
  emailComp: email('emailComp'),
  informationConfirmed: bool('informationConfirmed'),
  insuranceAgent: textField('insuranceAgent'),
  insuranceTypeComp: codeListField('insuranceTypeComp'),
  insuranceTypePrivate: codeListField('insuranceTypePrivate'),
  mobileComp: fullPhone('mobileComp'),
  mobilePhone: fullPhone('mobilePhone'),
  organizationName: textField('organizationName'),
  organizationNumber: patternField('organizationNumber', /^\d{9}$/),
  organizationSearch: textField('organizationSearch'),
  otherDamageType: textField('otherDamageType'),
  phoneNumber: phone('phoneNumber'),
  phoneNumberCaseContact: phone('phoneNumberCaseContact'),
  phoneNumberComp: phone('phoneNumberComp'),
  phoneNumberPolicyHolder: phone('phoneNumberPolicyHolder'),
  policyHolderFullName: textField('policyHolderFullName'),
  policyHolderMobile: fullPhone('policyHolderMobile'),
  policyHolderSocialSecurityNumber: ssn,
  reportedByType: codeField('reportedByType', Object.values(REPORTED_BY_TYPE)),
  showOrgName: bool('showOrgName'),
  whoIsContactPerson: codeField('whoIsContactPerson', Object.values(CONTACT_PERSON)),
  whoIsReportingTheDamage: codeField('whoIsReportingTheDamage', Object.values(PRIVATE_ROLE)),
  whoIsReportingTheDamageComp: integerField('whoIsReportingTheDamageComp'),
  otherRole: textField('otherRole'),
} satisfies Record<keyof CaseForm, v.GenericSchema>;

export type CaseFormField = keyof CaseForm;

/** Every CaseForm field name, in one list (to copy a Case into a form, to diff forms). */
export const CASE_FORM_FIELDS = Object.keys(caseFormEntries) as CaseFormField[];
