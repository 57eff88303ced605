import type { Config } from '../config';
import type { AttachmentStore } from './attachmentStore';
import { blobStore } from './blobStore';
import { diskStore } from './diskStore';

/** The store the configuration asks for. */
export function attachmentStore(config: Pick<Config, 'attachmentsDir' | 'attachmentsBlob'>): AttachmentStore {
  const blob = config.attachmentsBlob;
  return blob ? blobStore(blob.connectionString, blob.container) : diskStore(config.attachmentsDir);
}
