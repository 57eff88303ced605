/**
 * Uploaded files on disk (the embedded default), one file per attachment: ATTACHMENTS_DIR/<attachment id>. A file
 * is received into ATTACHMENTS_DIR/tmp/ and renamed into place only once it is complete and checked, so a
 * half-written file is never served. The database row refers to it by `storage_key` (migration 002); demo rows
 * keep their bytes inline.
 */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { isUuid } from '../uuid';
import type { AttachmentStore } from './attachmentStore';

function pathOf(dir: string, key: string): string {
  if (!isUuid(key)) throw new Error('Invalid storage key');
  return join(dir, key.toLowerCase());
}

export function diskStore(dir: string): AttachmentStore {
  const tmpDir = join(dir, 'tmp');
  const removeStaleTemp = async () => {
    let names: string[];
    try {
      names = await readdir(tmpDir);
    } catch {
      return;
    }
    await Promise.all(names.filter((n) => n.endsWith('.part')).map((n) => rm(join(tmpDir, n), { force: true })));
  };
  return {
    description: `the directory ${dir}`,
    prepare: removeStaleTemp,
    async check() {
      await mkdir(tmpDir, { recursive: true });
      await access(dir, constants.R_OK | constants.W_OK);
    },
    async receive(key) {
      const target = pathOf(dir, key);
      await mkdir(tmpDir, { recursive: true });
      const tmpPath = join(tmpDir, `${randomUUID()}.part`);
      const handle: FileHandle = await open(tmpPath, 'wx', 0o600);
      let closed = false;
      let committed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        async write(chunk) {
          await handle.write(chunk);
        },
        async commit() {
          await close();
          await rename(tmpPath, target);
          committed = true;
        },
        async discard() {
          if (committed) return;
          await close().catch(() => undefined);
          await rm(tmpPath, { force: true });
        },
      };
    },
    async open(key) {
      const path = pathOf(dir, key);
      try {
        const { size } = await stat(path);
        return { size, stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array> };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(dir, key), { force: true });
    },
    async clear() {
      await removeStaleTemp();
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      await Promise.all(names.filter((n) => isUuid(n)).map((n) => rm(join(dir, n), { force: true })));
    },
  };
}
