/**
 * Damage report (skademelding) schemas, shared by the form (through the damage-report machine) and the server.
 * - `validateStep(step, form, ctx)`: field → first message of one step (SPEC §5 Damage report).
 * - `damageReportStepSchemas`: the same rules as one valibot schema per step.
 * - `caseDraftPatchSchema`: PATCH /api/updateCaseDraft — any subset of the form, each field well-formed.
 * - `caseSubmitSchema`: PATCH /api/case/{id}/submit — the full form passing every step's rules
 *   (attachments are checked by the server separately).
 */
import * as v from 'valibot';
import type { CaseForm } from '../types';
import { caseFormEntries, FIELD_MESSAGES } from './damageReportFields';
import { damageReportSteps } from '../damageReportSteps';
import { validateStep, type StepName } from './damageReportRules';

export { DAMAGE_REPORT_MESSAGES } from './damageReportMessages';
export {
  STEP_RULES,
  asksAttachments,
  asksOtherDamageType,
  asksRegisteredAddress,
  hasOtherRole,
  isContactPersonOther,
  isOrganizationInsurance,
  isOrganizationReporter,
  isPolicyholder,
  isPrivateReporter,
  isStepValid,
  needsPolicyholderDetails,
  organizationEntryOf,
  validateStep,
  type ErrorField,
  type FieldErrors,
  type StepName,
  type StepValidationContext,
} from './damageReportRules';
export { CASE_FORM_FIELDS, FIELD_MESSAGES, caseFormEntries, type CaseFormField } from './damageReportFields';
export { isCalendarDate, osloDay, osloToday } from './dates';

function addStepIssues<T extends CaseForm>(steps: readonly StepName[]) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form: CaseForm = dataset.value;
    for (const step of steps) {
      for (const [key, message] of Object.entries(validateStep(step, form))) {
        const path: v.ObjectPathItem = {
          type: 'object',
          origin: 'value',
          input: form as Record<string, unknown>,
          key,
          value: (form as Record<string, unknown>)[key],
        };
        addIssue({ message, path: [path] });
      }
    }
  });
}

const anyForm = v.custom<CaseForm>((input) => typeof input === 'object' && input !== null && !Array.isArray(input));

/** One valibot schema per step (without the attachment rule, which needs the attachment items). */
export const damageReportStepSchemas = Object.fromEntries(
  damageReportSteps.names.map((step) => [step, v.pipe(anyForm, addStepIssues<CaseForm>([step]))]),
) as unknown as Record<StepName, v.GenericSchema<unknown, CaseForm>>;

export const caseDraftPatchSchema = v.strictObject(caseFormEntries, FIELD_MESSAGES.unknownField);

export const caseSubmitSchema = v.pipe(
  v.strictObject(caseFormEntries, FIELD_MESSAGES.unknownField),
  addStepIssues(damageReportSteps.names),
);

export type CaseDraftPatch = v.InferOutput<typeof caseDraftPatchSchema>;

/** The first message of a failed parse, for a 400 answer. */
export function firstIssueMessage(result: { success: boolean; issues?: readonly { message: string }[] }): string | null {
  if (result.success) return null;
  return result.issues?.[0]?.message ?? null;
}
