/**
 * Where uploaded files live, behind one interface: on the local disk (the embedded default, ./diskStore.ts) or
 * in Azure Blob Storage when ATTACHMENTS_BLOB_CONNECTION_STRING is set (./blobStore.ts), so that several servers
 * share them. A file is received under the key it will have, and becomes visible only when `commit` is called,
 * after it was checked: a half-received or refused file is never served. Which one serves: storeFromConfig.ts.
 */

export interface IncomingFile {
  write(chunk: Buffer): Promise<void>;
  /** Makes the file visible under its key. */
  commit(): Promise<void>;
  /** Gives up a file not committed (no-op after commit). */
  discard(): Promise<void>;
}

export interface StoredFile {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

export interface AttachmentStore {
  /** Where the files are, for the start-up log: a directory, or a blob container. */
  readonly description: string;
  /** Before serving: creates the container, or deletes files a stopped server left half-received. */
  prepare(): Promise<void>;
  /** Starts receiving the file to be stored under `key` (a UUID). */
  receive(key: string): Promise<IncomingFile>;
  /** The stored file, or null when it is missing. */
  open(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** Deletes every stored file (only names this store gives files; anything else stays). */
  clear(): Promise<void>;
  /** Throws when the storage cannot be reached (for /readyz). */
  check(): Promise<void>;
}
