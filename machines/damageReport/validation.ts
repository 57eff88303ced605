/** When the customer sees which errors (STYLE: validate on next; afterwards choices on change, typed fields on blur). */
import {
  validateStep,
  type ErrorField,
  type FieldErrors,
  type StepName,
  type StepValidationContext,
} from '../../domain/schemas/damageReport';
import { refreshShownErrors } from '../shownErrors';

/** Fields chosen rather than typed: their error updates as soon as they change. */
const CHOICE_FIELDS = new Set<ErrorField>([
  'reportedByType',
  'whoIsReportingTheDamage',
  'whoIsReportingTheDamageComp',
  'insuranceAgent',
  'insuranceTypePrivate',
  'insuranceTypeComp',
  'damageDate',
  'damageType',
  'dmgAddAttachment',
  'attachments',
  'whoIsContactPerson',
  'informationConfirmed',
  'addresseId',
  'addressSearch',
  'organizationSearch',
]);

/** After a change: errors that are fixed disappear; a choice field shows its new error at once. */
export function errorsAfterChange(
  step: StepName,
  attempted: boolean,
  current: FieldErrors,
  field: ErrorField,
  form: Parameters<typeof validateStep>[1],
  ctx: StepValidationContext,
): FieldErrors {
  if (!attempted) return current;
  return refreshShownErrors(current, validateStep(step, form, ctx), CHOICE_FIELDS.has(field) ? [field] : []);
}

/** After leaving a typed field: its error shows (once the step has been tried). */
export function errorsAfterBlur(
  step: StepName,
  attempted: boolean,
  current: FieldErrors,
  field: ErrorField,
  form: Parameters<typeof validateStep>[1],
  ctx: StepValidationContext,
): FieldErrors {
  if (!attempted) return current;
  return refreshShownErrors(current, validateStep(step, form, ctx), [field]);
}
