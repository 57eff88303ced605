import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** What a query needs: run one statement with $n parameters and get the rows. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Run several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The one database interface of the server, implemented by PGlite (embedded) and PostgreSQL (pg). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A statement without parameters by the simple query protocol, as pg sends one: a single round trip into PGlite's
 * WebAssembly, where the extended protocol (parse, describe, bind, describe, execute, sync) takes six. The rows are
 * parsed alike; the last statement's are answered.
 */
async function simpleQuery<T>(lite: { exec(sql: string): Promise<{ rows: unknown[] }[]> }, sql: string): Promise<T[]> {
  const results = await lite.exec(sql);
  return (results.at(-1)?.rows ?? []) as T[];
}

/** Embedded PostgreSQL. dataDir undefined → in memory. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  let closed = false;
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      if (params.length === 0) return simpleQuery<T>(lite, sql);
      const res = await lite.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return lite.transaction(async (tx) =>
        fn({
          async query<R = Row>(sql: string, params: unknown[] = []) {
            if (params.length === 0) return simpleQuery<R>(tx, sql);
            return (await tx.query<R>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}

export interface PgOptions {
  /** Use this schema (search_path) for every connection; created if missing. Tests use one per file. */
  schema?: string;
  max?: number;
  /**
   * Keep all `max` connections open once made. pg closes a connection idle for 10 s, so a burst after a quiet spell
   * pays a new backend and a SCRAM handshake (tens of ms) per connection at the worst moment; the server keeps them.
   */
  keepOpen?: boolean;
}

/** PostgreSQL through a pg connection pool. */
export async function createPostgresDb(connectionString: string, opts: PgOptions = {}): Promise<Db> {
  if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`Invalid schema name: ${opts.schema}`);
  if (opts.schema) {
    const c = new pg.Client({ connectionString });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } finally {
      await c.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    min: opts.keepOpen ? (opts.max ?? 10) : 0,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
