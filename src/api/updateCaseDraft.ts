import type { CaseForm } from '../../domain/types';
import { sendJson } from './http';

/** PATCH /api/updateCaseDraft/{caseId} with the changed form fields. */
export async function updateCaseDraft(caseId: string, changes: Partial<CaseForm>): Promise<void> {
  await sendJson('patch', `api/updateCaseDraft/${encodeURIComponent(caseId)}`, { json: changes });
}
