import { getBlob } from './http';

/** GET /api/downloadAttachment/{attachmentId}: the file as a Blob. */
export function downloadAttachment(attachmentId: string): Promise<Blob> {
  return getBlob(`api/downloadAttachment/${encodeURIComponent(attachmentId)}`);
}
