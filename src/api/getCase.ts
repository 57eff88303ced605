import type { Case } from '../../domain/types';
import { getJson } from './http';
import { useApiRead } from './apiRead';

export const caseKey = (caseId: string) => `/api/getCase/${caseId}`;

/** GET /api/getCase/{caseId}: the case with its attachments. */
export function getCase(caseId: string): Promise<Case> {
  return getJson<Case>(`api/getCase/${encodeURIComponent(caseId)}`);
}

/** The case, read (and kept) through the SWR cache (./apiRead.ts). */
export function useCase(caseId: string) {
  return useApiRead<Case>(caseKey(caseId), () => getCase(caseId));
}
