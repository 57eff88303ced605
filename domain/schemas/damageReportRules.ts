/**
 * The rules of each damage-report step (SPEC §5 Damage report), as a table per step:
 * which field, when the rule applies, and the valibot schema its value must pass.
 * The first failing message per field is what the customer sees (the texts: ./damageReportMessages.ts).
 */
import * as v from 'valibot';
import type { CaseForm } from '../types';
import {
  CONTACT_PERSON,
  EXCLUSIVE_COMPANY_TYPE,
  EXCLUSIVE_PRIVATE_TYPES,
  HOUSING_RELATION,
  INSURANCE_TYPE_ORGANIZATION,
  PRIVATE_ROLE,
  REPORTED_BY_TYPE,
} from '../codes';
import { damageReportShownWhen } from '../damageReportQuestions';
import { countryCodeSchema, emailSchema, phoneNumberSchema, text } from './contact';
import { isCalendarDate, osloDay, osloToday } from './dates';
import { DAMAGE_REPORT_MESSAGES } from './damageReportMessages';
import { DESCRIPTION_MAX, TEXT_MAX, type CaseFormField } from './damageReportFields';
import { condition, type Condition } from './ruleWords';
import { isStorableText, STORABLE_TEXT_MESSAGE } from './text';

import type { StepName } from '../damageReportSteps';

export type { StepName };

const M = DAMAGE_REPORT_MESSAGES;

/** What the form alone does not know; the machine passes it, the server leaves it out. */
export interface StepValidationContext {
  /** Attachment items of the form; when absent (server) the attachment rule is not checked. */
  attachments?: readonly { status: 'uploading' | 'waiting' | 'finished' | 'error' }[];
  /** 'manual' when the customer types the organization name because it was not found. */
  organizationEntry?: 'search' | 'manual';
  /** Which location input is shown: the registered addresses or the address search. */
  locationMode?: 'registered' | 'search';
  /** Today as YYYY-MM-DD; defaults to today in Europe/Oslo, on the server and in the browser alike. */
  today?: string;
}

export type ErrorField = CaseFormField | 'attachments';
export type FieldErrors = Partial<Record<ErrorField, string>>;

interface Rule {
  field: ErrorField;
  /** When the field is asked (none: always), with its words for the drawings (./ruleWords.ts). */
  when?: Condition<[form: CaseForm, ctx: StepValidationContext]>;
  /** The value checked; the field's value unless given. */
  value?: (form: CaseForm, ctx: StepValidationContext) => unknown;
  schema: v.GenericSchema | ((form: CaseForm, ctx: StepValidationContext) => v.GenericSchema);
}

// Predicates in the domain's words, also used by the machine's guards.
const filled = (s: string | null | undefined) => (s ?? '').trim() !== '';
export const isOrganizationReporter = (f: CaseForm) => f.reportedByType === REPORTED_BY_TYPE.organization;
export const isPrivateReporter = (f: CaseForm) => !isOrganizationReporter(f);
export const isPolicyholder = (f: CaseForm) =>
  isPrivateReporter(f) && f.whoIsReportingTheDamage === PRIVATE_ROLE.policyHolder;
/** The policyholder's name, id and mobile are asked once a private reporter has chosen another role. */
export const needsPolicyholderDetails = (f: CaseForm) =>
  isPrivateReporter(f) && f.whoIsReportingTheDamage != null && !isPolicyholder(f);
export const hasOtherRole = (f: CaseForm) =>
  isPrivateReporter(f)
    ? f.whoIsReportingTheDamage === PRIVATE_ROLE.other
    : f.whoIsReportingTheDamageComp === HOUSING_RELATION.other;
export const isContactPersonOther = (f: CaseForm) => f.whoIsContactPerson === CONTACT_PERSON.other;
/** Organization check (SPEC §4): a private reporter whose building is insured through an organization. */
export const isOrganizationInsurance = (f: CaseForm) =>
  isPrivateReporter(f) && (f.insuranceTypePrivate ?? []).includes(INSURANCE_TYPE_ORGANIZATION);
export const organizationEntryOf = (f: CaseForm, ctx: StepValidationContext): 'search' | 'manual' =>
  ctx.organizationEntry ?? (filled(f.organizationName) && !filled(f.organizationNumber) ? 'manual' : 'search');
/** «Hvilken skade er det?» (otherDamageType) is asked for the damage type «Annet»: the questions' own fact (../damageReportQuestions.ts). */
export const asksOtherDamageType = damageReportShownWhen.skade.otherDamageType;
/** The attachments are asked once the customer answers Ja to uploading (and the server wants one at SEND INN). */
export const asksAttachments = (f: Pick<CaseForm, 'dmgAddAttachment'>) => f.dmgAddAttachment === 'Ja';
/** Lokasjon asks for one of the registered addresses (addresseId from the list), else for the address search. */
export const asksRegisteredAddress = (ctx: StepValidationContext) => ctx.locationMode === 'registered';

