import { getBlob } from './http';

/** The address of a stored attachment, for a plain download link. */
export function attachmentUrl(attachmentId: string): string {
  return `/api/downloadAttachment/${encodeURIComponent(attachmentId)}`;
}

/** GET /api/downloadAttachment/{attachmentId}: the file as a Blob. */
export function downloadAttachment(attachmentId: string): Promise<Blob> {
  return getBlob(`api/downloadAttachment/${encodeURIComponent(attachmentId)}`);
}
