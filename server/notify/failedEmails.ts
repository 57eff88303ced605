/**
 * The operator's view of the e-mails that failed (`npm run email:failed`) and the way to send one again
 * (`npm run email:resend -- <id>`): scripts/lib/emailCommands.ts. A line names the e-mail by its outbox id, when it
 * failed, its kind and reason, and its recipient masked: no case, name or full address.
 */
import type { Db, Queryable } from '../db/db';
import { maskEmail } from './maskEmail';
import type { OutboxEmailKind } from './messages';
import { caseEmailRecipient } from './recipient';

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

/**
 * How `email:resend` ended: put back, no such failed e-mail, a status e-mail its case has told a newer status since,
 * a case e-mail whose customer has no confirmed address now (it would have nowhere to go that they confirmed), or a
 * confirmation e-mail (its link's token was dropped as it failed: the customer asks for a new link, SEND PÅ NYTT).
 */
export type ResendOutcome = 'resent' | 'not-failed' | 'outdated' | 'no-address' | 'confirmation';

/**
 * Puts the failed e-mail `id` back, due now, its refusals forgotten (its attempts and last reason kept): a running
 * server sends it within NOTIFY_POLL_MS. A case e-mail goes to its customer's address as caseEmailRecipient gives it
 * now (the one confirmed last; so does the receipt of a move), not the one it failed to: the customer may have corrected theirs since, or removed it.
 * Not when no e-mail `id` has failed (unknown, sent, waiting or superseded: nothing to send again), nor a status
 * e-mail after which its case got a newer status e-mail (sent now, it would tell the customer an old status as the
 * latest), nor a case e-mail whose customer has no confirmed address now, nor a confirmation e-mail.
 */
export async function resendFailed(db: Db, id: string): Promise<ResendOutcome> {
  return db.transaction(async (tx): Promise<ResendOutcome> => {
    const [found] = await tx.query<{ user_id: string | null }>(
      `SELECT coalesce(c.user_id, m.user_id) AS user_id FROM notification_outbox o
       LEFT JOIN cases c ON c.id = o.case_id LEFT JOIN agreement_moves m ON m.id = o.move_id
       WHERE o.id = $1 AND o.failed_at IS NOT NULL`,
      [id],
    );
    if (!found) return 'not-failed';
    // The customer's row first, as a change of address takes it: their confirmed address holds until the commit.
    const [customer] = found.user_id === null ? [] : await tx.query<{ confirmed_email: string | null }>(
      'SELECT confirmed_email FROM users WHERE id = $1 FOR UPDATE',
      [found.user_id],
    );
    const [row] = await tx.query<{ kind: OutboxEmailKind; newer: boolean }>(
      `SELECT o.kind,
              EXISTS (SELECT 1 FROM notification_outbox n
                      WHERE o.kind = 'case_status' AND n.case_id = o.case_id AND n.kind = 'case_status' AND n.id > o.id) AS newer
       FROM notification_outbox o WHERE o.id = $1 AND o.failed_at IS NOT NULL FOR UPDATE`,
      [id],
    );
    // Of two run at once for one id, the second finds it put back already.
    if (!row) return 'not-failed';
    if (row.kind === 'email_confirmation') return 'confirmation';
    if (row.newer) return 'outdated';
    const recipient = customer ? caseEmailRecipient(customer) : null;
    if (recipient === null) return 'no-address';
    await tx.query(
      'UPDATE notification_outbox SET failed_at = NULL, refusals = 0, claim = NULL, next_attempt_at = now(), recipient = $2 WHERE id = $1',
      [id, recipient],
    );
    return 'resent';
  });
}