/** When a rule applies, in the business reader's words (the step drawings list each field's rules with them). */
type On = [CaseForm, StepValidationContext];
const ASKED = {
  privateReporter: condition('når kunden melder som privatperson', isPrivateReporter),
  organizationReporter: condition('når kunden melder for en organisasjon', isOrganizationReporter),
  otherRole: condition('når kunden har valgt rollen «Annet»', hasOtherRole),
  policyholderDetails: condition('når en privatperson melder for en annen enn seg selv', needsPolicyholderDetails),
  organizationSearched: condition<On>('når kunden melder for en organisasjon og søker den opp', (f, c) => isOrganizationReporter(f) && organizationEntryOf(f, c) === 'search'),
  organizationTyped: condition<On>('når kunden melder for en organisasjon og skriver navnet selv', (f, c) => isOrganizationReporter(f) && organizationEntryOf(f, c) === 'manual'),
  registeredAddress: condition<On>('når kunden velger blant adressene sine', (_f, c) => asksRegisteredAddress(c)),
  searchedAddress: condition<On>('når kunden søker opp adressen', (_f, c) => !asksRegisteredAddress(c)),
  // The server leaves the attachments out (it has no items): only the form checks them.
  attachments: condition<On>('når kunden har svart Ja til å laste opp vedlegg', (f, c) => asksAttachments(f) && c.attachments !== undefined),
  contactPersonOther: condition('når en annen person skal være kontaktperson', isContactPersonOther),
} as const;

const required = (message: string) => v.pipe(text, v.nonEmpty(message));
const requiredText = (message: string, max: number, maxMessage: string) =>
  v.pipe(text, v.nonEmpty(message), v.maxLength(max, maxMessage));
const requiredCode = (codes: readonly number[], message: string) =>
  v.custom<number>((value) => typeof value === 'number' && codes.includes(value), message);
const requiredInteger = (message: string) =>
  v.custom<number>((value) => typeof value === 'number' && Number.isInteger(value), message);
const codeList = v.nullish(v.array(v.number()), []);
const formValue = v.custom<CaseForm>(() => true);
/** A typed search text that is not a field rule of its own (the combobox queries) must still be storable. */
const storableSearch = (key: 'organizationSearch' | 'addressSearch') =>
  v.check<CaseForm, string>((f) => typeof f[key] !== 'string' || isStorableText(f[key]), STORABLE_TEXT_MESSAGE);

/** Form fields that hold text, such as a phone's country code and number. */
type TextField = { [K in CaseFormField]-?: CaseForm[K] extends string | null | undefined ? K : never }[CaseFormField];

/**
 * The two rules of one phone (SPEC §5), written once for every contact: the country code is required once a number
 * is entered, and the number's rules depend on the code next to it. Both apply when `when` does.
 */
function phoneRules(
  codeField: TextField,
  numberField: TextField,
  options: { when?: Rule['when']; required?: boolean } = {},
): [Rule, Rule] {
  const { when, required = true } = options;
  return [
    { field: codeField, when, schema: (f) => countryCodeSchema(f[numberField]) },
    { field: numberField, when, schema: (f) => phoneNumberSchema(f[codeField], { required }) },
  ];
}

const rolle: Rule[] = [
  { field: 'reportedByType', schema: requiredCode(Object.values(REPORTED_BY_TYPE), M.reportedByTypeRequired) },
  {
    field: 'whoIsReportingTheDamage',
    when: ASKED.privateReporter,
    schema: requiredCode(Object.values(PRIVATE_ROLE), M.roleRequired),
  },
  { field: 'whoIsReportingTheDamageComp', when: ASKED.organizationReporter, schema: requiredInteger(M.roleRequired) },
  { field: 'otherRole', when: ASKED.otherRole, schema: requiredText(M.otherRoleRequired, TEXT_MAX, M.textTooLong) },
  {
    field: 'policyHolderFullName',
    when: ASKED.policyholderDetails,
    schema: requiredText(M.policyHolderNameRequired, TEXT_MAX, M.textTooLong),
  },
  {
    field: 'policyHolderSocialSecurityNumber',
    when: ASKED.policyholderDetails,
    schema: v.pipe(
      text,
      v.check((s) => /^\d*$/.test(s), M.digitsOnly),
      v.check((s) => s.length <= 11, M.ssnTooLong),
      v.check((s) => s.length === 11, M.ssnLength),
    ),
  },
  ...phoneRules('countryCodePolicyHolder', 'phoneNumberPolicyHolder', { when: ASKED.policyholderDetails }),
  {
    field: 'organizationSearch',
    when: ASKED.organizationSearched,
    value: (f) => f,
    schema: v.pipe(
      formValue,
      storableSearch('organizationSearch'),
      v.check((f) => filled(f.organizationNumber) || filled(f.organizationSearch), M.organizationRequired),
      v.check((f) => filled(f.organizationNumber), M.organizationFromList),
    ),
  },
  {
    field: 'organizationName',
    when: ASKED.organizationTyped,
    schema: requiredText(M.organizationNameRequired, TEXT_MAX, M.textTooLong),
  },
];

