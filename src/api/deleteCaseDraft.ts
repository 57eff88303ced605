import { sendJson } from './http';

/** DELETE /api/deleteCaseDraft/{caseId}. */
export async function deleteCaseDraft(caseId: string): Promise<void> {
  await sendJson('delete', `api/deleteCaseDraft/${encodeURIComponent(caseId)}`);
}
