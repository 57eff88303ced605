import type { Agreement } from '../../domain/types';
import { sendJson } from './http';

/** POST /api/withdrawCancellation {agreementId}: the agreement, active again (docs/cancellation.md). */
export async function withdrawCancellation(agreementId: string): Promise<Agreement | undefined> {
  return sendJson<Agreement>('post', 'api/withdrawCancellation', { json: { agreementId } });
}
