/**
 * The server's PGlite directory is its own while it runs (server/db/dataDirLock.ts, issue 49): `npm run moves:demo`,
 * `moves:overview` and every other command that opens it (server/db/open.ts openCommandDatabase) beside a running
 * server refuse, in words, before they open it. Run beside it, the
 * overview drew «ingen» on every arrow though the server had counted customers, and the demo wrote into files the
 * server had open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_HOLDER_FILE, dataDirHolder, holdDataDir, refuseWhileServed } from '../../server/db/dataDirLock';
import { runDemo } from '../../scripts/movesDemo';
import { openCommandDatabase } from '../../server/db/open';

describe("the server's PGlite directory", () => {
  const dir = mkdtempSync(join(tmpdir(), 'husvern-data-dir-lock-'));
  // Another running process, standing in for the server.
  let server: ChildProcess;
  beforeAll(() => {
    server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  });
  afterAll(() => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is held by the process that marked it, and let go', () => {
    const letGo = holdDataDir(dir);
    expect(existsSync(join(dir, DATA_DIR_HOLDER_FILE))).toBe(true);
    // This process's own mark is no other's.
    expect(dataDirHolder(dir)).toBeNull();
    letGo();
    expect(existsSync(join(dir, DATA_DIR_HOLDER_FILE))).toBe(false);
  });

  it('refuses moves:demo while a running server holds it, and opens nothing', async () => {
    writeFileSync(join(dir, DATA_DIR_HOLDER_FILE), String(server.pid));
    expect(dataDirHolder(dir)).toBe(server.pid);
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
    await expect(runDemo([], env, '2026-11-30', () => undefined)).rejects.toThrow(`Tjeneren (prosess ${server.pid}) har databasen i ${dir} åpen. Stopp den først`);
    expect(readdirSync(dir)).toEqual([DATA_DIR_HOLDER_FILE]);
  });

  it('refuses every command that opens the database through openCommandDatabase (case:status, email:*, moves:*), and opens nothing', async () => {
    writeFileSync(join(dir, DATA_DIR_HOLDER_FILE), String(server.pid));
    await expect(openCommandDatabase({ dataDir: dir, databaseUrl: undefined })).rejects.toThrow(`Tjeneren (prosess ${server.pid}) har databasen i ${dir} åpen`);
    expect(readdirSync(dir)).toEqual([DATA_DIR_HOLDER_FILE]);
  });

  it('takes a mark left by a server that is gone (killed) as no hold; PostgreSQL is never refused', () => {
    const gone = spawn(process.execPath, ['-e', '']);
    writeFileSync(join(dir, DATA_DIR_HOLDER_FILE), String(server.pid));
    expect(() => refuseWhileServed({ dataDir: dir, databaseUrl: 'postgres://x' })).not.toThrow();
    return new Promise<void>((resolve) =>
      gone.on('exit', () => {
        writeFileSync(join(dir, DATA_DIR_HOLDER_FILE), String(gone.pid));
        expect(dataDirHolder(dir)).toBeNull();
        expect(() => refuseWhileServed({ dataDir: dir, databaseUrl: undefined })).not.toThrow();
        resolve();
      }),
    );
  });
});
