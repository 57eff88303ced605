/**
 * Where an e-mail goes. The sender asks one function (recipientOf, sender.ts); a case e-mail's address is chosen
 * when it is queued by one rule (caseEmailRecipient, issue 45 part 6): the address the customer confirmed last,
 * never one typed on the profile and not yet confirmed, so a typo or a stranger's address gets no word of a case.
 * With none confirmed the e-mail is queued without a recipient and waits in the outbox, untaken by any sender
 * (outbox.ts claimNextDue), until the customer confirms an address: then it gets that one and is sent. Whenever
 * the confirmed address changes or is removed, the open case e-mails follow it (setConfirmedEmail), and
 * `npm run email:resend` asks caseEmailRecipient anew (failedEmails.ts).
 */
import { isEmailAddress } from '../../domain/schemas/emailAddress';
import type { Queryable } from '../db/db';

/** Why an e-mail ends as failed without a try: its address is none a mail server takes (domain/schemas/emailAddress.ts). */
export const UNUSABLE_ADDRESS = 'EADDRESS unusable address';

/**
 * Why a status e-mail that waited for a confirmed address ends unsent as the address is confirmed: the customer has
 * turned status e-mails off meanwhile (their profile's choice). Kept in last_error, the row marked superseded with
 * no newer row (superseded_by NULL): ended, not deleted, never sent.
 */
export const STATUS_EMAILS_OFF = 'NOTIFY_OFF status e-mails turned off';

/** An address a mail server takes (the one rule, domain/schemas/emailAddress.ts), trimmed as stored, not empty. */
export function isSendableAddress(address: string | null | undefined): address is string {
  return typeof address === 'string' && address !== '' && address === address.trim() && isEmailAddress(address);
}

/**
 * The address to send `email` to, or null when there is none a mail server takes: an address stored before the
 * rule (domain/schemas/emailAddress.ts) is never handed to the SMTP server, where its control characters or list
 * syntax could bend the envelope. Async and given the database, so where the address comes from may change here alone.
 */
export async function recipientOf(_db: Queryable, email: { recipient: string }): Promise<string | null> {
  return isEmailAddress(email.recipient) ? email.recipient : null;
}

/**
 * The rule for a case e-mail queued now: the customer's last confirmed address, or null (the e-mail waits). One no
 * mail server takes is queued all the same, and recipientOf ends it as failed when it is taken.
 */
export function caseEmailRecipient(customer: { confirmed_email: string | null }): string | null {
  return customer.confirmed_email?.trim() || null;
}

/**
 * The customer's confirmed address is now `address`, or none (null): stored, and the customer's open case e-mails
 * (not sent, failed or superseded) are pointed at it in the same transaction (repointCaseEmails). Call in the
 * transaction that holds the customer's row (links.ts lockAddresses). Answers how many e-mails now have an address;
 * the caller nudges the sender after the commit.
 */
export async function setConfirmedEmail(tx: Queryable, userId: string, address: string | null): Promise<number> {
  await tx.query(
    `UPDATE users SET confirmed_email = $2::text, email_confirmed_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END WHERE id = $1`,
    [userId, address],
  );
  return repointCaseEmails(tx, userId);
}

/**
 * The customer's open case e-mails get the address caseEmailRecipient gives now: one queued to an earlier confirmed
 * address goes to the new one instead, one that waited is due now, and with none confirmed they all wait. One being
 * sent at this moment keeps its due time (its lease), so no second sender takes it; a send that fails goes to the
 * new address on its next try. A new address starts with no refusals (they were the old address's).
 * A status e-mail that waited for an address, of a customer who has turned status e-mails off since, is ended
 * instead (STATUS_EMAILS_OFF): the choice is asked when it is queued, and again when it is released.
 * The receipt of a move (migration 016) follows the confirmed address as a case e-mail does.
 * A confirmation e-mail is not a case e-mail: it goes to the address it asks about, untouched here.
 */
async function repointCaseEmails(tx: Queryable, userId: string): Promise<number> {
  const [customer] = await tx.query<{ confirmed_email: string | null; notify_on_case_status: boolean }>(
    'SELECT confirmed_email, notify_on_case_status FROM users WHERE id = $1',
    [userId],
  );
  const recipient = customer ? caseEmailRecipient(customer) : null;
  // Released now, a status e-mail that waited asks the customer's choice again: turned off since, it is not sent.
  if (recipient !== null && customer?.notify_on_case_status === false) {
    await tx.query(
      `UPDATE notification_outbox o SET superseded_at = now(), last_error = $2
       FROM cases c
       WHERE c.id = o.case_id AND c.user_id = $1 AND o.kind = 'case_status' AND o.recipient IS NULL
         AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.superseded_at IS NULL`,
      [userId, STATUS_EMAILS_OFF],
    );
  }
  const moved = await tx.query(
    `UPDATE notification_outbox o
     SET recipient = $2::text, refusals = 0,
         next_attempt_at = CASE WHEN $2::text IS NOT NULL AND o.claim IS NULL THEN least(o.next_attempt_at, now()) ELSE o.next_attempt_at END
     WHERE (o.case_id IN (SELECT id FROM cases WHERE user_id = $1) OR o.move_id IN (SELECT id FROM agreement_moves WHERE user_id = $1))
       AND o.recipient IS DISTINCT FROM $2::text
       AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.superseded_at IS NULL
     RETURNING o.id`,
    [userId, recipient],
  );
  return recipient === null ? 0 : moved.length;
}
