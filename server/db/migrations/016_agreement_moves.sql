-- Issue 47, part 7: «Meld flytting» (docs/moving.md). One row per move a customer reported for a contents insurance:
-- the agreement insures new_* from moving_date (00:00 Oslo time), and previous_* (the address it insured when the
-- move was reported) to the day before. The agreements row keeps the address it was bought for; the address insured
-- on a day is read from its latest move (server/lib/agreements.ts). Rows are never changed or deleted.
--   request_id   the client's key for the request, the customer's own (as migration 015's): the same request sent
--                again finds its row instead of a second one
--   user_id      the agreement's customer, kept on the row for that unique index and for the outbox (below)
CREATE TABLE agreement_moves (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id uuid NOT NULL REFERENCES agreements(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id uuid NOT NULL,
  moving_date date NOT NULL,
  new_street_address text NOT NULL,
  new_postal_code text NOT NULL CHECK (new_postal_code ~ '^[0-9]{4}$'),
  new_city text NOT NULL,
  previous_street_address text NOT NULL,
  previous_postal_code text NOT NULL,
  previous_city text NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agreement_moves_once_per_request ON agreement_moves (user_id, request_id);
-- One move a day per agreement; the latest by moving date is the one that counts.
CREATE UNIQUE INDEX agreement_moves_one_per_day ON agreement_moves (agreement_id, moving_date);

-- The receipt «Flyttingen er registrert» goes through the outbox like the case e-mails: to the customer's confirmed
-- address, waiting without one (server/notify/recipient.ts).
--   move_id   the move it tells of: at most one e-mail per move
ALTER TABLE notification_outbox ADD COLUMN move_id bigint REFERENCES agreement_moves(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX notification_outbox_once_per_move ON notification_outbox (move_id) WHERE move_id IS NOT NULL;
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('case_received', 'case_status', 'email_confirmation', 'move_received'));
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_what_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_what_check CHECK (
  CASE
    WHEN kind = 'email_confirmation'
      THEN confirmation_id IS NOT NULL AND case_id IS NULL AND status_id IS NULL AND move_id IS NULL AND recipient IS NOT NULL
    WHEN kind = 'move_received'
      THEN move_id IS NOT NULL AND case_id IS NULL AND status_id IS NULL AND confirmation_id IS NULL AND link_token IS NULL
    ELSE confirmation_id IS NULL AND link_token IS NULL AND move_id IS NULL AND case_id IS NOT NULL AND status_id IS NOT NULL
  END);
