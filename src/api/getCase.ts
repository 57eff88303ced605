import type { Case } from '../../domain/types';
import { getJson } from './http';

export const caseKey = (caseId: string) => `/api/getCase/${caseId}`;

/** GET /api/getCase/{caseId}: the case with its attachments. */
export function getCase(caseId: string): Promise<Case> {
  return getJson<Case>(`api/getCase/${encodeURIComponent(caseId)}`);
}
