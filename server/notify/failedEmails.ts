/**
 * The operator's view of the e-mails that failed (`npm run email:failed`) and the way to send one again
 * (`npm run email:resend -- <id>`): scripts/lib/emailCommands.ts. A line names the e-mail by its outbox id, when it
 * failed, its kind and reason, and its recipient masked: no case, name or full address.
 */
import type { Queryable } from '../db/db';
import { maskEmail } from './logLines';
import type { OutboxEmailKind } from './messages';

export interface FailedEmail {
  id: string;
  failedAt: string;
  kind: OutboxEmailKind;
  /** The last failure's kind (smtp.ts smtpFailure, recipient.ts UNUSABLE_ADDRESS), never a server's message. */
  reason: string;
  attempts: number;
  /** The recipient masked (k***@e***.no). */
  to: string;
}

/** The failed e-mails, newest first, at most `limit`. */
export async function failedEmails(db: Queryable, limit = 200): Promise<FailedEmail[]> {
  const rows = await db.query<{ id: string; failed_at: Date | string; kind: OutboxEmailKind; last_error: string | null; attempts: number; recipient: string }>(
    `SELECT id::text AS id, failed_at, kind, last_error, attempts, recipient FROM notification_outbox
     WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, notification_outbox.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    failedAt: new Date(r.failed_at).toISOString(),
    kind: r.kind,
    reason: r.last_error ?? 'unknown',
    attempts: r.attempts,
    to: maskEmail(r.recipient),
  }));
}

/** How `email:resend` ended: put back, no such failed e-mail, or a status e-mail its case has told a newer status since. */
export type ResendOutcome = 'resent' | 'not-failed' | 'outdated';

/**
 * Puts the failed e-mail `id` back, due now, its refusals forgotten (its attempts and last reason kept): a running
 * server sends it within NOTIFY_POLL_MS. Not when no e-mail `id` has failed (unknown, sent, waiting or superseded:
 * nothing to send again), nor a status e-mail after which its case got a newer status e-mail: sent now, it would
 * tell the customer an old status as the latest.
 */
export async function resendFailed(db: Queryable, id: string): Promise<ResendOutcome> {
  const rows = await db.query<{ newer: boolean }>(
    `WITH target AS (
       SELECT o.id, EXISTS (SELECT 1 FROM notification_outbox n
                            WHERE o.kind = 'case_status' AND n.case_id = o.case_id AND n.kind = 'case_status' AND n.id > o.id) AS newer
       FROM notification_outbox o WHERE o.id = $1 AND o.failed_at IS NOT NULL),
     put_back AS (
       UPDATE notification_outbox SET failed_at = NULL, refusals = 0, claim = NULL, next_attempt_at = now()
       WHERE id = (SELECT id FROM target WHERE NOT newer) AND failed_at IS NOT NULL RETURNING id)
     SELECT target.newer FROM target JOIN put_back ON true
     UNION ALL SELECT true FROM target WHERE target.newer`,
    [id],
  );
  if (rows.length === 0) return 'not-failed';
  return rows[0]!.newer ? 'outdated' : 'resent';
}
