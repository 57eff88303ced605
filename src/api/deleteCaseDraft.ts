import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** DELETE /api/deleteCaseDraft/{caseId}, as `owner`'s (./ownerHeader.ts): refused (409) when another customer logged in meanwhile. */
export async function deleteCaseDraft(caseId: string, owner?: string): Promise<void> {
  await sendJson('delete', `api/deleteCaseDraft/${encodeURIComponent(caseId)}`, { headers: ownerHeaders(owner) });
}
