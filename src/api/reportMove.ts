import type { MoveRequest } from '../../domain/schemas/moving';
import type { ReportMoveResponse } from '../../domain/agreementChanges';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/**
 * POST /api/reportMove (docs/moving.md). `requestId` is made once per move the customer confirms and sent again with
 * every retry: the server then answers the first answer instead of registering the move twice.
 */
export async function reportMove(request: MoveRequest, owner?: string): Promise<ReportMoveResponse | undefined> {
  return sendJson<ReportMoveResponse>('post', 'api/reportMove', { json: request, headers: ownerHeaders(owner) });
}
