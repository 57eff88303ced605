/**
 * POST /api/countMoves (issue 49, docs/privacy.md): the counts of the moves customers made in the flows, in a batch
 * from the page (src/api/countMoves.ts), added to the day's totals. No session is needed or read: it is mounted
 * before the session check, after the same-origin check (403). The body is read here, up to 32 kB (413). One
 * client may send `perHour` batches an hour (429), counted in memory by a salted hash of its address: the address
 * is never stored, and the salt is made anew by every process. Every move and step must be one the flow's machine
 * has (domain/moveCatalogue.generated.ts): anything else is 400 with a message in bokmål, and no total changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { COUNT_MOVES_BODY_LIMIT, MOVE_MESSAGES, moveBatchSchema, type MoveBatch } from '../../domain/countedMoves';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import { osloToday } from '../../domain/schemas/dates';
import type { AppEnv } from '../appEnv';
import { MESSAGES, readBodyBytes } from '../body';
import type { Queryable } from '../db/db';
import { HttpError } from '../httpError';
import { SlidingWindowLimiter } from '../limits';
import { clientIp } from '../security/proxy';

/** Batches one client may send in an hour: a page sends one as it hides, or when one is full. */
export const COUNT_BATCHES_PER_HOUR = 120;
const HOUR_MS = 60 * 60 * 1000;

const batchSchema = moveBatchSchema(MOVE_CATALOGUE);

/** Adds a batch to the day's totals, row by row in one order (two servers adding at once never wait on each other in a circle). */
export async function addMoveCounts(tx: Queryable, day: string, batch: MoveBatch): Promise<void> {
  const moves = [...batch.moves].sort((a, b) => [a.flow, a.from, a.event, a.to, a.outcome].join('\n').localeCompare([b.flow, b.from, b.event, b.to, b.outcome].join('\n')));
  for (const m of moves) {
    await tx.query(
      `INSERT INTO move_counts (day, flow, from_place, event, to_place, outcome, n) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (day, flow, from_place, event, to_place, outcome) DO UPDATE SET n = move_counts.n + excluded.n`,
      [day, m.flow, m.from, m.event, m.to, m.outcome, m.n],
    );
  }
  const times = [...batch.stepTimes].sort((a, b) => `${a.flow}\n${a.step}\n${a.bucket}`.localeCompare(`${b.flow}\n${b.step}\n${b.bucket}`));
  for (const t of times) {
    await tx.query(
      `INSERT INTO step_time_counts (day, flow, step, bucket, n) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (day, flow, step, bucket) DO UPDATE SET n = step_time_counts.n + excluded.n`,
      [day, t.flow, t.step, t.bucket, t.n],
    );
  }
}

export function countMovesRoutes({ perHour = COUNT_BATCHES_PER_HOUR, now = Date.now }: { perHour?: number; now?: () => number } = {}): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const salt = randomBytes(16);
  const limiter = new SlidingWindowLimiter(perHour, HOUR_MS, now);
  const clientKey = (address: string) => createHash('sha256').update(salt).update(address).digest('base64url');

  r.post('/countMoves', async (c) => {
    // Counted before the body is read: a flood of anything is held back, junk too.
    if (!limiter.take(clientKey(clientIp(c)))) throw new HttpError(429, MOVE_MESSAGES.tooMany);
    const bytes = await readBodyBytes(c, COUNT_MOVES_BODY_LIMIT);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new HttpError(400, MESSAGES.invalidJson);
    }
    const parsed = v.safeParse(batchSchema, body);
    if (!parsed.success) throw new HttpError(400, parsed.issues[0]?.message ?? MOVE_MESSAGES.notABatch);
    const day = osloToday(new Date(now()));
    await c.get('db').transaction((tx) => addMoveCounts(tx, day, parsed.output));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return r;
}
