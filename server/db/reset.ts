/**
 * `npm run db:reset`: drops every table of the configured database and recreates the demo data.
 * With PGlite, it refuses while a server runs on the data directory (./dataDirLock.ts: one process owns it).
 */
import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config';
import { attachmentStore } from '../storage/storeFromConfig';
import { createPgliteDb, createPostgresDb, type Db } from './db';
import { refuseWhileServed } from './dataDirLock';
import { openDatabase } from './open';

export async function dropAll(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()');
  if (tables.length === 0) return;
  await db.exec(`DROP TABLE IF EXISTS ${tables.map((t) => `"${t.tablename.replace(/"/g, '""')}"`).join(', ')} CASCADE`);
}

async function main() {
  const config = loadConfig();
  refuseWhileServed(config);
  // A fresh clone has no data/ yet: PGlite creates only the last directory of the path.
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const db = config.databaseUrl ? await createPostgresDb(config.databaseUrl) : await createPgliteDb(config.dataDir);
  try {
    await dropAll(db);
  } finally {
    await db.close();
  }
  // The uploaded files' rows are gone, so are the files.
  await attachmentStore(config).clear();
  const fresh = await openDatabase(config);
  await fresh.close();
  console.log('Database reset to the demo data.');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
