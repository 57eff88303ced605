import type { CaseForm } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** PATCH /api/updateCaseDraft/{caseId} with the changed form fields, as `owner`'s (./ownerHeader.ts). */
export async function updateCaseDraft(caseId: string, changes: Partial<CaseForm>, owner?: string): Promise<void> {
  await sendJson('patch', `api/updateCaseDraft/${encodeURIComponent(caseId)}`, { json: changes, headers: ownerHeaders(owner) });
}

/**
 * The same PATCH as a fire-and-forget `keepalive` fetch, for when the page is being hidden or unloaded
 * (the request outlives the page). Errors are ignored: the next NESTE sends the fields again.
 */
export function flushCaseDraft(caseId: string, changes: Partial<CaseForm>, owner?: string): void {
  if (!caseId || typeof fetch !== 'function') return;
  try {
    fetch(`/api/updateCaseDraft/${encodeURIComponent(caseId)}`, {
      method: 'PATCH',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...ownerHeaders(owner) },
      body: JSON.stringify(changes),
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Ignored (e.g. keepalive body quota exceeded).
  }
}
