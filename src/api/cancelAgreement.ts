import type { CancellationRequest } from '../../domain/schemas/cancellation';
import type { CancelAgreementResponse } from '../../domain/agreementChanges';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/**
 * POST /api/cancelAgreement (docs/cancellation.md). `requestId` is made once per cancellation the customer confirms
 * and sent again with every retry: the server then answers the first answer instead of cancelling twice.
 */
export async function cancelAgreement(request: CancellationRequest, owner?: string): Promise<CancelAgreementResponse | undefined> {
  return sendJson<CancelAgreementResponse>('post', 'api/cancelAgreement', { json: request, headers: ownerHeaders(owner) });
}
