import { useApiRead } from './apiRead';
import type { CaseListItem } from '../../domain/types';
import { API_READS, type CaseStatus } from '../../domain/pageReads';
import { getList } from './http';

export type { CaseStatus };

export const casesKey = (status?: CaseStatus) => (status ? API_READS.cases(status) : '/api/getCases');

/** GET /api/getCases?status={draft|active}; 404 → []. */
export function getCases(status?: CaseStatus): Promise<CaseListItem[]> {
  return getList<CaseListItem>(casesKey(status));
}

export function useCases(status?: CaseStatus, enabled = true) {
  return useApiRead<CaseListItem[]>(enabled ? casesKey(status) : null, () => getCases(status));
}
