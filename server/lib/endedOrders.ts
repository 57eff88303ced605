/**
 * An ended agreement does not hold its building (docs/cancellation.md): an order of the customer's whose agreement
 * has ended is released (orders.released_at, migration 007), so a new order for that building is a new insurance,
 * not the first order found again (migration 003), nor that order sent again (server/lib/orderRetry.ts).
 */
import type { Queryable } from '../db/db';

/**
 * Call in the order's transaction, before the earlier order is looked for; `today` is today in Norway. Ended is
 * `agreementStatus`'s rule: the last day with cover (end_date) is before today, so an agreement that ends today still
 * holds its building.
 */
export async function releaseEndedOrders(tx: Queryable, userId: string, today: string): Promise<void> {
  await tx.query(
    `UPDATE orders o SET released_at = now()
      WHERE o.user_id = $1 AND o.released_at IS NULL
        AND EXISTS (SELECT 1 FROM agreement_cancellations c
                     WHERE c.agreement_id = o.agreement_id AND c.withdrawn_at IS NULL AND c.end_date < $2::date)`,
    [userId, today],
  );
}
