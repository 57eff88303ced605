import type { CaseForm } from '../../domain/types';
import { sendJson } from './http';

/** PATCH /api/case/{caseId}/submit with the full form data. */
export async function submitCase(caseId: string, form: CaseForm): Promise<void> {
  await sendJson('patch', `api/case/${encodeURIComponent(caseId)}/submit`, { json: form });
}
