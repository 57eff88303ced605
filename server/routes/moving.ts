/**
 * «Meld flytting» (docs/moving.md): POST /api/reportMove and GET /api/getMove. Logged in only; the write passes the
 * same-origin check and the JSON body reader as every other write (app.ts). The rules are domain/moving.ts's, the
 * same the form applies; the body's schema is domain/schemas/moving.ts's.
 */
import { Hono } from 'hono';
import { MOVE_CONFLICT_MESSAGES, movingContextOf, movingDateRefusal, movingRefusal, osloToday } from '../../domain/moving';
import { parseMoveRequest, type MoveRequest } from '../../domain/schemas/moving';
import type { ReportMoveResponse } from '../../domain/agreementChanges';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { readJson } from '../requestInput';
import { ownAgreement, toAgreement } from '../lib/agreements';
import { queueMoveEmail } from '../notify/outbox';

export const NO_MOVE_MESSAGE = 'Fant ingen flytting for forsikringen.';


interface MoveRow {
  id: string;
  agreement_id: string;
  moving_date: string;
  new_street_address: string;
  new_postal_code: string;
  new_city: string;
  previous_street_address: string;
  previous_postal_code: string;
  previous_city: string;
  reported_at: Date | string;
}

const COLUMNS = `id::text AS id, agreement_id, to_char(moving_date, 'YYYY-MM-DD') AS moving_date, new_street_address, new_postal_code,
  new_city, previous_street_address, previous_postal_code, previous_city, reported_at`;

const toAnswer = (row: MoveRow): ReportMoveResponse => ({
  agreementId: row.agreement_id,
  newAddress: { streetAddress: row.new_street_address, postalCode: row.new_postal_code, city: row.new_city },
  movingDate: row.moving_date,
  previousAddress: { streetAddress: row.previous_street_address, postalCode: row.previous_postal_code, city: row.previous_city },
  reportedAt: new Date(row.reported_at).toISOString(),
});

/** The move the customer's request id made. The key is the customer's own, as a cancellation's is (migration 015). */
async function moveOfRequest(tx: Queryable, userId: string, requestId: string): Promise<MoveRow | undefined> {
  const [row] = await tx.query<MoveRow>(`SELECT ${COLUMNS} FROM agreement_moves WHERE user_id = $1 AND request_id = $2`, [userId, requestId]);
  return row;
}

/**
 * A request id seen before: its first answer (200) if this is that request again (the same agreement, address and
 * date, as the schema gives them, trimmed); another request under its id is refused (409) and changes nothing.
 */
function firstAnswer(earlier: MoveRow, request: MoveRequest) {
  if (earlier.agreement_id !== request.agreementId) throw new HttpError(409, MOVE_CONFLICT_MESSAGES.keyUsedElsewhere);
  const a = request.newAddress;
  if (
    earlier.moving_date !== request.movingDate ||
    earlier.new_street_address !== a.streetAddress ||
    earlier.new_postal_code !== a.postalCode ||
    earlier.new_city !== a.city
  ) {
    throw new HttpError(409, MOVE_CONFLICT_MESSAGES.sentWithOtherDetails);
  }
  return { status: 200 as const, body: toAnswer(earlier) };
}

export function movingRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/reportMove', async (c) => {
    const parsed = parseMoveRequest(await readJson(c));
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const { newAddress, movingDate, requestId } = parsed.value;
    const userId = c.get('user').id;
    const today = osloToday();
    const result = await c.get('db').transaction(async (tx) => {
      // The agreement's row is held to the end: a second request (another tab, a retry) waits, then finds this one.
      const agreement = toAgreement(await ownAgreement(tx, userId, parsed.value.agreementId, { lock: true }), today);
      const request = { ...parsed.value, agreementId: agreement.agreementId };
      // Known again before the rules of today are asked: a retry after midnight is still the request it was.
      const earlier = await moveOfRequest(tx, userId, requestId);
      if (earlier) return firstAnswer(earlier, request);
      const refusal = movingRefusal(agreement, today);
      if (refusal) throw new HttpError(409, refusal);
      const dateRefusal = movingDateRefusal(movingDate, movingContextOf(agreement, today));
      if (dateRefusal) throw new HttpError(400, dateRefusal);
      // The address it leaves is the one insured now (no move is pending: movingRefusal).
      const [row] = await tx.query<MoveRow>(
        `INSERT INTO agreement_moves (agreement_id, user_id, request_id, moving_date, new_street_address, new_postal_code, new_city,
           previous_street_address, previous_postal_code, previous_city)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10) ON CONFLICT (user_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          agreement.agreementId,
          userId,
          requestId,
          movingDate,
          newAddress.streetAddress,
          newAddress.postalCode,
          newAddress.city,
          agreement.buildingAddress,
          agreement.buildingZip,
          agreement.buildingCity,
        ],
      );
      // The customer's request id used at this moment for another agreement (whose lock is not ours) won.
      if (!row) return firstAnswer((await moveOfRequest(tx, userId, requestId))!, request);
      const emailQueued = await queueMoveEmail(tx, row.id);
      return { status: 201 as const, body: toAnswer(row), emailQueued };
    });
    if ('emailQueued' in result && result.emailQueued) c.get('notifier').nudge();
    return c.json(result.body, result.status);
  });

  r.get('/getMove', async (c) => {
    const agreement = toAgreement(await ownAgreement(c.get('db'), c.get('user').id, c.req.query('agreementId')));
    if (!agreement.move) throw notFound(NO_MOVE_MESSAGE);
    return c.json({ agreementId: agreement.agreementId, ...agreement.move } satisfies ReportMoveResponse);
  });

  return r;
}
