import { fromCallback } from 'xstate';
import { fileToBase64, type UploadOptions } from '../../api/uploadAttachment';
import { preparePhoto } from '../photos/preparePhoto';

/** What a chosen file becomes on the way: the photo made smaller (or converted), then the progress in whole percent. */
export interface SendHooks {
  prepared: (file: File) => void;
  progress: (percent: number) => void;
}

/** The request body both upload routes take besides their own fields. */
export interface FileBody {
  filename: string;
  mimeType: string;
  fileData: string;
}

/**
 * Sends one file the customer chose, as both upload flows do (the damage report's and the more photos of a
 * submitted case): prepared first (src/lib/photos/preparePhoto.ts), then posted by `post` with progress.
 * undefined when `signal` stopped it; errors (PhotoConversionError, ApiError, NetworkUnavailable) are thrown.
 */
export async function sendChosenFile<T>(
  chosen: File,
  signal: AbortSignal,
  hooks: SendHooks,
  post: (body: FileBody, options: UploadOptions) => Promise<T>,
): Promise<T | undefined> {
  const file = await preparePhoto(chosen);
  if (signal.aborted) return undefined;
  if (file !== chosen) hooks.prepared(file);
  const fileData = await fileToBase64(file);
  if (signal.aborted) return undefined;
  const result = await post(
    { filename: file.name, mimeType: file.type || 'application/octet-stream', fileData },
    { signal, onProgress: ({ percent }) => hooks.progress(Math.round(percent * 100)) },
  );
  return signal.aborted ? undefined : result;
}

/** What every upload actor reports as its file travels: made smaller, progress, stored. */
export type UploadReport =
  | { type: 'upload.prepared'; id: string; file: File }
  | { type: 'upload.progress'; id: string; progress: number }
  | { type: 'upload.done'; id: string; attachmentId: string; relationshipId: string };

/**
 * An upload actor for a flow's machine (the kit's uploads, machines/flowKit/uploads.ts): sends its file with
 * sendChosenFile through `post`, reports as it goes, and on a failure sends what `failed` makes of the error (each
 * flow has its own: the damage report waits for the network, a submitted case may be closed). Stopping it aborts.
 */
export function fileUploadActor<TInput extends { id: string; file: File }, TFailure extends { type: string }>(
  post: (input: TInput, body: FileBody, options: UploadOptions) => Promise<{ attachmentId: string; relationshipId: string }>,
  failed: (id: string, error: unknown) => TFailure,
) {
  return fromCallback<{ type: 'noop' }, TInput, UploadReport | TFailure>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { id } = input;
    void (async () => {
      try {
        const result = await sendChosenFile(
          input.file,
          controller.signal,
          {
            prepared: (file) => sendBack({ type: 'upload.prepared', id, file }),
            progress: (progress) => sendBack({ type: 'upload.progress', id, progress }),
          },
          (body, options) => post(input, body, options),
        );
        if (result) sendBack({ type: 'upload.done', id, attachmentId: result.attachmentId, relationshipId: result.relationshipId });
      } catch (error) {
        if (!controller.signal.aborted) sendBack(failed(id, error));
      }
    })();
    return () => controller.abort();
  });
}
