import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { CaseForm } from '../../domain/types';
import { CONTACT_PERSON, HOUSING_RELATION, PRIVATE_ROLE, REPORTED_BY_TYPE } from '../../domain/codes';
import {
  DAMAGE_REPORT_MESSAGES as M,
  FIELD_MESSAGES,
  caseDraftPatchSchema,
  caseSubmitSchema,
  damageReportStepSchemas,
  firstIssueMessage,
  validateStep,
  type FieldErrors,
  type StepName,
  type StepValidationContext,
} from '../../domain/schemas/damageReport';
import { CONTACT_MESSAGES as C } from '../../domain/schemas/contact';
import { isCalendarDate, osloDay, osloToday } from '../../domain/schemas/dates';
import { isStorableText, STORABLE_TEXT_MESSAGE } from '../../domain/schemas/text';

const privateReporter: CaseForm = { reportedByType: REPORTED_BY_TYPE.private };
const orgReporter: CaseForm = { reportedByType: REPORTED_BY_TYPE.organization, whoIsReportingTheDamageComp: 872600001 };
const notPolicyholder: CaseForm = {
  ...privateReporter,
  whoIsReportingTheDamage: PRIVATE_ROLE.spouse,
  policyHolderFullName: 'Ola Nordmann',
  policyHolderSocialSecurityNumber: '01019012345',
  countryCodePolicyHolder: '+47',
  phoneNumberPolicyHolder: '98765432',
};
const kontakt: CaseForm = {
  countryCode: '+47',
  phoneNumber: '91234567',
  email: 'kari@example.no',
  whoIsContactPerson: CONTACT_PERSON.myself,
};
const finished = [{ status: 'finished' as const }];
const today = '2024-06-15';

type Case = [string, StepName, CaseForm, StepValidationContext, FieldErrors];

