/**
 * An order sent again (its answer lost and BESTILL FORSIKRING pressed again, a double click, another tab, a reload)
 * is the same order only when it says the same: its form as the shared schema gives it (domain/schemas/purchase.ts),
 * kept as a hash (orders.request_hash, migration 013). The earlier order is looked for before today's rules are asked,
 * and the body is read by the rules of the moment that order was placed, so a retry after midnight, whose start date
 * today's window would refuse, is still that order. Call in the order's transaction, the customer's orders held.
 */
import { parsePurchaseOrder } from '../../domain/schemas/purchase';
import type { PurchaseForm } from '../../domain/purchaseForm';
import { CONFLICT_MESSAGES } from '../../domain/conflictMessages';
import type { Queryable } from '../db/db';
import { HttpError } from '../httpError';
import { contentHash } from './canonicalJson';

/** What POST /api/createBuyInsurance answers for an order. */
export interface OrderAnswer {
  orderId: string;
  agreementId: string;
  agreementNumber: string;
}

interface EarlierRow {
  order_id: string;
  request_id: string | null;
  request_hash: string;
  created_at: Date | string;
  agreement_id: string;
  agreement_number: string;
  end_date: string | null;
  released: boolean;
}

/** SQL of an order `o`: the last day with cover of its agreement's standing (not withdrawn) cancellation, or null. */
export const STANDING_END_DATE = `(SELECT to_char(c.end_date, 'YYYY-MM-DD') FROM agreement_cancellations c
  WHERE c.agreement_id = o.agreement_id AND c.withdrawn_at IS NULL)`;

/** The hash an order is known again by: its form as the schema gives it, in canonical JSON (the key is not part of it). */
export const orderHash = (order: PurchaseForm): string => contentHash(order);

/** The body's hash read by the rules of `at` (when an earlier order was placed); null when they refuse it. */
function hashAt(form: Record<string, unknown>, at: Date | string): string | null {
  const parsed = parsePurchaseOrder(form, { now: new Date(at) });
  return parsed.success ? orderHash(parsed.order) : null;
}

/**
 * The earlier order the request (its key and form, well-shaped: parseOrderRequestShape, checked first) is sent again
 * of, or null for a new order:
 * - the order of the request's `requestId`, if the customer has one: when the form differs, 400 with the rules'
 *   message if today's rules refuse it (bad input is 400 whatever was ordered before), else 409 «Denne bestillingen
 *   er allerede sendt med andre opplysninger…»; else its answer, unless its insurance has been cancelled since (409, as
 *   below) or has ended (released: 409 orderEndedSince, as the key cannot be a new order); nothing changes;
 * - else an order of the same product that still holds its building and says the same (sent again without the key,
 *   or from another tab): its answer, or 409 when its insurance is cancelled (still covering: an ended one was released).
 */
export async function earlierOrderOf(tx: Queryable, userId: string, key: string | null, form: Record<string, unknown>): Promise<OrderAnswer | null> {
  const productCode = typeof form.productCode === 'string' ? form.productCode.trim() : null;
  if (key === null && productCode === null) return null;
  const rows = await tx.query<EarlierRow>(
    `SELECT o.id AS order_id, o.request_id, o.request_hash, o.created_at, a.id AS agreement_id, a.agreement_number,
            ${STANDING_END_DATE} AS end_date, o.released_at IS NOT NULL AS released
       FROM orders o JOIN agreements a ON a.id = o.agreement_id
      WHERE o.user_id = $1 AND o.request_hash IS NOT NULL
        AND (o.request_id = $2::uuid OR (o.product_code = $3 AND o.released_at IS NULL))
      ORDER BY o.created_at`,
    [userId, key, productCode],
  );
  const ofKey = key === null ? undefined : rows.find((row) => row.request_id?.toLowerCase() === key.toLowerCase());
  if (ofKey) {
    if (hashAt(form, ofKey.created_at) !== ofKey.request_hash) {
      const now = parsePurchaseOrder(form);
      throw now.success ? new HttpError(409, CONFLICT_MESSAGES.orderSentWithOtherDetails) : new HttpError(400, now.message);
    }
    // Its answer lost, and the insurance it made ended since: a 200 would say «bestilt» of cover that is gone.
    if (ofKey.released) throw new HttpError(409, CONFLICT_MESSAGES.orderEndedSince);
    return stillCovering(ofKey);
  }
  const same = rows.find((row) => hashAt(form, row.created_at) === row.request_hash);
  return same ? stillCovering(same) : null;
}

/** The answer of an order sent again, or 409 while its insurance is cancelled but still covers: not «bestilt» again. */
function stillCovering(row: EarlierRow): OrderAnswer {
  if (row.end_date) throw new HttpError(409, CONFLICT_MESSAGES.orderCancelledStillCovers(row.end_date));
  return { orderId: row.order_id, agreementId: row.agreement_id, agreementNumber: row.agreement_number };
}
