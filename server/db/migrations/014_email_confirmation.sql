-- Issue 45, part 6: a new e-mail address is confirmed before any case e-mail goes to it
-- (server/emailConfirmation/, server/notify/recipient.ts).

-- The address the customer has confirmed last, and when. Case e-mails go here, not to `email` (the profile's address
-- as typed), until the profile's address is confirmed in its turn. NULL: none confirmed; case e-mails wait.
ALTER TABLE users ADD COLUMN confirmed_email text;
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

-- The demo customers' addresses count as confirmed (a fresh database gets this from the seed, server/db/seed.ts).
UPDATE users SET confirmed_email = email, email_confirmed_at = now()
WHERE email IS NOT NULL
  AND id IN ('6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e01', '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e02', '6f1c2a3e-8b4d-4c1a-9e2f-1a7b3c5d7e03');

-- One link each «Bekreft e-postadressen din» e-mail carries. Of its token only the SHA-256 is kept (as of a session's):
-- a copy of the database confirms nothing. One use (used_at); a newer request of the customer's ends every earlier
-- unused one (superseded_at); it ends at expires_at (24 h: server/emailConfirmation/tokens.ts says why).
CREATE TABLE email_confirmations (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id, created_at);

-- The confirmation e-mail goes through the outbox too (never lost, sent like the others). It tells of no case:
--   confirmation_id  the link it carries (its row goes with the link's)
--   link_token       the link's token, kept only until the e-mail is sent (server/notify/outbox.ts markSent)
-- A case e-mail whose customer has no confirmed address is queued with recipient NULL: it waits, untaken, until
-- the customer confirms one, and then gets that address (server/notify/recipient.ts).
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('case_received', 'case_status', 'email_confirmation'));
ALTER TABLE notification_outbox ALTER COLUMN case_id DROP NOT NULL;
ALTER TABLE notification_outbox ALTER COLUMN status_id DROP NOT NULL;
ALTER TABLE notification_outbox ALTER COLUMN recipient DROP NOT NULL;
ALTER TABLE notification_outbox ADD COLUMN confirmation_id uuid REFERENCES email_confirmations(id) ON DELETE CASCADE;
ALTER TABLE notification_outbox ADD COLUMN link_token text;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_what_check CHECK (
  CASE WHEN kind = 'email_confirmation'
    THEN confirmation_id IS NOT NULL AND case_id IS NULL AND status_id IS NULL AND recipient IS NOT NULL
    ELSE confirmation_id IS NULL AND link_token IS NULL AND case_id IS NOT NULL AND status_id IS NOT NULL
  END);
CREATE INDEX notification_outbox_waiting_idx ON notification_outbox (case_id) WHERE recipient IS NULL AND sent_at IS NULL;
