import type { CaseForm } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** PATCH /api/case/{caseId}/submit with the full form data, as `owner`'s (./ownerHeader.ts). */
export async function submitCase(caseId: string, form: CaseForm, owner?: string): Promise<void> {
  await sendJson('patch', `api/case/${encodeURIComponent(caseId)}/submit`, { json: form, headers: ownerHeaders(owner) });
}
