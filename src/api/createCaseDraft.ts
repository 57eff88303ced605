import type { CreateCaseDraftResponse } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** Takes the case id out of an incidentUri such as `.../incidents(abc-123)`; throws if absent (SPEC §8). */
export function extractCaseId(incidentUri: string | null | undefined): string {
  const match = /incidents\(([^)]+)\)/.exec(incidentUri ?? '');
  const id = match?.[1]?.trim();
  if (!id) throw new Error(`Could not extract case id from incidentUri: ${String(incidentUri)}`);
  return id;
}

/** POST /api/createCaseDraft (no body) → the new case id; as `owner`'s (./ownerHeader.ts): never a draft for another customer who logged in meanwhile. */
export async function createCaseDraft(owner?: string): Promise<string> {
  const response = await sendJson<CreateCaseDraftResponse>('post', 'api/createCaseDraft', { headers: ownerHeaders(owner) });
  return extractCaseId(response?.incidentUri);
}
