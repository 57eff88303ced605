/**
 * The e-mail outbox (table notification_outbox, migrations 009, 012 and 014): an e-mail is queued in the transaction
 * that records the status it tells of (or, «Bekreft e-postadressen din», the link it carries:
 * server/emailConfirmation/links.ts), and taken, marked sent, put back for a retry, ended as failed or superseded by
 * the sender (sender.ts). A row is open until it is sent, failed or superseded; a case e-mail's row is never deleted
 * (a confirmation e-mail's is, when a newer link ends its link before it is sent). An open case e-mail without a
 * recipient waits for its customer's confirmed address (recipient.ts) and is not taken meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { CaseStatusCode } from '../../domain/caseStatus';
import type { Queryable } from '../db/db';
import type { CaseEmailKind, OutboxEmailKind } from './messages';
import { maskEmail } from './maskEmail';
import { caseEmailRecipient } from './recipient';

/**
 * Queues the e-mail about the status just recorded for the case: the receipt (`case_received`, always) or a new
 * status (`case_status`, when the customer has not turned those off). Call it in the transaction that recorded the
 * status, which holds the case's row (FOR UPDATE), so the case's latest status row is that transaction's. The
 * recipient is the customer's as recipient.ts says now (the last confirmed address); without one the e-mail waits
 * for it. An address no mail server takes (kept from before the rule) is queued all the same: the sender ends it as
 * failed, which the operator sees.
 * A new status supersedes the case's status e-mail not yet sent (supersedeOlderStatusEmails). Answers whether it queued.
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
  const [queued] = await tx.query<{ id: string }>(
    `INSERT INTO notification_outbox (kind, case_id, status_id, recipient) VALUES ($1, $2, $3, $4)
     ON CONFLICT (status_id) DO NOTHING RETURNING id::text AS id`,
    [kind, caseId, row.status_id, recipient],
  );
  if (queued && kind === 'case_status') await supersedeOlderStatusEmails(tx, caseId, queued.id);
  return queued !== undefined;
}

/**
 * Queues the receipt of the move just recorded (`move_received`, always, as a case's receipt: the customer's choice
 * of status e-mails is about status changes only). Call it in the transaction that recorded the move. The recipient
 * is the customer's last confirmed address (recipient.ts); without one the e-mail waits for it. Answers whether it
 * queued (the move's one e-mail already queued: false).
 */
export async function queueMoveEmail(tx: Queryable, moveId: string): Promise<boolean> {
  const [row] = await tx.query<{ confirmed_email: string | null }>(
    'SELECT u.confirmed_email FROM agreement_moves m JOIN users u ON u.id = m.user_id WHERE m.id = $1',
    [moveId],
  );
  if (!row) return false;
  const [queued] = await tx.query<{ id: string }>(
    `INSERT INTO notification_outbox (kind, move_id, recipient) VALUES ('move_received', $1, $2)
     ON CONFLICT (move_id) WHERE move_id IS NOT NULL DO NOTHING RETURNING id::text AS id`,
    [moveId, caseEmailRecipient(row)],
  );
  return queued !== undefined;
}

/** SQL: the row is open (not sent, failed or superseded). */
const OPEN = 'sent_at IS NULL AND failed_at IS NULL AND superseded_at IS NULL';
/** SQL: open, and with a recipient: a sender may take it when it is due (without one it waits, recipient.ts). */
const SENDABLE = `${OPEN} AND recipient IS NOT NULL`;

/**
 * The case's status e-mails still waiting (open, and not being sent at this moment: no claim within its lease) are
 * superseded by the new one `newId`, which tells the latest status: marked, not deleted. The new one takes over the
 * burst's start (merge_from), so a burst of changes is told once, NOTIFY_STATUS_MERGE_MS after its first change,
 * however long it goes on. One being sent now is left to end; the new one is then sent after it.
 */
