-- «Si opp forsikring» (docs/cancellation.md). One row per cancellation a customer sent. Withdrawing one sets
-- withdrawn_at and keeps the row as history; only a row not withdrawn counts, and an agreement has at most one such.
-- request_id is the client's key for the request: the same request sent again finds its row instead of a second one.
-- end_date is the first day without cover («Sagt opp fra»); refund is whole kroner, as computed when it was sent.
CREATE TABLE agreement_cancellations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id uuid NOT NULL REFERENCES agreements(id) ON DELETE CASCADE,
  request_id uuid NOT NULL UNIQUE,
  reason text NOT NULL CHECK (reason IN ('behov_borte', 'annet_selskap', 'hovedforfall')),
  end_date date NOT NULL,
  refund integer NOT NULL CHECK (refund >= 0),
  cancelled_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  CONSTRAINT agreement_cancellations_withdrawn_after CHECK (withdrawn_at IS NULL OR withdrawn_at >= cancelled_at)
);
CREATE UNIQUE INDEX agreement_cancellations_one_active ON agreement_cancellations (agreement_id) WHERE withdrawn_at IS NULL;

-- An order whose agreement has ended no longer holds its building (migration 003's «one order per customer, product
-- and building»): buying again sets released_at on the old order (server/lib/endedOrders.ts), and the index counts
-- only orders not released.
ALTER TABLE orders ADD COLUMN released_at timestamptz;
DROP INDEX orders_once_per_building;
CREATE UNIQUE INDEX orders_once_per_building ON orders (user_id, product_code, building_key)
  WHERE building_key IS NOT NULL AND released_at IS NULL;
