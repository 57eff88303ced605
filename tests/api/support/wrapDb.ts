import type { Db, Queryable } from '../../../server/db/db';

/** The same database with its queries sent through `query` (which may call the real one); transactions stay the real database's. */
export function withQuery(db: Db, query: Queryable['query']): Db {
  return { ...db, query, transaction: <T,>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn) };
}
