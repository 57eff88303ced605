/**
 * Forsikring's own check: a private reporter who chose a housing cooperative's insurance makes the report the
 * organization's (saved as such, then back to rolle).
 */
import { assign } from 'xstate';
import { REPORTED_BY_TYPE } from '../../../domain/codes';
import { isOrganizationInsurance } from '../../../domain/schemas/damageReport';
import { damageReportActions, damageReportGuards } from '../base';
import { applyFieldChange } from '../fieldChanges';
import { diffForm } from '../formDiff';
import { queuedDraft } from '../../flowKit/draftSaving';

export const forsikringActions = damageReportActions({
  applyOrganizationSwitch: assign(({ context }) => {
    // Switching the reporter type also clears the role fields (as choosing it on rolle does).
    const form = { ...applyFieldChange(context.form, 'reportedByType', REPORTED_BY_TYPE.organization), insuranceTypePrivate: [] };
    return { form, ...queuedDraft(context, { ...diffForm(context.savedForm, form), reportedByType: form.reportedByType, insuranceTypePrivate: [] }, form) };
  }),
});

export const forsikringGuards = damageReportGuards({
  isOrganizationInsurance: ({ context }) => isOrganizationInsurance(context.form),
});
