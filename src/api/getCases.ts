import useSWR from 'swr';
import type { CaseListItem } from '../../domain/types';
import { getList } from './http';

export type CaseStatus = 'draft' | 'active';

export const casesKey = (status?: CaseStatus) => (status ? `/api/getCases?status=${status}` : '/api/getCases');

/** GET /api/getCases?status={draft|active}; 404 → []. */
export function getCases(status?: CaseStatus): Promise<CaseListItem[]> {
  return getList<CaseListItem>('api/getCases', status ? { searchParams: { status } } : undefined);
}

export function useCases(status?: CaseStatus, enabled = true) {
  return useSWR<CaseListItem[], Error>(enabled ? casesKey(status) : null, () => getCases(status));
}
