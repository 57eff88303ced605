import type { Agreement } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** POST /api/withdrawCancellation {agreementId}: the agreement, active again (docs/cancellation.md); as `owner`'s (./ownerHeader.ts): refused (409) when another customer logged in meanwhile. */
export async function withdrawCancellation(agreementId: string, owner?: string): Promise<Agreement | undefined> {
  return sendJson<Agreement>('post', 'api/withdrawCancellation', { json: { agreementId }, headers: ownerHeaders(owner) });
}
