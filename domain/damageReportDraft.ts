/**
 * Turning a loaded case into the form, and where a returning customer resumes (pure). The damage-report machine
 * opens a draft with these, and the server tells the case list how far a draft got by the same rules.
 */
import type { Case, CaseForm, User } from './types';
import { CONTACT_PERSON, DEFAULT_COUNTRY_CODE, REPORTED_BY_TYPE } from './codes';
import { splitPhone } from './schemas/contact';
import { CASE_FORM_FIELDS, isStepValid, type StepName, type StepValidationContext } from './schemas/damageReport';
import { damageReportSteps } from './damageReportSteps';

/** Each phone in the form: its country-code field, number field and the full number sent to the API. */
export const PHONE_GROUPS = [
  { code: 'countryCode', number: 'phoneNumber', full: 'mobilePhone' },
  { code: 'countryCodePolicyHolder', number: 'phoneNumberPolicyHolder', full: 'policyHolderMobile' },
  { code: 'countryCodeComp', number: 'phoneNumberComp', full: 'mobileComp' },
  { code: 'countryCodeCaseContact', number: 'phoneNumberCaseContact', full: 'caseContactMobile' },
] as const satisfies readonly { code: keyof CaseForm; number: keyof CaseForm; full: keyof CaseForm }[];

/** Only the form fields of a case (no incidentId, attachments, submittedOnWeb, createdOn). */
export function caseToForm(c: Case | CaseForm): CaseForm {
  const form: Record<string, unknown> = {};
  for (const field of CASE_FORM_FIELDS) {
    if (c[field] !== undefined) form[field] = c[field];
  }
  return form as CaseForm;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * SPEC §3/§4 defaults of a loaded draft: mobilePhone and email from the user, every country code +47,
 * dmgAddAttachment Ja, informationConfirmed false, reportedByType private, contact person myself;
 * a stored full number fills its empty number field.
 */
export function withDraftDefaults(form: CaseForm, user: Pick<User, 'mobilePhone' | 'email'> | null): CaseForm {
  const out: CaseForm = { ...form };
  if (empty(out.mobilePhone) && user?.mobilePhone) out.mobilePhone = user.mobilePhone;
  if (empty(out.email) && user?.email) out.email = user.email;
  for (const group of PHONE_GROUPS) {
    if (empty(out[group.code])) out[group.code] = DEFAULT_COUNTRY_CODE;
    if (empty(out[group.number]) && !empty(out[group.full])) {
      out[group.number] = splitPhone(out[group.full], out[group.code] ?? DEFAULT_COUNTRY_CODE).phoneNumber;
    }
  }
  if (empty(out.dmgAddAttachment)) out.dmgAddAttachment = 'Ja';
  if (empty(out.informationConfirmed)) out.informationConfirmed = false;
  if (empty(out.reportedByType)) out.reportedByType = REPORTED_BY_TYPE.private;
  if (empty(out.whoIsContactPerson)) out.whoIsContactPerson = CONTACT_PERSON.myself;
  return out;
}

/** Whether a step is complete: its rules pass (the flow explorer answers it by the analyst's choice). */
export type IsComplete = (step: StepName) => boolean;

const completeOn = (form: CaseForm, ctx: StepValidationContext): IsComplete => (step) => isStepValid(step, form, ctx);

/** A step may be shown only when every earlier step passes its rules. */
export const allEarlierStepsValid = (step: StepName, form: CaseForm, ctx: StepValidationContext): boolean =>
  damageReportSteps.allBeforeComplete(step, completeOn(form, ctx));

/** After loading: the requested step if allowed, else the first step that is not complete (the furthest that may be shown). */
export const resumeStepWhen = (requested: StepName | null, isComplete: IsComplete): StepName =>
  damageReportSteps.furthestUpTo(requested ?? 'oppsummering', (step) => damageReportSteps.allBeforeComplete(step, isComplete));

/** resumeStepWhen with the steps' rules on the form. */
export const resumeStep = (requested: StepName | null, form: CaseForm, ctx: StepValidationContext): StepName =>
  resumeStepWhen(requested, completeOn(form, ctx));
