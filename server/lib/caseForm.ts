import type { CaseForm } from '../../domain/types';
import { REPORTED_BY_TYPE } from '../../domain/codes';
import { CASE_FORM_FIELDS } from '../../domain/schemas/damageReport';

/** Every form field of a case (SPEC §3); the only keys a draft patch or submit may carry. One list, from the shared schema. */
export const CASE_FORM_KEYS: readonly (keyof CaseForm)[] = CASE_FORM_FIELDS;

const ALLOWED = new Set<string>(CASE_FORM_KEYS);

/**
 * Splits a body into form fields and every other key. Bodies are strict: any other key, the Case read model's
 * own (attachments, incidentId, submittedOnWeb, createdOn) included, makes the request a 400.
 */
export function pickCaseFields(body: Record<string, unknown>): { fields: CaseForm; unknown: string[] } {
  const fields: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [k, v] of Object.entries(body)) {
    if (ALLOWED.has(k)) fields[k] = v;
    else unknown.push(k);
  }
  return { fields: fields as CaseForm, unknown };
}

/** A new draft (SPEC §3 defaults). */
export function defaultCaseForm(): CaseForm {
  return {
    countryCode: '+47',
    countryCodeCaseContact: '+47',
    countryCodeComp: '+47',
    countryCodePolicyHolder: '+47',
    dmgAddAttachment: 'Ja',
    informationConfirmed: false,
    reportedByType: REPORTED_BY_TYPE.private,
  };
}

const NUMBER_KEYS = new Set<string>([
  'damageReportByOther', 'reportedByType', 'whoIsContactPerson', 'whoIsReportingTheDamage', 'whoIsReportingTheDamageComp',
]);
const BOOLEAN_KEYS = new Set<string>(['informationConfirmed', 'showOrgName']);
const NUMBER_LIST_KEYS = new Set<string>(['insuranceTypeComp', 'insuranceTypePrivate']);
const LONG_TEXT_KEYS = new Set<string>(['descriptionOfDamage']);

/**
 * Storage-level type check of case fields, independent of the form rules in domain/schemas/damageReport.ts:
 * strings are strings (≤ 500 characters, descriptions ≤ 4000), codes are integers, lists are integer lists,
 * flags are booleans, dmgAddAttachment is Ja/Nei; every field may be null. Returns the first problem or null.
 */
export function caseFieldTypeError(fields: Record<string, unknown>): string | null {
  for (const [k, v] of Object.entries(fields)) {
    if (v === null) continue;
    if (NUMBER_KEYS.has(k)) {
      if (typeof v !== 'number' || !Number.isInteger(v)) return `${k}: må være et heltall.`;
    } else if (BOOLEAN_KEYS.has(k)) {
      if (typeof v !== 'boolean') return `${k}: må være true eller false.`;
    } else if (NUMBER_LIST_KEYS.has(k)) {
      if (!Array.isArray(v) || v.length > 20 || !v.every((x) => typeof x === 'number' && Number.isInteger(x)))
        return `${k}: må være en liste med heltall.`;
    } else if (k === 'dmgAddAttachment') {
      if (v !== 'Ja' && v !== 'Nei') return 'dmgAddAttachment: må være Ja eller Nei.';
    } else {
      if (typeof v !== 'string') return `${k}: må være tekst.`;
      const max = LONG_TEXT_KEYS.has(k) ? 4000 : 500;
      if (v.length > max) return `${k}: Maks ${max} tegn tillatt.`;
    }
  }
  return null;
}
