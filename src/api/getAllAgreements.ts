import { useApiRead } from './apiRead';
import type { Agreement } from '../../domain/types';
import { getList } from './http';

/** The start of every agreements cache key: the lists (agreementsKey) and each agreement (getAgreement.ts's agreementKey). */
export const AGREEMENTS_KEY_PREFIX = '/api/getAllAgreements';

export const agreementsKey = (ssn: string) => `${AGREEMENTS_KEY_PREFIX}?ssn=${ssn}`;

/** Whether a cache key is an agreements key (a list for any ssn, or one agreement): what an order makes stale. */
export const isAgreementsKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(AGREEMENTS_KEY_PREFIX);

/** GET /api/getAllAgreements?ssn={ssn}; 404 → []. */
export function getAllAgreements(ssn: string): Promise<Agreement[]> {
  return getList<Agreement>('api/getAllAgreements', { searchParams: { ssn } });
}

export function useAgreements(ssn: string | null | undefined) {
  return useApiRead<Agreement[]>(ssn ? agreementsKey(ssn) : null, () => getAllAgreements(ssn as string));
}
