-- Issue 45: an order sent again is the same order only when it says the same. request_hash is the SHA-256 of the order
-- as the shared schema gives it (canonical JSON, server/lib/orderRetry.ts), without the key; request_id is the
-- wizard's key for the order (POST /api/createBuyInsurance `requestId`), one order per customer and key. Orders from
-- before have neither: a resend of one is not recognised as the same order.
ALTER TABLE orders ADD COLUMN request_id uuid;
ALTER TABLE orders ADD COLUMN request_hash text;
CREATE UNIQUE INDEX orders_once_per_request ON orders (user_id, request_id) WHERE request_id IS NOT NULL;
