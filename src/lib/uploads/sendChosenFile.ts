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
