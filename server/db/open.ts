import { mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import { createPgliteDb, createPostgresDb, type Db } from './db';
import { refuseWhileServed } from './dataDirLock';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/** The configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrated and seeded if empty. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>, log = console.log): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await createPostgresDb(config.databaseUrl, { max: config.databasePoolSize, keepOpen: true });
    log(`Database: PostgreSQL (${redact(config.databaseUrl)})`);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    db = await createPgliteDb(config.dataDir);
    log(`Database: PGlite in ${config.dataDir}`);
  }
  try {
    const applied = await migrate(db);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(db)) log('Seeded demo data.');
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * The server's database for a command (`npm run case:status`, `email:*`, `moves:*`), quietly: refused, before anything
 * is opened, while a server runs on the same PGlite directory (./dataDirLock.ts).
 */
export async function openCommandDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  refuseWhileServed(config);
  return openDatabase(config, () => undefined);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
