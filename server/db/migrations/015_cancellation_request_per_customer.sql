-- Issue 45, part 5, hostile review: a cancellation's request_id is the customer's key, as an order's is (migration
-- 013: one order per customer and key). It was unique across all customers, so one customer's key (a UUID their
-- browser made) sent by another customer was refused with 409 for them, and told them the key was in use. Now the
-- key is looked for, and unique, among the customer's own cancellations only (server/routes/cancellation.ts).
-- user_id is the agreement's customer, kept on the row so that the unique index can hold it.
ALTER TABLE agreement_cancellations ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE;
UPDATE agreement_cancellations c SET user_id = a.user_id FROM agreements a WHERE a.id = c.agreement_id;
ALTER TABLE agreement_cancellations ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE agreement_cancellations DROP CONSTRAINT agreement_cancellations_request_id_key;
CREATE UNIQUE INDEX agreement_cancellations_once_per_request ON agreement_cancellations (user_id, request_id);
