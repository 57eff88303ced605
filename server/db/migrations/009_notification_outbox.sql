-- Issue 38, part 2: the customer is told by e-mail. A row is written in the transaction that records the status it
-- tells of (the submit's «Mottatt», or a status change), so an e-mail is queued exactly when its status is recorded;
-- the server's sender (server/notify/sender.ts) sends it and marks it sent, retrying with backoff.
--   kind             'case_received' (the receipt of a submitted report) or 'case_status' (a new status)
--   status_id        the status row the e-mail tells of: at most one e-mail per status (UNIQUE)
--   recipient        the customer's e-mail address as the profile had it when the row was written
--   next_attempt_at  when a sender may take it next; a sender that takes it moves this forward by its lease and sets
--                    `claim`, so no other sender takes it while it is being sent (and takes it again if that sender died)
--   last_error       the kind of the last failure (nodemailer's code and the SMTP reply code), never its message
-- The text is rendered when sent, from the case (its form is fixed once submitted) and the status row.
CREATE TABLE notification_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('case_received', 'case_status')),
  case_id uuid NOT NULL REFERENCES cases(id) ON DELETE CASCADE,
  status_id bigint NOT NULL UNIQUE REFERENCES case_status_history(id) ON DELETE CASCADE,
  recipient text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claim uuid,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- The profile's choice: e-mail me when my case's status changes (the receipt is sent regardless).
ALTER TABLE users ADD COLUMN notify_on_case_status boolean NOT NULL DEFAULT true;
