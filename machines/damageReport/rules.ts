/**
 * The report's rules as the flow kit's standard actions and guards ask them (../flowKit/stepState.ts `stepParts`,
 * ../flowKit/flowSetup.ts): a step's messages; a URL may show a step only when every earlier step passes its rules;
 * it opens at the step the URL asks for, or else the first that is not complete; a step's entry also clears SEND
 * INN's last failure.
 */
import { allEarlierStepsValid, resumeStep } from '../../domain/damageReportDraft';
import { isStepValid, validateStep, type StepName } from '../../domain/schemas/damageReportRules';
import type { FlowRules } from '../flowKit/standardParts';
import type { DamageReportContext } from './types';

/** What the step rules read besides the form. */
export const validationContext = (c: DamageReportContext) => ({
  attachments: c.attachments,
  organizationEntry: c.organizationEntry,
  locationMode: c.locationMode,
});

/** The step the URL asked for (null for the thanks page). */
export const requestedStep = (c: DamageReportContext): StepName | null => (c.requestedPage === 'takk' ? null : c.requestedPage);

export const damageReportRules: FlowRules<DamageReportContext, StepName> = {
  validate: (step, context) => validateStep(step, context.form, validationContext(context)),
  isValid: (step, context) => isStepValid(step, context.form, validationContext(context)),
  canEnter: (step, context) => allEarlierStepsValid(step, context.form, validationContext(context)),
  openingStep: (context) => resumeStep(requestedStep(context), context.form, validationContext(context)),
  request: (step) => ({ requestedPage: step }),
  entryClearsNotice: true,
};
