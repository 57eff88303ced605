/**
 * «Si opp forsikring» (docs/cancellation.md): POST /api/cancelAgreement, POST /api/withdrawCancellation and
 * GET /api/getCancellationConfirmation. Logged in only; the writes pass the same-origin check and the JSON body
 * reader as every other write (app.ts). The rules are domain/cancellation.ts's, the same the form applies.
 */
import { Hono } from 'hono';
import { agreementStatus, cancellationRefusal, endDateRefusal, osloToday, refundFor } from '../../domain/cancellation';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import { parseCancellationRequest, parseWithdrawalRequest, type CancellationRequest } from '../../domain/schemas/cancellation';
import type { AgreementCancellation, CancelAgreementResponse } from '../../domain/agreementChanges';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../appEnv';
import { HttpError, notFound } from '../httpError';
import { readJson } from '../requestInput';
import { ownAgreement, toAgreement } from '../lib/agreements';
import { cancellationPdf, confirmationFilename } from '../lib/cancellationPdf';
import { pdfResponse } from '../lib/pdfResponse';

export const NO_CANCELLATION_MESSAGE = 'Fant ingen oppsigelse av forsikringen.';

interface CancellationRow {
  agreement_id: string;
  reason: AgreementCancellation['reason'];
  end_date: string;
  refund: number;
  cancelled_at: Date | string;
  withdrawn_at?: Date | string | null;
}

const COLUMNS = `agreement_id, reason, to_char(end_date, 'YYYY-MM-DD') AS end_date, refund, cancelled_at`;

const toAnswer = (row: CancellationRow): CancelAgreementResponse => ({
  agreementId: row.agreement_id,
  reason: row.reason,
  endDate: row.end_date,
  refund: row.refund,
  cancelledAt: new Date(row.cancelled_at).toISOString(),
});

/**
 * The cancellation the customer's request id made, withdrawn or not: a request sent again is judged by it. The key
 * is the customer's own (migration 015), as an order's is: another customer's use of the same key is not seen.
 */
async function cancellationOfRequest(tx: Queryable, userId: string, requestId: string): Promise<CancellationRow | undefined> {
  const [row] = await tx.query<CancellationRow>(
    `SELECT ${COLUMNS}, withdrawn_at FROM agreement_cancellations WHERE user_id = $1 AND request_id = $2`,
    [userId, requestId],
  );
  return row;
}

/**
 * A request id seen before: its first answer (200) if this is that request again (the same agreement, reason and end
 * date, as the schema gives them) and it still stands; another request under its id, or one withdrawn since, is
 * refused (409) and changes nothing.
 */
function firstAnswer(earlier: CancellationRow, request: Pick<CancellationRequest, 'agreementId' | 'reason' | 'endDate'>) {
  if (earlier.agreement_id !== request.agreementId) throw new HttpError(409, CONFLICT_MESSAGES.cancellationKeyUsedElsewhere);
  if (earlier.reason !== request.reason || earlier.end_date !== request.endDate) {
    throw new HttpError(409, CONFLICT_MESSAGES.cancellationSentWithOtherDetails);
  }
  // Withdrawn since (in another tab, its first answer lost here): «sagt opp» would now be false.
  if (earlier.withdrawn_at) throw new HttpError(409, CONFLICT_MESSAGES.cancellationWithdrawnSince);
  return { status: 200 as const, body: toAnswer(earlier) };
}

export function cancellationRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/cancelAgreement', async (c) => {
    const parsed = parseCancellationRequest(await readJson(c));
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const { agreementId, reason, endDate, requestId } = parsed.value;
    const userId = c.get('user').id;
    const today = osloToday();
    const result = await c.get('db').transaction(async (tx) => {
      // The agreement's row is held to the end: a second request (another tab, a retry) waits, then finds this one.
      const agreement = toAgreement(await ownAgreement(tx, userId, agreementId, { lock: true }));
      // Known again before the rules of today are asked: a retry after midnight is still the request it was.
      const earlier = await cancellationOfRequest(tx, userId, requestId);
      if (earlier) return firstAnswer(earlier, { ...parsed.value, agreementId: agreement.agreementId });
      const refusal = cancellationRefusal(agreement, today);
      if (refusal) throw new HttpError(409, refusal);
      const dateRefusal = endDateRefusal(reason, endDate, { today, renewalDate: agreement.renewalDate });
      if (dateRefusal) throw new HttpError(400, dateRefusal);
      const refund = refundFor({ price: agreement.price, endDate, renewalDate: agreement.renewalDate });
      // The customer's request id is unique: one of theirs used at this moment for another agreement (whose lock is
      // not ours) wins.
      const [row] = await tx.query<CancellationRow>(
        `INSERT INTO agreement_cancellations (agreement_id, user_id, request_id, reason, end_date, refund)
         VALUES ($1, $2, $3, $4, $5::date, $6) ON CONFLICT (user_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [agreement.agreementId, userId, requestId, reason, endDate, refund],
      );
      if (!row) {
        return firstAnswer((await cancellationOfRequest(tx, userId, requestId))!, { ...parsed.value, agreementId: agreement.agreementId });
      }
      return { status: 201 as const, body: toAnswer(row) };
    });
    return c.json(result.body, result.status);
  });

  r.post('/withdrawCancellation', async (c) => {
    const parsed = parseWithdrawalRequest(await readJson(c));
    if (!parsed.success) throw new HttpError(400, parsed.message);
    const userId = c.get('user').id;
    const today = osloToday();
    const agreement = await c.get('db').transaction(async (tx) => {
      const current = toAgreement(await ownAgreement(tx, userId, parsed.value.agreementId, { lock: true }));
      // Nothing to withdraw (never cancelled, or withdrawn by a first try whose answer was lost): it is active, say so.
      if (!current.cancellation) return current;
      // Until the end of its last day with cover (today included) it can be withdrawn; once that day has passed, not.
      if (agreementStatus(current, today) === 'ended') throw new HttpError(409, CONFLICT_MESSAGES.cancellationAlreadyEnded);
      await tx.query('UPDATE agreement_cancellations SET withdrawn_at = now() WHERE agreement_id = $1 AND withdrawn_at IS NULL', [current.agreementId]);
      return { ...current, cancellation: null };
    });
    return c.json(agreement);
  });

  r.get('/getCancellationConfirmation', async (c) => {
    const user = c.get('user');
    const agreement = toAgreement(await ownAgreement(c.get('db'), user.id, c.req.query('agreementId')));
    const { cancellation } = agreement;
    if (!cancellation) throw notFound(NO_CANCELLATION_MESSAGE);
    const bytes = await cancellationPdf({ ...agreement, cancellation }, user);
    return pdfResponse(c, bytes, confirmationFilename(agreement.agreementNumber), 'attachment');
  });

  return r;
}
