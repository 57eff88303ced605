/**
 * Oppsummering's own parts: SEND INN checks every step again once every photo has answered, and knows the server's
 * answer that the case was sent in before.
 */
import { assign } from 'xstate';
import { allEarlierStepsValid } from '../../../domain/damageReportDraft';
import { damageReportActions, damageReportGuards } from '../base';
import { validationContext } from '../rules';

/**
 * Thrown by the app's `submitCase` when the server answers 409: the case was sent in before with other answers (from
 * another tab or device), so this submit was not taken and the case stays as it was sent.
 */
export class CaseAlreadySubmitted extends Error {
  constructor() {
    super('The case was already submitted');
    this.name = 'CaseAlreadySubmitted';
  }
}

export const oppsummeringActions = damageReportActions({
  /** SEND INN found an earlier step not complete: opening again asks for the summary, so the first such step opens. */
  requestSummary: assign({ requestedPage: 'oppsummering' as const }),
});

export const oppsummeringGuards = damageReportGuards({
  /** Every step before the summary passes its rules now (SEND INN checks it once every photo has answered). */
  allStepsValid: ({ context }) => allEarlierStepsValid('oppsummering', context.form, validationContext(context)),
  /** The submit's error: the server said the case was sent in before (409). */
  wasSentBefore: ({ event }) => 'error' in event && event.error instanceof CaseAlreadySubmitted,
});
