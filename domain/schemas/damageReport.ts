import * as v from 'valibot';

// PLACEHOLDER — owned by the damage-report work (issue 3). The server imports these two names:
/** PATCH /api/updateCaseDraft/{caseId}: any subset of the case form, each present field well-formed. */
export const caseDraftPatchSchema = v.looseObject({});
/** PATCH /api/case/{caseId}/submit: the full form, every step's rules. */
export const caseSubmitSchema = v.looseObject({});
