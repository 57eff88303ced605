-- Issue 45, part 1: the outbox isolates failures (server/notify/sender.ts). An e-mail now ends in one of three ways,
-- each kept on its row (nothing is deleted):
--   sent_at        sent (as before)
--   failed_at      given up: its address is none a mail server takes, or the SMTP server refused it for good (a 5xx
--                  to the envelope or the message, `refusals` times); last_error says why, for the operator
--                  (`npm run email:failed`; `npm run email:resend -- <id>` puts it back)
--   superseded_by  a status e-mail not yet sent when the case's status changed again: the newer row, which tells the
--                  latest status, is sent instead (one e-mail for a burst of changes, docs/configuration.md)
--   refusals       how many times the SMTP server refused this e-mail with a 5xx
--   merge_from     a status e-mail: when the burst of changes it tells of began; it is sent NOTIFY_STATUS_MERGE_MS
--                  after that (the receipt, at once)
ALTER TABLE notification_outbox
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN superseded_by bigint REFERENCES notification_outbox(id) ON DELETE SET NULL,
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN refusals integer NOT NULL DEFAULT 0,
  ADD COLUMN merge_from timestamptz NOT NULL DEFAULT now();
UPDATE notification_outbox SET merge_from = created_at;

-- What a sender looks for: the open rows (none of the three ends), by when they are due.
DROP INDEX notification_outbox_due_idx;
CREATE INDEX notification_outbox_open_idx ON notification_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL AND superseded_at IS NULL;
-- A case's open status e-mail, which a new status supersedes.
CREATE INDEX notification_outbox_case_open_idx ON notification_outbox (case_id)
  WHERE sent_at IS NULL AND failed_at IS NULL AND superseded_at IS NULL;
-- The e-mails being sent now (a claim within its lease): one customer's at a time (sender.ts).
CREATE INDEX notification_outbox_claimed_idx ON notification_outbox (case_id) WHERE claim IS NOT NULL;
-- The operator's list of failed e-mails.
CREATE INDEX notification_outbox_failed_idx ON notification_outbox (failed_at) WHERE failed_at IS NOT NULL;
