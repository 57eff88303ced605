/**
 * Who has a PGlite data directory (DATA_DIR) open. PGlite is one process's database: a second process that opens
 * the same files does not see what the first has not yet written out, and may write over it. `npm run
 * moves:overview` run beside the server drew «ingen» on every arrow while the server had counted customers that
 * day, without a word (issue 49). So the server marks the directory as its own while it runs (a file with its
 * process id), and the commands that open the server's database (./open.ts openCommandDatabase, `npm run db:reset`)
 * refuse while a running process holds it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_HOLDER_FILE = 'husvern-server.pid';

/** Marks `dir` as this process's; returns what lets it go (a crash leaves the file, but no running process). */
export function holdDataDir(dir: string): () => void {
  const file = join(dir, DATA_DIR_HOLDER_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The id of another running process that holds `dir`, or null. */
export function dataDirHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, DATA_DIR_HOLDER_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** A command that opens the server's database: refused while a server runs on the same PGlite directory (./open.ts). */
export function refuseWhileServed(config: { databaseUrl?: string | undefined; dataDir: string }): void {
  if (config.databaseUrl) return;
  const pid = dataDirHolder(config.dataDir);
  if (pid !== null) {
    throw new Error(
      `Tjeneren (prosess ${pid}) har databasen i ${config.dataDir} åpen. Stopp den først: PGlite er én prosess sin database, og åpnet av to ser den ene ikke det den andre ennå ikke har skrevet.`,
    );
  }
}
