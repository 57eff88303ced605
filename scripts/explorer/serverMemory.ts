/**
 * What the explorer's stand-in server keeps between calls, as the real server would: what was saved of the damage
 * report's draft (so a reload or a deep link finds it), and the cancellation sent (so a reload at the confirmation
 * finds it).
 */
import { damageReportSteps, type StepName } from '../../domain/damageReportSteps';
import type { CaseForm } from '../../domain/types';
import type { AgreementCancellation } from '../../domain/agreementChanges';
import { draftAnswering } from './exampleData';

/** The draft: what was saved, or the saved draft the analyst opened, and whether it was sent in. */
export class DraftMemory {
  form: CaseForm = {};
  submitted = false;

  /** A new draft, or the one the analyst opens: its `answered` steps filled in (default: every step before `step`). */
  reset(step: StepName | null = null, answered: readonly StepName[] = step ? damageReportSteps.before(step) : []) {
    this.form = draftAnswering(answered);
    this.submitted = false;
  }
}

export class ServerMemory {
  readonly draft = new DraftMemory();
  /** The example agreement's cancellation, once sent; null while it is not cancelled. */
  cancellation: AgreementCancellation | null = null;

  /**
   * A new customer: the agreement is not cancelled yet. The draft stays: a new customer's draft is made by the
   * damage report's own call (createDraft), and a saved draft the analyst opens is set just before.
   */
  newCustomer() {
    this.cancellation = null;
  }
}
