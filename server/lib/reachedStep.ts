/**
 * How far a customer got with a draft: the step a returning customer resumes at (the first step whose rules do
 * not pass, by the same rules and defaults the damage-report machine uses), for the case list's «Kom til steg …».
 *
 * The machine also knows which address input lokasjon shows (the customer's registered addresses or the search);
 * the server does not ask. Either way the step is complete exactly when an address from a list was chosen
 * (addresseId), so the answer is the same.
 */
import type { StepName } from '../../domain/damageReportSteps';
import type { CaseForm, User } from '../../domain/types';
import { caseToForm, resumeStepWhen, withDraftDefaults } from '../../domain/damageReportDraft';
import { isStepValid } from '../../domain/schemas/damageReport';

/**
 * The step a draft resumes at; its `attachments` stored files count as uploaded. resumeStep's answer, with each
 * step's rules run once: resumeStepWhen asks of the earlier steps again for every later one it tries, and the case
 * list asks this on every read.
 */
export function reachedStep(user: Pick<User, 'mobilePhone' | 'email'>, form: CaseForm, attachments: number): StepName {
  const draft = withDraftDefaults(caseToForm(form), user);
  const ctx = { attachments: Array.from({ length: attachments }, () => ({ status: 'finished' as const })) };
  const complete = new Map<StepName, boolean>();
  return resumeStepWhen(null, (step) => {
    let valid = complete.get(step);
    if (valid === undefined) complete.set(step, (valid = isStepValid(step, draft, ctx)));
    return valid;
  });
}
