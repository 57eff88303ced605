/**
 * A change on a step: the form after it, with the shown messages following it (once NESTE was tried on the step:
 * ../flowKit/shownErrors.ts), and the field edits every step takes (`user.change`, `user.blur`).
 */
import { assertEvent, assign } from 'xstate';
import { validateStep, type ErrorField, type StepName } from '../../domain/schemas/damageReport';
import type { CaseForm } from '../../domain/types';
import { errorsAfter } from '../flowKit/shownErrors';
import { damageReportActions } from './base';
import { applyFieldChange } from './fieldChanges';
import { validationContext } from './rules';
import type { DamageReportContext } from './types';
import { SHOWING_RULE } from './validation';

/** The step whose view is shown when an action runs: actions that depend on it take it as a parameter. */
export interface OnStep {
  step: StepName;
}

/** The form after a change on `step`, with the shown errors following it (once the step has been tried). */
export function formChange(context: DamageReportContext, step: StepName, form: CaseForm, field: ErrorField, attachments = context.attachments) {
  const next = { ...context, form, attachments };
  const errors = errorsAfter('change', SHOWING_RULE, {
    attempted: context.attemptedSteps.includes(step),
    current: context.errors,
    field,
    validate: () => validateStep(step, form, validationContext(next)),
  });
  return { form, attachments, errors };
}

export const editActions = damageReportActions({
  changeField: assign(({ context, event }, { step }: OnStep) => {
    assertEvent(event, 'user.change');
    return formChange(context, step, applyFieldChange(context.form, event.field, event.value), event.field);
  }),
  blurField: assign(({ context, event }, { step }: OnStep) => {
    assertEvent(event, 'user.blur');
    return {
      errors: errorsAfter('blur', SHOWING_RULE, {
        attempted: context.attemptedSteps.includes(step),
        current: context.errors,
        field: event.field,
        validate: () => validateStep(step, context.form, validationContext(context)),
      }),
    };
  }),
});
