/**
 * The attachment storage of a test app, and a look into it that does not go through the app: which files are
 * stored, their bytes, and what is half-received (disk: files in tmp/; blob: blobs with only uncommitted blocks).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { inject } from 'vitest';
import type { Config } from '../../../server/config';

export type StorageKind = 'disk' | 'blob';

export interface TestFiles {
  config: Pick<Config, 'attachmentsDir' | 'attachmentsBlob'>;
  /** Keys of the stored (committed) files, sorted. */
  stored(): Promise<string[]>;
  bytes(key: string): Promise<Uint8Array | null>;
  /** Files begun but not committed. */
  halfReceived(): Promise<string[]>;
  destroy(): Promise<void>;
}

export async function testFiles(kind: StorageKind): Promise<TestFiles> {
  const attachmentsDir = await mkdtemp(join(tmpdir(), 'husvern-api-files-'));
  if (kind === 'disk') {
    return {
      config: { attachmentsDir, attachmentsBlob: undefined },
      stored: async () => (await readdir(attachmentsDir)).filter((n) => n !== 'tmp').sort(),
      bytes: async (key) => (existsSync(join(attachmentsDir, key)) ? new Uint8Array(await readFile(join(attachmentsDir, key))) : null),
      halfReceived: async () => (existsSync(join(attachmentsDir, 'tmp')) ? readdir(join(attachmentsDir, 'tmp')) : []),
      destroy: () => rm(attachmentsDir, { recursive: true, force: true }),
    };
  }
  const connectionString = inject('blobConnectionString');
  const container = `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const client = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(container);
  await client.create();
  const names = async (uncommitted: boolean) => {
    const out: string[] = [];
    for await (const item of client.listBlobsFlat({ includeUncommitedBlobs: uncommitted })) out.push(item.name);
    return out.sort();
  };
  return {
    config: { attachmentsDir, attachmentsBlob: { connectionString, container } },
    stored: () => names(false),
    async bytes(key) {
      const blob = client.getBlobClient(key);
      if (!(await blob.exists())) return null;
      return new Uint8Array(await blob.downloadToBuffer());
    },
    async halfReceived() {
      const committed = new Set(await names(false));
      return (await names(true)).filter((n) => !committed.has(n));
    },
    async destroy() {
      await client.deleteIfExists();
      await rm(attachmentsDir, { recursive: true, force: true });
    },
  };
}