const cases: Case[] = [
  // rolle
  ['nothing chosen', 'rolle', {}, {}, { reportedByType: M.reportedByTypeRequired, whoIsReportingTheDamage: M.roleRequired }],
  ['private without role', 'rolle', privateReporter, {}, { whoIsReportingTheDamage: M.roleRequired }],
  ['the policyholder', 'rolle', { ...privateReporter, whoIsReportingTheDamage: PRIVATE_ROLE.policyHolder }, {}, {}],
  [
    'private other role without text',
    'rolle',
    { ...notPolicyholder, whoIsReportingTheDamage: PRIVATE_ROLE.other },
    {},
    { otherRole: M.otherRoleRequired },
  ],
  ['other role text too long', 'rolle', { ...notPolicyholder, whoIsReportingTheDamage: PRIVATE_ROLE.other, otherRole: 'x'.repeat(201) }, {}, { otherRole: M.textTooLong }],
  [
    'on behalf of the policyholder, nothing about them',
    'rolle',
    { ...privateReporter, whoIsReportingTheDamage: PRIVATE_ROLE.tenant, countryCodePolicyHolder: '+47' },
    {},
    {
      policyHolderFullName: M.policyHolderNameRequired,
      policyHolderSocialSecurityNumber: M.ssnLength,
      phoneNumberPolicyHolder: C.phoneRequired,
    },
  ],
  ['ssn too short', 'rolle', { ...notPolicyholder, policyHolderSocialSecurityNumber: '0101901234' }, {}, { policyHolderSocialSecurityNumber: M.ssnLength }],
  ['ssn too long', 'rolle', { ...notPolicyholder, policyHolderSocialSecurityNumber: '010190123456' }, {}, { policyHolderSocialSecurityNumber: M.ssnTooLong }],
  ['ssn with letters', 'rolle', { ...notPolicyholder, policyHolderSocialSecurityNumber: '0101901234a' }, {}, { policyHolderSocialSecurityNumber: M.digitsOnly }],
  ['policyholder mobile, Norwegian', 'rolle', { ...notPolicyholder, phoneNumberPolicyHolder: '9876543' }, {}, { phoneNumberPolicyHolder: C.phoneNorwegianLength }],
  ['a valid other person', 'rolle', notPolicyholder, {}, {}],
  ['organization without role', 'rolle', { reportedByType: REPORTED_BY_TYPE.organization, organizationNumber: '912345678' }, {}, { whoIsReportingTheDamageComp: M.roleRequired }],
  [
    'organization role other without text',
    'rolle',
    { ...orgReporter, whoIsReportingTheDamageComp: HOUSING_RELATION.other, organizationNumber: '912345678' },
    {},
    { otherRole: M.otherRoleRequired },
  ],
  ['organization not chosen', 'rolle', orgReporter, {}, { organizationSearch: M.organizationRequired }],
  ['organization typed, not picked', 'rolle', { ...orgReporter, organizationSearch: 'Solb' }, {}, { organizationSearch: M.organizationFromList }],
  ['a NUL in the policyholder name', 'rolle', { ...notPolicyholder, policyHolderFullName: 'Ola\u0000' }, {}, { policyHolderFullName: STORABLE_TEXT_MESSAGE }],
  ['a lone low surrogate in the organization search', 'rolle', { ...orgReporter, organizationSearch: 'Solb\udc00' }, {}, { organizationSearch: STORABLE_TEXT_MESSAGE }],
  ['organization picked', 'rolle', { ...orgReporter, organizationNumber: '912345678', organizationName: 'Solbakken' }, {}, {}],
  ['organization by name, empty', 'rolle', orgReporter, { organizationEntry: 'manual' }, { organizationName: M.organizationNameRequired }],
  ['organization by name', 'rolle', { ...orgReporter, organizationName: 'Solbakken Sameie' }, {}, {}],
  // lokasjon
  ['no address, search', 'lokasjon', {}, {}, { addressSearch: M.locationRequired }],
  ['address typed, not picked', 'lokasjon', { addressSearch: 'Kirkeveien' }, { locationMode: 'search' }, { addressSearch: M.locationFromList }],
  ['no registered address picked', 'lokasjon', {}, { locationMode: 'registered' }, { addresseId: M.locationFromList }],
  ['a NUL in the address search', 'lokasjon', { addressSearch: 'Kirke\u0000' }, {}, { addressSearch: STORABLE_TEXT_MESSAGE }],
  ['address picked', 'lokasjon', { addresseId: '4242', addressSearch: 'Kirkeveien 12' }, {}, {}],
  // forsikring
  ['nothing', 'forsikring', privateReporter, {}, { insuranceAgent: M.insurerRequired, insuranceTypePrivate: M.insuranceTypesRequired }],
  ['company types for organizations', 'forsikring', { ...orgReporter, insuranceAgent: 'if', insuranceTypeComp: [] }, {}, { insuranceTypeComp: M.insuranceTypesRequired }],
  ['exclusive private types together', 'forsikring', { ...privateReporter, insuranceAgent: 'if', insuranceTypePrivate: [859830004, 859830003] }, {}, { insuranceTypePrivate: M.privateTypesExclusive }],
  ['exclusive company type with another', 'forsikring', { ...orgReporter, insuranceAgent: 'if', insuranceTypeComp: [859830008, 859830005] }, {}, { insuranceTypeComp: M.companyTypeExclusive }],
  ['exclusive company type alone', 'forsikring', { ...orgReporter, insuranceAgent: 'if', insuranceTypeComp: [859830008] }, {}, {}],
  ['organization insurance alone is valid (the check follows)', 'forsikring', { ...privateReporter, insuranceAgent: 'if', insuranceTypePrivate: [859830003] }, {}, {}],
  // skade
  ['nothing', 'skade', {}, { today }, { damageDate: M.damageDateRequired, damageType: M.damageTypeRequired }],
  ['a future date', 'skade', { damageDate: '2024-06-16', damageType: 't' }, { today }, { damageDate: M.damageDateInFuture }],
  ['today, as date-time', 'skade', { damageDate: '2024-06-15T00:00:00.000Z', damageType: 't' }, { today }, {}],
  ['not a date', 'skade', { damageDate: '15.06.2024', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['30 February', 'skade', { damageDate: '2024-02-30', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['month 13, day 45', 'skade', { damageDate: '2024-13-45', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['the zero date', 'skade', { damageDate: '0000-00-00', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['29 February of a common year', 'skade', { damageDate: '2023-02-29', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['29 February of a leap year', 'skade', { damageDate: '2024-02-29', damageType: 't' }, { today }, {}],
  ['a date-time at hour 25', 'skade', { damageDate: '2024-06-01T25:00:00Z', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  // A date-time with an offset is judged by its day in Oslo (UTC+2 in June), not by the date written in it.
  ['today late in UTC, already tomorrow in Oslo', 'skade', { damageDate: '2024-06-15T23:30:00Z', damageType: 't' }, { today }, { damageDate: M.damageDateInFuture }],
  ['today at UTC−12, tomorrow in Oslo', 'skade', { damageDate: '2024-06-15T23:59:59-12:00', damageType: 't' }, { today }, { damageDate: M.damageDateInFuture }],
  ['the last second of today in Oslo', 'skade', { damageDate: '2024-06-15T21:59:59Z', damageType: 't' }, { today }, {}],
  ['written as tomorrow at UTC+3, still today in Oslo', 'skade', { damageDate: '2024-06-16T00:30:00+03:00', damageType: 't' }, { today }, {}],
  ['yesterday late in UTC, today in Oslo', 'skade', { damageDate: '2024-06-14T23:30:00Z', damageType: 't' }, { today }, {}],
  ['an offset no zone has', 'skade', { damageDate: '2024-01-01T00:00:00.000+25:00', damageType: 't' }, { today }, { damageDate: M.damageDateInvalid }],
  ['a NUL in the other damage type', 'skade', { damageDate: '2024-06-01', damageType: 't', otherDamageType: 'Sopp\u0000' }, { today }, { otherDamageType: STORABLE_TEXT_MESSAGE }],
  ['other damage type too long', 'skade', { damageDate: '2024-06-01', damageType: 't', otherDamageType: 'x'.repeat(201) }, { today }, { otherDamageType: M.textTooLong }],
  // informasjon
  ['nothing', 'informasjon', {}, { attachments: [] }, { dmgAddAttachment: M.attachmentChoiceRequired, descriptionOfDamage: M.descriptionRequired }],
  ['Ja without a finished upload', 'informasjon', { dmgAddAttachment: 'Ja', descriptionOfDamage: 'Sopp' }, { attachments: [{ status: 'uploading' }, { status: 'error' }] }, { attachments: M.attachmentRequired }],
  ['Ja with a finished upload', 'informasjon', { dmgAddAttachment: 'Ja', descriptionOfDamage: 'Sopp' }, { attachments: finished }, {}],
  ['Ja, attachments checked elsewhere (server)', 'informasjon', { dmgAddAttachment: 'Ja', descriptionOfDamage: 'Sopp' }, {}, {}],
  ['Nei without uploads', 'informasjon', { dmgAddAttachment: 'Nei', descriptionOfDamage: 'Sopp' }, { attachments: [] }, {}],
  ['an unpaired surrogate in the description', 'informasjon', { dmgAddAttachment: 'Nei', descriptionOfDamage: 'Sopp \ud83d' }, {}, { descriptionOfDamage: STORABLE_TEXT_MESSAGE }],
  ['an emoji (a paired surrogate) in the description', 'informasjon', { dmgAddAttachment: 'Nei', descriptionOfDamage: 'Sopp \ud83c\udf44' }, {}, {}],
  ['description too long', 'informasjon', { dmgAddAttachment: 'Nei', descriptionOfDamage: 'x'.repeat(4001) }, {}, { descriptionOfDamage: M.descriptionTooLong }],
  // kontakt
  ['nothing', 'kontakt', { countryCode: '+47' }, {}, { phoneNumber: C.phoneRequired, email: C.emailRequired, whoIsContactPerson: M.contactPersonRequired }],
  ['valid, myself', 'kontakt', kontakt, {}, {}],
  ['bad e-mail', 'kontakt', { ...kontakt, email: 'kari@example' }, {}, { email: C.emailInvalid }],
  ['a NUL in the e-mail', 'kontakt', { ...kontakt, email: 'kari\u0000@example.no' }, {}, { email: STORABLE_TEXT_MESSAGE }],
  ['an unpaired surrogate in the contact person', 'kontakt', { ...kontakt, whoIsContactPerson: CONTACT_PERSON.other, countryCodeCaseContact: '+47', phoneNumberCaseContact: '91234567', caseContactEmail: 'a@b.no', caseContactFullname: 'Per \ud800' }, {}, { caseContactFullname: STORABLE_TEXT_MESSAGE }],
  ['Norwegian number of 9 digits', 'kontakt', { ...kontakt, phoneNumber: '912345678' }, {}, { phoneNumber: C.phoneNorwegianLength }],
  ['other code, letters', 'kontakt', { ...kontakt, countryCode: '+46', phoneNumber: '12ab' }, {}, { phoneNumber: C.phoneDigitsOnly }],
  ['other code, too short', 'kontakt', { ...kontakt, countryCode: '+46', phoneNumber: '123' }, {}, { phoneNumber: C.phoneTooShort }],
  ['other code, too long', 'kontakt', { ...kontakt, countryCode: '+46', phoneNumber: '1234567890123456' }, {}, { phoneNumber: C.phoneTooLong }],
  ['other code, 4 to 15 digits', 'kontakt', { ...kontakt, countryCode: '+1', phoneNumber: '2025550123' }, {}, {}],
  ['no country code', 'kontakt', { ...kontakt, countryCode: '' }, {}, { countryCode: C.countryCodeRequired }],
  ['country code without +', 'kontakt', { ...kontakt, countryCode: '47' }, {}, { countryCode: C.countryCodeInvalid }],
  ['country code too long', 'kontakt', { ...kontakt, countryCode: '+12345' }, {}, { countryCode: C.countryCodeInvalid }],
  ['board e-mail and phone are optional', 'kontakt', { ...kontakt, ...orgReporter, countryCodeComp: '+47' }, {}, {}],
  ['board e-mail pattern', 'kontakt', { ...kontakt, ...orgReporter, emailComp: 'styret@' }, {}, { emailComp: C.emailInvalid }],
  ['board phone rules', 'kontakt', { ...kontakt, ...orgReporter, countryCodeComp: '+47', phoneNumberComp: '123' }, {}, { phoneNumberComp: C.phoneNorwegianLength }],
  [
    'other contact person, nothing about them',
    'kontakt',
    { ...kontakt, whoIsContactPerson: CONTACT_PERSON.other, countryCodeCaseContact: '+47' },
    {},
    { caseContactFullname: M.contactPersonNameRequired, phoneNumberCaseContact: C.phoneRequired, caseContactEmail: M.contactPersonEmailRequired },
  ],
  // oppsummering
  ['not confirmed', 'oppsummering', { informationConfirmed: false }, {}, { informationConfirmed: M.informationConfirmedRequired }],
  ['confirmed', 'oppsummering', { informationConfirmed: true }, {}, {}],
];

describe('damage report step rules (SPEC §5)', () => {
  it.each(cases)('%s (%s)', (_name, step, form, ctx, expected) => {
    expect(validateStep(step, form, ctx)).toEqual(expected);
  });

  it('produces every message of the damage report and of the contact rules', () => {
    const produced = new Set(cases.flatMap(([, , , , errors]) => Object.values(errors)));
    for (const message of [...Object.values(M), ...Object.values(C)]) expect(produced).toContain(message);
  });

  it('uses the exact SPEC wording', () => {
    expect(M.otherRoleRequired).toBe('Fortell oss hvilken rolle du har i forhold til den du melder på vegne av.');
    expect(M.informationConfirmedRequired).toBe(
      'Du må bekrefte at informasjonen er korrekt og samtykke til at vi kan kontakte deg i saken',
    );
    expect(C.countryCodeInvalid).toBe('Landkode må starte med "+" etterfulgt av 1-4 sifre.');
    expect(M.ssnTooLong).toBe('Fødselsnummeret kan maks inneholde 11 sifre');
  });

  it("knows today's date in Norway, whatever the machine's time zone", () => {
    // 22:30 UTC on 15 June is already 16 June in Oslo (summer time, UTC+2); 23:30 UTC on 5 January is 6 January (UTC+1)
    expect(osloToday(new Date('2024-06-15T22:30:00Z'))).toBe('2024-06-16');
    expect(osloToday(new Date('2024-01-05T22:59:00Z'))).toBe('2024-01-05');
    expect(osloToday(new Date('2024-01-05T23:30:00Z'))).toBe('2024-01-06');
  });

  it('checks the damage date against today in Oslo when no today is given', () => {
    const tomorrowInOslo = osloToday(new Date(Date.now() + 24 * 3600 * 1000));
    expect(validateStep('skade', { damageDate: tomorrowInOslo, damageType: 't' })).toEqual({ damageDate: M.damageDateInFuture });
    expect(validateStep('skade', { damageDate: osloToday(), damageType: 't' })).toEqual({});
  });

  it('reads the Oslo calendar day of a date or date-time', () => {
    expect(osloDay('2024-06-15')).toBe('2024-06-15');
    expect(osloDay('2024-06-15T23:30')).toBe('2024-06-15'); // no offset: Norwegian local time
    expect(osloDay('2024-06-15T21:59:59.999Z')).toBe('2024-06-15');
    expect(osloDay('2024-06-15T22:00:00Z')).toBe('2024-06-16'); // summer time, UTC+2
    expect(osloDay('2024-01-05T22:59:59Z')).toBe('2024-01-05'); // winter time, UTC+1
    expect(osloDay('2024-01-05T23:00:00Z')).toBe('2024-01-06');
    expect(osloDay('2024-06-15T23:59:59-12:00')).toBe('2024-06-16');
    expect(osloDay('2024-06-16T01:59:59+1400')).toBe('2024-06-15');
    expect(osloDay('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    expect(osloDay('0050-01-01')).toBe('0050-01-01');
    for (const none of ['2024-01-01T00:00:00.000+25:00', '2024-01-01T00:00+14:01', '2024-01-01T00:00-12:01', '2024-01-01T00:00+01:60', '2024-01-01T00:00:60Z', '9999-12-31T23:00-05:00', '2024-02-30T10:00Z', '']) {
      expect(osloDay(none), none).toBeNull();
    }
  });

  it('tells real calendar dates from look-alikes', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '2025-12-31', '2024-05-01T00:00:00.000Z', '2024-05-01T23:59', '2024-05-01T10:00+14:00', '2024-05-01T10:00-1200']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['2024-02-30', '2024-13-45', '0000-00-00', '1900-02-29', '2024-04-31', '2024-00-10', '2024-5-1', '2024-05-01T24:00', '2024-05-01 ', '2024-01-01T00:00:00.000+25:00', '2024-05-01T10:00+15:00']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('finds text PostgreSQL cannot store: NUL and unpaired surrogates, not emoji', () => {
    for (const ok of ['', 'Sopp', 'æøå ÆØÅ', 'Sopp 🍄', '\ud83c\udf44', 'tab\tand\nnewline']) expect(isStorableText(ok)).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', 'Sopp \ud83d', '\udf44 x', 'x\ud83d\ud83d\udf44', 'end \udbff']) expect(isStorableText(bad)).toBe(false);
  });

  it('has one valibot schema per step with the same messages', () => {
    const result = v.safeParse(damageReportStepSchemas.skade, { damageType: 't' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['damageDate', M.damageDateRequired]]);
    expect(v.safeParse(damageReportStepSchemas.oppsummering, { informationConfirmed: true }).success).toBe(true);
  });
});

const complete: CaseForm = {
  reportedByType: REPORTED_BY_TYPE.private,
  whoIsReportingTheDamage: PRIVATE_ROLE.policyHolder,
  addresseId: 'addr-1',
  buildingAddress: 'Storgata 1',
  buildingZip: '0155',
  buildingCity: 'Oslo',
  damageLocation: 'Storgata 1, 0155 Oslo',
  insuranceAgent: 'gjensidige',
  insuranceTypePrivate: [859830001],
  damageDate: '2024-05-01',
  damageType: 'type-rot',
  dmgAddAttachment: 'Ja',
  descriptionOfDamage: 'Sopp i kjelleren.',
  ...kontakt,
  mobilePhone: '+4791234567',
  informationConfirmed: true,
};

describe('caseDraftPatchSchema', () => {
  const message = (input: unknown) => firstIssueMessage(v.safeParse(caseDraftPatchSchema, input));

  it('accepts any subset of the form, with nulls', () => {
    expect(message({})).toBeNull();
    expect(message({ reportedByType: REPORTED_BY_TYPE.organization, insuranceTypePrivate: [] })).toBeNull();
    expect(message({ policyHolderFullName: null, organizationNumber: '', buildingNumber: null })).toBeNull();
    expect(message(complete)).toBeNull();
  });

  it('rejects unknown fields and malformed values with the first message', () => {
    expect(message({ submittedOnWeb: true })).toBe(FIELD_MESSAGES.unknownField);
    expect(message({ descriptionOfDamage: 'x'.repeat(4001) })).toBe(M.descriptionTooLong);
    expect(message({ otherDamageType: 'x'.repeat(201) })).toBe(M.textTooLong);
    expect(message({ policyHolderSocialSecurityNumber: '0101901234x' })).toBe(M.digitsOnly);
    expect(message({ policyHolderSocialSecurityNumber: '010190123456' })).toBe(M.ssnTooLong);
    expect(message({ policyHolderSocialSecurityNumber: '0101' })).toBe(M.ssnLength);
    expect(message({ phoneNumber: '12 34' })).toBe(C.phoneDigitsOnly);
    expect(message({ countryCode: '47' })).toBe(C.countryCodeInvalid);
    expect(message({ email: 'kari' })).toBe(C.emailInvalid);
    expect(message({ reportedByType: 1 })).toBe(FIELD_MESSAGES.invalid('reportedByType'));
    expect(message({ dmgAddAttachment: 'Kanskje' })).toBe(FIELD_MESSAGES.invalid('dmgAddAttachment'));
    expect(message({ insuranceTypePrivate: ['859830001'] })).toBe(FIELD_MESSAGES.invalid('insuranceTypePrivate'));
    expect(message({ damageDate: '01.05.2024' })).toBe(M.damageDateInvalid);
    expect(message({ damageDate: '2024-02-30' })).toBe(M.damageDateInvalid);
    expect(message({ descriptionOfDamage: 'Sopp \ud83d' })).toBe(STORABLE_TEXT_MESSAGE);
    expect(message({ buildingZip: '\u0000' })).toBe(STORABLE_TEXT_MESSAGE);
    expect(message({ policyHolderSocialSecurityNumber: '\u0000' })).toBe(STORABLE_TEXT_MESSAGE);
    expect(message({ organizationNumber: '12345' })).toBe(FIELD_MESSAGES.invalid('organizationNumber'));
    expect(message({ informationConfirmed: 'yes' })).toBe(FIELD_MESSAGES.invalid('informationConfirmed'));
  });
});

describe('caseSubmitSchema', () => {
  const message = (input: unknown) => firstIssueMessage(v.safeParse(caseSubmitSchema, input));

  it('accepts a complete form without the attachment list', () => {
    expect(message(complete)).toBeNull();
  });

  it('answers with the first failing rule of the steps, in step order', () => {
    expect(message({ ...complete, whoIsReportingTheDamage: null })).toBe(M.roleRequired);
    expect(message({ ...complete, addresseId: null, addressSearch: null })).toBe(M.locationRequired);
    expect(message({ ...complete, informationConfirmed: false })).toBe(M.informationConfirmedRequired);
    expect(message({ ...complete, damageDate: '2999-01-01' })).toBe(M.damageDateInFuture);
    expect(message({ ...complete, damageDate: '2024-13-45' })).toBe(M.damageDateInvalid);
    expect(message({ ...complete, attachments: [] })).toBe(FIELD_MESSAGES.unknownField);
  });
});
