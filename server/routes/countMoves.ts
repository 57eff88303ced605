/**
 * POST /api/countMoves (issue 49, docs/privacy.md): the counts of the moves customers made in the flows, in a batch
 * from the page (src/api/countMoves.ts), added to the day's totals. No session is needed or read: it is mounted
 * before the session check, after the same-origin check (403). The body is read here, only as application/json
 * (415, as every /api body: server/body.ts), up to 32 kB (413). One client may send `perHour` batches an hour
 * (429), counted in this process's memory by a salted hash of its address (an IPv6 client by its /64): the address
 * is never stored or logged, and the salt is made anew by every process. The cap is per process, so N servers let
 * a client through N times as much: the counts are the business's overview, not a bill, and a flood is still bounded
 * by every server. Every move and step must be one the flow's machine has (domain/moveCatalogue.generated.ts), each
 * at most once in a batch: anything else is 400 with a message in bokmål, and no total changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';
import { COUNT_MOVES_BODY_LIMIT, MOVE_MESSAGES, moveBatchSchema, type MoveBatch } from '../../domain/countedMoves';
import { MOVE_CATALOGUE } from '../../domain/moveCatalogue.generated';
import { osloToday } from '../../domain/schemas/dates';
import type { AppEnv } from '../appEnv';
import { isJsonContentType, MESSAGES, readBodyBytes } from '../body';
import type { Queryable } from '../db/db';
import { HttpError } from '../httpError';
import { SlidingWindowLimiter } from '../limits';
import { clientIp } from '../security/proxy';

/**
 * Batches one client (one address, one IPv6 /64) may send in an hour. A page sends one each time it hides (another
 * tab, the e-ID app, a document looked up) and when one is full, so one customer's visit is a handful of batches.
 * Many customers can share one address: an office's NAT, a mobile carrier's CGNAT, a café. At the 120 this was, some
 * 30 visits an hour behind one address were enough to lose the rest of that hour's counts without a word. 600 holds
 * well over a hundred visits an hour behind one address, while a flood from one client is still cut at 10 batches a
 * minute (each at most `MAX_BATCH_ENTRIES` entries, each at most `MAX_COUNT`).
 */
export const COUNT_BATCHES_PER_HOUR = 600;
const HOUR_MS = 60 * 60 * 1000;

/**
 * What the hourly cap counts a client by: an IPv4 address as it is; an IPv6 address by its /64, the block one
 * line or one host is given, so a client cannot get a fresh count per address of its own block; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4, or its hex form) as its IPv4 address. Anything else ('unknown' without a socket) as it is.
 * ipaddr.js reads every written form of an address (`::`, a dotted tail, a zone, brackets aside), as Express's
 * proxy-addr does.
 */
export function clientLimitKey(address: string): string {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(text)) return address;
  const ip = ipaddr.process(text);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toNormalizedString()}/64`).toString()}/64`;
}

/** The line a refusal is logged with: no address, no hash of one, nothing of the request. */
export const tooManyLine = (perHour: number) => `[warn] countMoves: en klient nådde grensen på ${perHour} tellinger i timen`;

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

export function countMovesRoutes({
  perHour = COUNT_BATCHES_PER_HOUR,
  now = Date.now,
  warn = (line: string) => console.warn(line),
}: { perHour?: number; now?: () => number; warn?: (line: string) => void } = {}): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const salt = randomBytes(16);
  const limiter = new SlidingWindowLimiter(perHour, HOUR_MS, now);
  const clientKey = (address: string) => createHash('sha256').update(salt).update(clientLimitKey(address)).digest('base64url');
  // When each client's refusal was last logged: one line per client an hour, however long its flood.
  const logged = new Map<string, number>();
  const logRefusal = (key: string) => {
    const at = now();
    const last = logged.get(key);
    if (last !== undefined && at - last < HOUR_MS) return;
    for (const [k, t] of logged) if (at - t >= HOUR_MS) logged.delete(k);
    logged.set(key, at);
    warn(tooManyLine(perHour));
  };

  r.post('/countMoves', async (c) => {
    // Counted before the body is read: a flood of anything is held back, junk too.
    const key = clientKey(clientIp(c));
    if (!limiter.take(key)) {
      logRefusal(key);
      throw new HttpError(429, MOVE_MESSAGES.tooMany);
    }
    // JSON only, as every other /api body (server/body.ts): not text/plain, a form, or no type at all.
    if (!isJsonContentType(c.req.header('content-type'))) throw new HttpError(415, MESSAGES.notJson);
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
