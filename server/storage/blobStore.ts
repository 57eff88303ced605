/**
 * Uploaded files in Azure Blob Storage (ATTACHMENTS_BLOB_CONNECTION_STRING, container ATTACHMENTS_BLOB_CONTAINER),
 * one block blob per attachment, named by its id, through Microsoft's SDK. A file arrives as staged blocks of at
 * most BLOCK_BYTES (never whole in memory) and the blob exists only once its block list is committed, after the
 * file was checked: staged blocks of a refused upload are dropped, those of an interrupted one (a killed server)
 * are never visible and Azure deletes them by itself after a week. Downloads stream from the service.
 */
import { Readable } from 'node:stream';
import { BlobServiceClient, RestError } from '@azure/storage-blob';
import { isUuid } from '../uuid';
import type { AttachmentStore } from './attachmentStore';

/** The size of a staged block: large enough for few round trips, small enough to hold a few per upload. */
export const BLOCK_BYTES = 4 * 1024 * 1024;

function nameOf(key: string): string {
  if (!isUuid(key)) throw new Error('Invalid storage key');
  return key.toLowerCase();
}

/** Block ids of one blob must all have the same length: the block's number, zero-padded, in base64. */
const blockId = (n: number) => Buffer.from(String(n).padStart(6, '0')).toString('base64');

const isNotFound = (err: unknown) => err instanceof RestError && err.statusCode === 404;

export function blobStore(connectionString: string, containerName: string): AttachmentStore {
  const container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(containerName);
  return {
    description: `the blob container ${containerName}`,
    async prepare() {
      await container.createIfNotExists();
    },
    async check() {
      await container.getProperties();
    },
    async receive(key) {
      const blob = container.getBlockBlobClient(nameOf(key));
      const blocks: string[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let committed = false;
      const stagePending = async () => {
        if (pendingBytes === 0) return;
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        const id = blockId(blocks.length);
        blocks.push(id);
        await blob.stageBlock(id, body, body.length);
      };
      return {
        async write(chunk) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= BLOCK_BYTES) await stagePending();
        },
        async commit() {
          await stagePending();
          await blob.commitBlockList(blocks);
          committed = true;
        },
        async discard() {
          pending = [];
          pendingBytes = 0;
          if (committed || blocks.length === 0) return;
          // Staged blocks are invisible, but would wait a week to expire: committing an empty list drops them,
          // and the empty blob goes at once (no attachment row names it, so it is never served).
          await blob.commitBlockList([]);
          await blob.deleteIfExists();
        },
      };
    },
    async open(key) {
      try {
        const download = await container.getBlobClient(nameOf(key)).download();
        const body = download.readableStreamBody;
        if (!body || download.contentLength === undefined) throw new Error('The blob service sent no body');
        return { size: download.contentLength, stream: Readable.toWeb(body as Readable) as ReadableStream<Uint8Array> };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await container.getBlobClient(nameOf(key)).deleteIfExists();
    },
    async clear() {
      for await (const item of container.listBlobsFlat()) {
        if (isUuid(item.name)) await container.deleteBlob(item.name, { deleteSnapshots: 'include' });
      }
    },
  };
}
