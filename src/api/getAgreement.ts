import { isAgreementNotFound } from '../../domain/insuranceSelectors';
import { useApiRead } from './apiRead';
import type { Agreement } from '../../domain/types';
import { AGREEMENTS_KEY_PREFIX } from './getAllAgreements';
import { getJson } from './http';

export const agreementKey = (agreementId: string, ssn: string) => `${AGREEMENTS_KEY_PREFIX}/${agreementId}?ssn=${ssn}`;

/** GET /api/getAllAgreements/{agreementId}?ssn={ssn}: one agreement. */
export function getAgreement(agreementId: string, ssn: string): Promise<Agreement> {
  return getJson<Agreement>(`api/getAllAgreements/${encodeURIComponent(agreementId)}`, { searchParams: { ssn } });
}

/**
 * The agreement's read; `notFound`: the server knows no such agreement for this customer (unknown, or another's: 404),
 * decided as «Si opp forsikring» and «Meld flytting» decide it (domain/insuranceSelectors.ts isAgreementNotFound).
 */
export function useAgreement(agreementId: string | null | undefined, ssn: string | null | undefined) {
  const read = useApiRead<Agreement>(agreementId && ssn ? agreementKey(agreementId, ssn) : null, () =>
    getAgreement(agreementId as string, ssn as string),
  );
  return { ...read, notFound: isAgreementNotFound(read.error) };
}
