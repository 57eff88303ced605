/**
 * The e-mail outbox (table notification_outbox, migration 009): an e-mail is queued in the transaction that records
 * the status it tells of, and taken, marked sent or put back for a retry by the sender (sender.ts).
 */
import { randomUUID } from 'node:crypto';
import type { CaseStatusCode } from '../../domain/caseStatus';
import type { Queryable } from '../db/db';
import type { CaseEmailKind, OutboxEmailKind } from './messages';
import { maskEmail } from './logLines';
import { caseEmailRecipient } from './recipient';

/**
 * Queues the e-mail about the status just recorded for the case: the receipt (`case_received`, always) or a new
 * status (`case_status`, when the customer has not turned those off). Call it in the transaction that recorded the
 * status, which holds the case's row (FOR UPDATE), so the case's latest status row is that transaction's. The
 * recipient is the customer's as recipient.ts says now; without one the e-mail waits for it. Answers whether it queued.
 */
export async function queueCaseEmail(tx: Queryable, caseId: string, kind: CaseEmailKind): Promise<boolean> {
  const [row] = await tx.query<{ confirmed_email: string | null; notify_on_case_status: boolean; status_id: string }>(
    `SELECT u.confirmed_email, u.notify_on_case_status, s.id::text AS status_id
     FROM cases c
     JOIN users u ON u.id = c.user_id
     CROSS JOIN LATERAL (SELECT id FROM case_status_history WHERE case_id = c.id ORDER BY set_at DESC, id DESC LIMIT 1) s
     WHERE c.id = $1`,
    [caseId],
  );
  if (!row) return false;
  if (kind === 'case_status' && !row.notify_on_case_status) return false;
  const recipient = caseEmailRecipient(row);
  const queued = await tx.query(
    `INSERT INTO notification_outbox (kind, case_id, status_id, recipient) VALUES ($1, $2, $3, $4)
     ON CONFLICT (status_id) DO NOTHING RETURNING id`,
    [kind, caseId, row.status_id, recipient],
  );
  return queued.length > 0;
}

interface Claimed {
  id: string;
  /** This sender's mark on the row: only it may mark the row sent or put it back. */
  claim: string;
  recipient: string;
  /** The attempts so far, this one included. */
  attempts: number;
}

/** An e-mail about a case a sender has taken, with what it may say about its case. */
export interface ClaimedCaseEmail extends Claimed {
  kind: CaseEmailKind;
  caseId: string;
  statusCode: CaseStatusCode;
  damageType: string | null;
  damageDate: string | null;
}

/** «Bekreft e-postadressen din» taken by a sender: its link's token, and nothing of any case. */
export interface ClaimedConfirmationEmail extends Claimed {
  kind: 'email_confirmation';
  linkToken: string;
}

export type ClaimedEmail = ClaimedCaseEmail | ClaimedConfirmationEmail;

/**
 * Takes the e-mail due first, if any: one statement, so one transaction. SELECT … FOR UPDATE SKIP LOCKED passes over
 * a row another server is taking at this moment; the row then gets this sender's claim and its next_attempt_at moves
 * `leaseMs` ahead, so no other sender takes it while this one sends it, and any sender takes it again if this one
 * dies before it marks it (sender.ts says why a lease rather than a lock held while sending).
 */
export async function claimNextDue(db: Queryable, leaseMs: number): Promise<ClaimedEmail | null> {
  const claim = randomUUID();
  const [row] = await db.query<{
    id: string;
    kind: OutboxEmailKind;
    case_id: string | null;
    recipient: string;
    attempts: number;
    code: CaseStatusCode | null;
    damage_type: string | null;
    damage_date: string | null;
    link_token: string | null;
  }>(
    `WITH claimed AS (
       UPDATE notification_outbox
       SET attempts = attempts + 1, claim = $1, next_attempt_at = now() + $2::float8 * interval '1 millisecond'
       WHERE id = (SELECT id FROM notification_outbox
                   WHERE sent_at IS NULL AND next_attempt_at <= now() AND recipient IS NOT NULL
                   ORDER BY next_attempt_at, id LIMIT 1
                   FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, case_id, status_id, recipient, attempts, link_token)
     SELECT claimed.id::text AS id, claimed.kind, claimed.case_id, claimed.recipient, claimed.attempts, s.code,
            c.form->>'damageType' AS damage_type, c.form->>'damageDate' AS damage_date, claimed.link_token
     FROM claimed
     LEFT JOIN case_status_history s ON s.id = claimed.status_id
     LEFT JOIN cases c ON c.id = claimed.case_id`,
    [claim, leaseMs],
  );
  if (!row) return null;
  const taken = { id: row.id, claim, recipient: row.recipient, attempts: row.attempts };
  // The table's check holds a confirmation e-mail's token, and a case e-mail's case and status row.
  if (row.kind === 'email_confirmation') return { ...taken, kind: row.kind, linkToken: row.link_token ?? '' };
  return {
    ...taken,
    kind: row.kind,
    caseId: row.case_id ?? '',
    statusCode: row.code!,
    damageType: row.damage_type,
    damageDate: row.damage_date,
  };
}

/**
 * Marks the e-mail sent, only while this sender's claim is on it. The row stays (it says that and when the status
 * was told, and keeps it from being queued again), but not the address it went to: sent, it keeps only the masked
 * address the log would show, and no confirmation link's token.
 */
export async function markSent(db: Queryable, email: ClaimedEmail): Promise<void> {
  await db.query('UPDATE notification_outbox SET sent_at = now(), claim = NULL, recipient = $3, link_token = NULL WHERE id = $1 AND claim = $2', [
    email.id,
    email.claim,
    maskEmail(email.recipient),
  ]);
}

/** Puts the e-mail back, due again in `retryMs`; `error` is the failure's kind (no message: it may quote the address). */
export async function markFailed(db: Queryable, email: ClaimedEmail, error: string, retryMs: number): Promise<void> {
  await db.query(
    `UPDATE notification_outbox SET claim = NULL, last_error = $3, next_attempt_at = now() + $4::float8 * interval '1 millisecond'
     WHERE id = $1 AND claim = $2`,
    [email.id, email.claim, error, retryMs],
  );
}

/** Milliseconds until the next unsent e-mail is due (≤ 0: due now); null when none waits. */
export async function msUntilDue(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM notification_outbox
     WHERE sent_at IS NULL AND recipient IS NOT NULL`,
  );
  return row?.ms ?? null;
}

/** The newest row's id (0 without any), and how many e-mails wait unsent. */
export async function outboxState(db: Queryable): Promise<{ lastId: string; waiting: number }> {
  const [row] = await db.query<{ last_id: string; waiting: number }>(
    `SELECT coalesce(max(id), 0)::text AS last_id, (count(*) FILTER (WHERE sent_at IS NULL))::int AS waiting FROM notification_outbox`,
  );
  return { lastId: row?.last_id ?? '0', waiting: row?.waiting ?? 0 };
}

/** Unsent e-mails queued after the row `afterId`, oldest first. */
export async function unsentAfter(db: Queryable, afterId: string, limit = 100): Promise<{ id: string; kind: OutboxEmailKind; recipient: string }[]> {
  return db.query(
    'SELECT id::text AS id, kind, recipient FROM notification_outbox WHERE id > $1 AND sent_at IS NULL AND recipient IS NOT NULL ORDER BY id LIMIT $2',
    [afterId, limit],
  );
}
