/**
 * An ended agreement does not hold its building (docs/cancellation.md): an order for the same customer, product and
 * building whose agreement has ended is released (orders.released_at, migration 007), so a new order for it is a
 * new insurance, not the first order found again (migration 003).
 */
import type { Queryable } from '../db/db';

export interface OrderKey {
  userId: string;
  productCode: string;
  buildingKey: string;
}

/**
 * Call in the order's transaction, before its insert; `today` is today in Norway. Ended is `agreementStatus`'s rule:
 * the last day with cover (end_date) is before today, so an agreement that ends today still holds its building.
 */
export async function releaseEndedOrder(tx: Queryable, key: OrderKey, today: string): Promise<void> {
  await tx.query(
    `UPDATE orders o SET released_at = now()
      WHERE o.user_id = $1 AND o.product_code = $2 AND o.building_key = $3 AND o.released_at IS NULL
        AND EXISTS (SELECT 1 FROM agreement_cancellations c
                     WHERE c.agreement_id = o.agreement_id AND c.withdrawn_at IS NULL AND c.end_date < $4::date)`,
    [key.userId, key.productCode, key.buildingKey, today],
  );
}
