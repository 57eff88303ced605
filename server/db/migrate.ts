import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Serialises concurrent migrators on PostgreSQL. */
const LOCK_ID = 72_620_001;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * Numbers two migrations share from before they were checked. Applied versions are recorded by their whole name,
 * so renaming one would run it again on every existing database: they stay (docs/migrations.md).
 */
export const NUMBERS_SHARED_BEFORE = new Set(['002']);

/** The numbers (`004` of `004_oidc_login`) more than one of `versions` uses, beyond those shared before. */
export function sharedNumbers(versions: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const version of versions) {
    const number = version.slice(0, 3);
    seen.set(number, (seen.get(number) ?? 0) + 1);
  }
  return [...seen].filter(([number, count]) => count > 1 && !NUMBERS_SHARED_BEFORE.has(number)).map(([number]) => number);
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
  const shared = sharedNumbers(files);
  if (shared.length) throw new Error(`Migrations share a number: ${shared.join(', ')} (each new migration takes the next free number)`);
  return Promise.all(files.map(async (f) => ({ version: f.replace(/\.sql$/, ''), sql: await readFile(dir + f, 'utf8') })));
}

/** Applies the SQL migrations not yet recorded in schema_migrations, each in its own transaction. Returns applied versions. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const m of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
