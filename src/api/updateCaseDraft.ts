import type { CaseForm } from '../../domain/types';
import { sendJson } from './http';

/** PATCH /api/updateCaseDraft/{caseId} with the changed form fields. */
export async function updateCaseDraft(caseId: string, changes: Partial<CaseForm>): Promise<void> {
  await sendJson('patch', `api/updateCaseDraft/${encodeURIComponent(caseId)}`, { json: changes });
}

/**
 * The same PATCH as a fire-and-forget `keepalive` fetch, for when the page is being hidden or unloaded
 * (the request outlives the page). Errors are ignored: the next NESTE sends the fields again.
 */
export function flushCaseDraft(caseId: string, changes: Partial<CaseForm>): void {
  if (!caseId || typeof fetch !== 'function') return;
  try {
    fetch(`/api/updateCaseDraft/${encodeURIComponent(caseId)}`, {
      method: 'PATCH',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(changes),
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Ignored (e.g. keepalive body quota exceeded).
  }
}
