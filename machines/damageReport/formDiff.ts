/** The report's form diff: the flow kit's (../flowKit/draftSaving.ts) over the case form's fields, in their order. */
import { CASE_FORM_FIELDS } from '../../domain/schemas/damageReport';
import type { CaseForm } from '../../domain/types';
import { formDiffOver } from '../flowKit/draftSaving';

export const caseFormDiff = formDiffOver<CaseForm>(CASE_FORM_FIELDS);
export const { diffForm, hasChanges } = caseFormDiff;