async function supersedeOlderStatusEmails(tx: Queryable, caseId: string, newId: string): Promise<void> {
  await tx.query(
    `WITH older AS (
       UPDATE notification_outbox SET superseded_at = now(), superseded_by = $2
       WHERE case_id = $1 AND kind = 'case_status' AND id < $2 AND ${OPEN} AND (claim IS NULL OR next_attempt_at <= now())
       RETURNING merge_from)
     UPDATE notification_outbox SET merge_from = least(merge_from, (SELECT min(merge_from) FROM older)) WHERE id = $2`,
    [caseId, newId],
  );
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

/** «Flyttingen er registrert» taken by a sender: what the receipt says of the move (docs/moving.md). */
export interface ClaimedMoveEmail extends Claimed {
  kind: 'move_received';
  agreementId: string;
  productName: string;
  /** YYYY-MM-DD. */
  movingDate: string;
}

export type ClaimedEmail = ClaimedCaseEmail | ClaimedConfirmationEmail | ClaimedMoveEmail;

/** SQL: the customer an outbox row `o` is for, by its case, its confirmation link or its move (`c`, `ec`, `m` joined to it). */
const customerOf = (o: string, c: string, ec: string, m: string) =>
  `LEFT JOIN cases ${c} ON ${c}.id = ${o}.case_id LEFT JOIN email_confirmations ${ec} ON ${ec}.id = ${o}.confirmation_id
   LEFT JOIN agreement_moves ${m} ON ${m}.id = ${o}.move_id`;

/**
 * Takes the e-mail due first, if any: one statement, so one transaction. SELECT … FOR UPDATE SKIP LOCKED passes over
 * a row another server is taking at this moment; the row then gets this sender's claim and its next_attempt_at moves
 * `leaseMs` ahead, so no other sender takes it while this one sends it, and any sender takes it again if this one
 * dies before it marks it (sender.ts says why a lease rather than a lock held while sending). A status e-mail is due
 * `statusMergeMs` after its burst's first change (supersedeOlderStatusEmails).
 *
 * One customer's e-mails are sent one at a time: a row is passed over while another of the same customer's is being
 * sent (claimed, within its lease). So however many e-mails one customer has waiting, or failing, they hold at most
 * one of the sender's connections, and the others serve everyone else (sender.ts SEND_POOL).
 */
export async function claimNextDue(db: Queryable, leaseMs: number, statusMergeMs: number): Promise<ClaimedEmail | null> {
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
    move_agreement_id: string | null;
    move_product_name: string | null;
    move_date: string | null;
  }>(
    `WITH claimed AS (
       UPDATE notification_outbox
       SET attempts = attempts + 1, claim = $1, next_attempt_at = now() + $2::float8 * interval '1 millisecond'
       WHERE id = (SELECT o.id FROM notification_outbox o
                   ${customerOf('o', 'c', 'ec', 'm')}
                   WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.superseded_at IS NULL AND o.next_attempt_at <= now()
                     AND o.recipient IS NOT NULL
                     -- a status e-mail once the merge window after its burst's first change has passed
                     AND (o.kind <> 'case_status' OR o.merge_from <= now() - $3::float8 * interval '1 millisecond')
                     AND NOT EXISTS (SELECT 1 FROM notification_outbox busy ${customerOf('busy', 'bc', 'bec', 'bm')}
                                     WHERE busy.claim IS NOT NULL AND busy.next_attempt_at > now()
                                       AND coalesce(bc.user_id, bec.user_id, bm.user_id) = coalesce(c.user_id, ec.user_id, m.user_id))
                   ORDER BY o.next_attempt_at, o.id LIMIT 1
                   FOR UPDATE OF o SKIP LOCKED)
       RETURNING id, kind, case_id, status_id, recipient, attempts, link_token, move_id)
     SELECT claimed.id::text AS id, claimed.kind, claimed.case_id, claimed.recipient, claimed.attempts, s.code,
            c.form->>'damageType' AS damage_type, c.form->>'damageDate' AS damage_date, claimed.link_token,
            m.agreement_id::text AS move_agreement_id, a.product_name AS move_product_name,
            to_char(m.moving_date, 'YYYY-MM-DD') AS move_date
     FROM claimed
     LEFT JOIN case_status_history s ON s.id = claimed.status_id
     LEFT JOIN cases c ON c.id = claimed.case_id
     LEFT JOIN agreement_moves m ON m.id = claimed.move_id
     LEFT JOIN agreements a ON a.id = m.agreement_id`,
    [claim, leaseMs, statusMergeMs],
  );
  if (!row) return null;
  const taken = { id: row.id, claim, recipient: row.recipient, attempts: row.attempts };
  // The table's check holds a confirmation e-mail's token, and a case e-mail's case and status row.
  if (row.kind === 'email_confirmation') return { ...taken, kind: row.kind, linkToken: row.link_token ?? '' };
  // The table's check holds a move e-mail's move (migration 016), and the move its agreement.
  if (row.kind === 'move_received') {
    return {
      ...taken,
      kind: row.kind,
      agreementId: row.move_agreement_id ?? '',
      productName: row.move_product_name ?? '',
      movingDate: row.move_date ?? '',
    };
  }
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

/** How a failed try ends for the e-mail. */
export type FailureOutcome = 'retry' | 'failed' | 'superseded';

/**
 * After a failed try: a status e-mail that a newer status of its case has come after is superseded by that one (it
 * would tell an old status, perhaps after the new); else the e-mail is put back, due again in `retryMs`, or, when the
 * SMTP server has now refused it (`refused`, a 5xx) `maxRefusals` times, ended as failed. `error` is the failure's
 * kind (no message: it may quote the address), kept for the operator. Only while this sender's claim is on the row.
 * Ended as failed, a confirmation e-mail forgets its link's token: it is never sent again (email:resend refuses it),
 * and the customer asks for a new link with SEND PÅ NYTT.
 */
export async function markFailed(
  db: Queryable,
  email: ClaimedEmail,
  failure: { error: string; refused: boolean; retryMs: number; maxRefusals: number },
): Promise<FailureOutcome> {
  const [row] = await db.query<{ outcome: FailureOutcome }>(
    `WITH newer AS (
       SELECT max(n.id) AS id FROM notification_outbox n
       WHERE $3 = 'case_status' AND n.case_id = $4 AND n.kind = 'case_status' AND n.id > $1 AND n.superseded_at IS NULL AND n.failed_at IS NULL)
     UPDATE notification_outbox o
     SET claim = NULL, last_error = $5, refusals = o.refusals + $6::int,
         superseded_by = newer.id,
         superseded_at = CASE WHEN newer.id IS NOT NULL THEN now() END,
         failed_at = CASE WHEN newer.id IS NULL AND o.refusals + $6::int >= $7 THEN now() END,
         link_token = CASE WHEN newer.id IS NULL AND o.refusals + $6::int >= $7 THEN NULL ELSE o.link_token END,
         next_attempt_at = now() + $8::float8 * interval '1 millisecond'
     FROM newer
     WHERE o.id = $1 AND o.claim = $2
     RETURNING CASE WHEN o.superseded_at IS NOT NULL THEN 'superseded' WHEN o.failed_at IS NOT NULL THEN 'failed' ELSE 'retry' END AS outcome`,
    [email.id, email.claim, email.kind, email.kind === 'case_received' || email.kind === 'case_status' ? email.caseId : null, failure.error, failure.refused ? 1 : 0, failure.maxRefusals, failure.retryMs],
  );
  return row?.outcome ?? 'retry';
}

/**
 * Ends the e-mail as failed at once, `reason` kept for the operator: it cannot be sent as it is (its address). A
 * confirmation e-mail's token goes with it (failed, it is never sent; the customer asks for a new link).
 */
export async function markUnsendable(db: Queryable, email: ClaimedEmail, reason: string): Promise<void> {
  await db.query('UPDATE notification_outbox SET claim = NULL, last_error = $3, failed_at = now(), link_token = NULL WHERE id = $1 AND claim = $2', [
    email.id,
    email.claim,
    reason,
  ]);
}

/** Milliseconds until the next open e-mail is due (≤ 0: due now); null when none waits. */
export async function msUntilDue(db: Queryable, statusMergeMs: number): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(CASE WHEN kind = 'case_status'
                                         THEN greatest(next_attempt_at, merge_from + $1::float8 * interval '1 millisecond')
                                         ELSE next_attempt_at END) - now()) * 1000)::float8 AS ms
     FROM notification_outbox WHERE ${SENDABLE}`,
    [statusMergeMs],
  );
  return row?.ms ?? null;
}

/** The newest row's id (0 without any), and how many e-mails wait unsent. */
export async function outboxState(db: Queryable): Promise<{ lastId: string; waiting: number }> {
  const [row] = await db.query<{ last_id: string; waiting: number }>(
    `SELECT coalesce(max(id), 0)::text AS last_id, (count(*) FILTER (WHERE ${OPEN}))::int AS waiting FROM notification_outbox`,
  );
  return { lastId: row?.last_id ?? '0', waiting: row?.waiting ?? 0 };
}

/** Open e-mails queued after the row `afterId`, oldest first. */
export async function unsentAfter(db: Queryable, afterId: string, limit = 100): Promise<{ id: string; kind: OutboxEmailKind; recipient: string }[]> {
  return db.query(`SELECT id::text AS id, kind, recipient FROM notification_outbox WHERE id > $1 AND ${SENDABLE} ORDER BY notification_outbox.id LIMIT $2`, [
    afterId,
    limit,
  ]);
}
