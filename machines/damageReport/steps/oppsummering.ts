/** Oppsummering's own parts: SEND INN checks every step again once every photo has answered. */
import { assign } from 'xstate';
import { allEarlierStepsValid } from '../../../domain/damageReportDraft';
import { damageReportActions, damageReportGuards } from '../base';
import { validationContext } from '../rules';

export const oppsummeringActions = damageReportActions({
  /** SEND INN found an earlier step not complete: opening again asks for the summary, so the first such step opens. */
  requestSummary: assign({ requestedPage: 'oppsummering' as const }),
});

export const oppsummeringGuards = damageReportGuards({
  /** Every step before the summary passes its rules now (SEND INN checks it once every photo has answered). */
  allStepsValid: ({ context }) => allEarlierStepsValid('oppsummering', context.form, validationContext(context)),
});
