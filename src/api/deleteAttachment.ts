import type { DeleteAttachmentRequest } from '../../domain/types';
import { sendJson } from './http';
import { ownerHeaders } from './ownerHeader';

/** DELETE /api/deleteAttachment with JSON {attachmentId, relationshipId}, as `owner`'s (./ownerHeader.ts). */
export async function deleteAttachment(request: DeleteAttachmentRequest, owner?: string): Promise<void> {
  await sendJson('delete', 'api/deleteAttachment', { json: request, headers: ownerHeaders(owner) });
}
