import { useApiRead } from './apiRead';
import type { Agreement } from '../../domain/types';
import { getList } from './http';

export const agreementsKey = (ssn: string) => `/api/getAllAgreements?ssn=${ssn}`;

/** GET /api/getAllAgreements?ssn={ssn}; 404 → []. */
export function getAllAgreements(ssn: string): Promise<Agreement[]> {
  return getList<Agreement>('api/getAllAgreements', { searchParams: { ssn } });
}

export function useAgreements(ssn: string | null | undefined) {
  return useApiRead<Agreement[]>(ssn ? agreementsKey(ssn) : null, () => getAllAgreements(ssn as string));
}
