import type { DeleteAttachmentRequest } from '../../domain/types';
import { sendJson } from './http';

/** DELETE /api/deleteAttachment with JSON {attachmentId, relationshipId}. */
export async function deleteAttachment(request: DeleteAttachmentRequest): Promise<void> {
  await sendJson('delete', 'api/deleteAttachment', { json: request });
}