const lokasjon: Rule[] = [
  { field: 'addresseId', when: ASKED.registeredAddress, schema: required(M.locationFromList) },
  {
    field: 'addressSearch',
    when: ASKED.searchedAddress,
    value: (f) => f,
    schema: v.pipe(
      formValue,
      storableSearch('addressSearch'),
      v.check((f) => filled(f.addresseId) || filled(f.addressSearch), M.locationRequired),
      v.check((f) => filled(f.addresseId), M.locationFromList),
    ),
  },
];

const forsikring: Rule[] = [
  { field: 'insuranceAgent', schema: required(M.insurerRequired) },
  {
    field: 'insuranceTypePrivate',
    when: ASKED.privateReporter,
    schema: v.pipe(
      codeList,
      v.check((list) => list.length > 0, M.insuranceTypesRequired),
      v.check((list) => !EXCLUSIVE_PRIVATE_TYPES.every((code) => list.includes(code)), M.privateTypesExclusive),
    ),
  },
  {
    field: 'insuranceTypeComp',
    when: ASKED.organizationReporter,
    schema: v.pipe(
      codeList,
      v.check((list) => list.length > 0, M.insuranceTypesRequired),
      v.check((list) => !list.includes(EXCLUSIVE_COMPANY_TYPE) || list.length === 1, M.companyTypeExclusive),
    ),
  },
];

const skade: Rule[] = [
  {
    field: 'damageDate',
    schema: (_f, c) =>
      v.pipe(
        text,
        v.nonEmpty(M.damageDateRequired),
        v.check(isCalendarDate, M.damageDateInvalid),
        // The day in Oslo, not the written date: 2026-11-24T23:30:00Z is already 25 November there.
        v.check((s) => (osloDay(s) ?? '') <= (c.today ?? osloToday()), M.damageDateInFuture),
      ),
  },
  { field: 'damageType', schema: required(M.damageTypeRequired) },
  { field: 'otherDamageType', schema: v.pipe(text, v.maxLength(TEXT_MAX, M.textTooLong)) },
];

const informasjon: Rule[] = [
  { field: 'dmgAddAttachment', schema: v.picklist(['Ja', 'Nei'], M.attachmentChoiceRequired) },
  {
    field: 'attachments',
    when: ASKED.attachments,
    value: (_f, c) => c.attachments,
    schema: v.custom<readonly { status: string }[]>(
      // A photo waiting for the network counts: offline, the customer goes on, and SEND INN waits for it.
      (list) => Array.isArray(list) && list.some((a: { status: string }) => a.status === 'finished' || a.status === 'waiting'),
      M.attachmentRequired,
    ),
  },
  { field: 'descriptionOfDamage', schema: requiredText(M.descriptionRequired, DESCRIPTION_MAX, M.descriptionTooLong) },
];

const kontakt: Rule[] = [
  ...phoneRules('countryCode', 'phoneNumber'),
  { field: 'email', schema: emailSchema() },
  ...phoneRules('countryCodeComp', 'phoneNumberComp', { when: ASKED.organizationReporter, required: false }),
  { field: 'emailComp', when: ASKED.organizationReporter, schema: emailSchema({ required: false }) },
  { field: 'whoIsContactPerson', schema: requiredCode(Object.values(CONTACT_PERSON), M.contactPersonRequired) },
  {
    field: 'caseContactFullname',
    when: ASKED.contactPersonOther,
    schema: requiredText(M.contactPersonNameRequired, TEXT_MAX, M.textTooLong),
  },
  ...phoneRules('countryCodeCaseContact', 'phoneNumberCaseContact', { when: ASKED.contactPersonOther }),
  {
    field: 'caseContactEmail',
    when: ASKED.contactPersonOther,
    schema: emailSchema({ requiredMessage: M.contactPersonEmailRequired }),
  },
];

const oppsummering: Rule[] = [
  { field: 'informationConfirmed', schema: v.custom<boolean>((value) => value === true, M.informationConfirmedRequired) },
];

export const STEP_RULES: Record<StepName, readonly Rule[]> = {
  rolle,
  lokasjon,
  forsikring,
  skade,
  informasjon,
  kontakt,
  oppsummering,
};

/** The first message per field of the step's failing rules; `{}` when the step is valid. Pure. */
export function validateStep(step: StepName, form: CaseForm, ctx: StepValidationContext = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of STEP_RULES[step]) {
    if (errors[rule.field] !== undefined) continue;
    if (rule.when && !rule.when(form, ctx)) continue;
    const schema = typeof rule.schema === 'function' ? rule.schema(form, ctx) : rule.schema;
    const value = rule.value ? rule.value(form, ctx) : form[rule.field as CaseFormField];
    const result = v.safeParse(schema, value);
    if (!result.success) errors[rule.field] = result.issues[0].message;
  }
  return errors;
}

export function isStepValid(step: StepName, form: CaseForm, ctx: StepValidationContext = {}): boolean {
  return Object.keys(validateStep(step, form, ctx)).length === 0;
}
