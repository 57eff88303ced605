import type { Attachment, UploadAttachmentRequest, UploadAttachmentResponse } from '../../domain/types';
import { NetworkUnavailable } from '../../machines/flowKit/connection';
import { ApiError } from './http';
import { ownerHeaders } from './ownerHeader';

export interface UploadProgress {
  /** 0..1 */
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** ms; generous for slow mobile links */
  timeout?: number;
  /** The customer whose file it is (./ownerHeader.ts). */
  owner?: string;
}

/**
 * POST /api/uploadAttachment with JSON {filename, mimeType, fileData (base64), caseId}
 * → {attachmentId, relationshipId}: a file of a damage report not yet sent.
 */
export function uploadAttachment(request: UploadAttachmentRequest, options: UploadOptions = {}): Promise<UploadAttachmentResponse> {
  return postFile<UploadAttachmentResponse>('/api/uploadAttachment', request, options);
}

/**
 * POST /api/addCaseAttachment/{caseId} with JSON {filename, mimeType, fileData (base64)} → the attachment as the
 * case lists it: a file added to a submitted case (issue 24). A closed case answers 403.
 */
export function addCaseAttachment(caseId: string, request: Omit<UploadAttachmentRequest, 'caseId'>, options: UploadOptions = {}): Promise<Attachment> {
  return postFile<Attachment>(`/api/addCaseAttachment/${encodeURIComponent(caseId)}`, request, options);
}

/**
 * Posts a file as JSON with upload progress. XMLHttpRequest rather than ky: ky 1.14's onUploadProgress needs
 * streaming request bodies, which Chromium only allows over HTTP/2+, so it would fail against an HTTP/1.1 server.
 */
function postFile<T>(url: string, body: object, options: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(ownerHeaders(options.owner))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.timeout = options.timeout ?? 120_000;
    xhr.withCredentials = true;
    if (options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ percent: total ? event.loaded / total : 0, transferredBytes: event.loaded, totalBytes: total });
      };
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new Error('Invalid upload response'));
        }
        return;
      }
      let message = `Error ${xhr.status}: ${xhr.statusText}`;
      try {
        const parsed = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      } catch {
        // keep the status line
      }
      reject(new ApiError(message, xhr.status));
    };
    // No answer from the server: the photo waits for the network (the damage report's connection region).
    xhr.onerror = () => reject(new NetworkUnavailable(new Error('Network error during upload')));
    xhr.ontimeout = () => reject(new NetworkUnavailable(new Error('Upload timed out')));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(JSON.stringify(body));
  });
}

/** Reads a File as base64 without the `data:...;base64,` prefix (the upload payload's fileData). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read file'));
    reader.readAsDataURL(file);
  });
}
