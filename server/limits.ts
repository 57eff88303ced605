/**
 * Abuse limits (issue 10): per customer (uploads per minute, open drafts, orders per day) and per IP (new
 * customers from the test e-ID login per hour, e-ID logins started per hour). Over a limit → 429 {message}. The
 * numbers are in config.ts. Drafts and orders are counted in the database. Rates are counted in the database too
 * when it is PostgreSQL, so that several servers on it enforce one limit (issue 22); with the embedded PGlite,
 * which only one process can open, in this process's memory.
 */
import type { Limits } from './config';
import { createHash } from 'node:crypto';
import type { Db, Queryable } from './db/db';
import { HttpError } from './httpError';

export const TOO_MANY_MESSAGE = 'For mange forespørsler. Vent litt og prøv igjen.';
export const TOO_MANY_DRAFTS_MESSAGE = 'Du har for mange påbegynte skademeldinger. Send inn eller slett noen av utkastene før du starter en ny.';
export const TOO_MANY_ORDERS_MESSAGE = 'Du har bestilt mange forsikringer det siste døgnet. Vent litt og prøv igjen, eller kontakt oss.';

export const tooMany = (message = TOO_MANY_MESSAGE) => new HttpError(429, message);

/** At most `max` hits per key in any window of time. */
export interface RateLimiter {
  /** Counts a hit for `key` and answers true, or answers false (nothing counted) when the limit is reached. */
  take(key: string): Promise<boolean>;
}

/** At most `max` hits per key in any `windowMs`, counted in this process. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit for `key` and answers true, or answers false (nothing counted) when the limit is reached. */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (++this.calls % 1000 === 0) this.sweep(now);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
    }
  }
}

/** The hits of the last `windowMs` counted in PostgreSQL (table rate_limit_hits), shared by every server on it. */
export function databaseLimiter(db: Db, name: string, max: number, windowMs: number): RateLimiter {
  let calls = 0;
  // What this process alone has let through: past `max` the answer is no without asking the database, so a flood
  // from one address cannot hold the pool's connections waiting on one key's lock.
  const here = new SlidingWindowLimiter(max, windowMs);
  return {
    async take(key) {
      if (!here.take(key)) return false;
      const keyHash = createHash('sha256').update(key).digest('hex');
      const allowed = await db.transaction(async (tx) => {
        // One taker at a time per key, across servers: the count and the insert belong together.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${name}:${keyHash}`]);
        const [row] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rate_limit_hits
           WHERE limiter = $1 AND key_hash = $2 AND at > now() - make_interval(secs => $3)`,
          [name, keyHash, windowMs / 1000],
        );
        if ((row?.n ?? 0) >= max) return false;
        await tx.query('INSERT INTO rate_limit_hits (limiter, key_hash) VALUES ($1, $2)', [name, keyHash]);
        return true;
      });
      if (++calls % 1000 === 0) {
        await db.query('DELETE FROM rate_limit_hits WHERE limiter = $1 AND at < now() - make_interval(secs => $2)', [name, windowMs / 1000]);
      }
      return allowed;
    },
  };
}

const memoryLimiter = (max: number, windowMs: number): RateLimiter => {
  const window = new SlidingWindowLimiter(max, windowMs);
  return { take: async (key) => window.take(key) };
};

export interface RateLimiters {
  uploads: RateLimiter;
  newTestCustomers: RateLimiter;
  loginStarts: RateLimiter;
}

/** The rate limits: in the database when it is PostgreSQL (shared by every server), else in memory. */
export function createRateLimiters(limits: Limits, db: Db): RateLimiters {
  const limiter = (name: string, max: number, windowMs: number) =>
    db.kind === 'postgres' ? databaseLimiter(db, name, max, windowMs) : memoryLimiter(max, windowMs);
  return {
    uploads: limiter('uploads', limits.uploadsPerMinute, 60_000),
    newTestCustomers: limiter('newTestCustomers', limits.newTestCustomersPerHour, 3_600_000),
    loginStarts: limiter('loginStarts', limits.loginStartsPerHour, 3_600_000),
  };
}

/** 429 when the customer already has `maxOpenDrafts` drafts. Call inside the transaction that creates one. */
export async function checkOpenDrafts(tx: Queryable, userId: string, max: number): Promise<void> {
  // Locking the customer's row serialises their concurrent draft creations, so the count holds.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases WHERE user_id = $1 AND status = 'draft'`, [userId]);
  if ((row?.n ?? 0) >= max) throw tooMany(TOO_MANY_DRAFTS_MESSAGE);
}

/**
 * 429 once the customer has `max` orders in the last 24 h. Call in the order's transaction with the customer's row
 * held, after an order sent again has been answered (a retry is no new order, so the limit never refuses it).
 */
export async function checkOrdersPerDay(tx: Queryable, userId: string, max: number): Promise<void> {
  const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND created_at > now() - interval '1 day'`, [
    userId,
  ]);
  if ((row?.n ?? 0) >= max) throw tooMany(TOO_MANY_ORDERS_MESSAGE);
}
