/**
 * What one form change does besides setting the field (pure): typing limits of phone and country-code
 * fields, the full number composed from code + number, and resets of fields that no longer apply.
 */
import type { CaseForm } from '../../domain/types';
import { CONTACT_PERSON, HOUSING_RELATION, PRIVATE_ROLE } from '../../domain/codes';
import { joinPhone, normalizeCountryCodeInput, normalizePhoneInput } from '../../domain/schemas/contact';
import { PHONE_GROUPS } from '../../domain/damageReportDraft';
import { clearedLocation } from './location';

export type FormField = keyof CaseForm;

const POLICYHOLDER_FIELDS = [
  'policyHolderFullName',
  'policyHolderSocialSecurityNumber',
  'phoneNumberPolicyHolder',
  'policyHolderMobile',
] as const satisfies readonly FormField[];

const ROLE_FIELDS = ['whoIsReportingTheDamage', 'whoIsReportingTheDamageComp', 'otherRole'] as const satisfies readonly FormField[];

const CASE_CONTACT_FIELDS = [
  'caseContactFullname',
  'phoneNumberCaseContact',
  'caseContactMobile',
  'caseContactEmail',
] as const satisfies readonly FormField[];

const ORGANIZATION_SELECTION_FIELDS = ['organizationNumber', 'organizationName', 'showOrgName'] as const satisfies readonly FormField[];

function cleared(fields: readonly FormField[]): CaseForm {
  return Object.fromEntries(fields.map((f) => [f, null])) as CaseForm;
}

function withPhoneInput(form: CaseForm, field: FormField, value: unknown): CaseForm {
  for (const group of PHONE_GROUPS) {
    if (field === group.code) {
      const code = normalizeCountryCodeInput(String(value ?? ''));
      return { ...form, [group.code]: code, [group.full]: joinPhone(code, form[group.number]) };
    }
    if (field === group.number) {
      const number = normalizePhoneInput(String(value ?? ''), form[group.code]);
      return { ...form, [group.number]: number, [group.full]: joinPhone(form[group.code], number) };
    }
  }
  return { ...form, [field]: value };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';
const sameValue = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The form after the customer sets `field` to `value`. Pure. */
export function applyFieldChange<K extends FormField>(form: CaseForm, field: K, value: CaseForm[K]): CaseForm {
  const next = withPhoneInput(form, field, value);
  const changed = !sameValue(form[field], next[field]);
  switch (field) {
    case 'reportedByType':
      return changed ? { ...next, ...cleared(ROLE_FIELDS), ...cleared(POLICYHOLDER_FIELDS) } : next;
    case 'whoIsReportingTheDamage': {
      const resets: FormField[] = [];
      if (value === PRIVATE_ROLE.policyHolder) resets.push(...POLICYHOLDER_FIELDS);
      if (value !== PRIVATE_ROLE.other) resets.push('otherRole');
      return { ...next, ...cleared(resets) };
    }
    case 'whoIsReportingTheDamageComp':
      return value === HOUSING_RELATION.other ? next : { ...next, otherRole: null };
    case 'whoIsContactPerson':
      return value === CONTACT_PERSON.other ? next : { ...next, ...cleared(CASE_CONTACT_FIELDS) };
    case 'organizationSearch':
      return changed ? { ...next, ...cleared(ORGANIZATION_SELECTION_FIELDS) } : next;
    case 'addressSearch':
      return changed ? { ...next, ...clearedLocation() } : next;
    default:
      // dmgAddAttachment 'Nei' keeps uploaded files (they are simply not required).
      return next;
  }
}
