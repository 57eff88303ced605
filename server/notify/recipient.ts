/**
 * Where an e-mail goes. The sender asks one function (recipientOf, sender.ts); a case e-mail's address is chosen
 * when it is queued by one rule (caseEmailRecipient, issue 45 part 6): the address the customer confirmed last,
 * never one typed on the profile and not yet confirmed, so a typo or a stranger's address gets no word of a case.
 * With none confirmed the e-mail is queued without a recipient and waits in the outbox, untaken by any sender
 * (outbox.ts claimNextDue), until the customer confirms an address: then it gets that one and is sent
 * (releaseWaitingEmails).
 */
import { isEmailAddress } from '../../domain/schemas/emailAddress';
import type { Queryable } from '../db/db';
import type { ClaimedEmail } from './outbox';

/** Why an e-mail ends as failed without a try: its address is none a mail server takes (domain/schemas/emailAddress.ts). */
export const UNUSABLE_ADDRESS = 'EADDRESS unusable address';

/** An address a mail server takes (the one rule, domain/schemas/emailAddress.ts), trimmed as stored, not empty. */
export function isSendableAddress(address: string | null | undefined): address is string {
  return typeof address === 'string' && address !== '' && address === address.trim() && isEmailAddress(address);
}

/**
 * The address to send `email` to, or null when there is none a mail server takes: an address stored before the
 * rule (domain/schemas/emailAddress.ts) is never handed to the SMTP server, where its control characters or list
 * syntax could bend the envelope. Async and given the database, so where the address comes from may change here alone.
 */
export async function recipientOf(_db: Queryable, email: ClaimedEmail): Promise<string | null> {
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
 * After the customer confirmed an address (in that transaction): the case e-mails that waited for one get it
 * and are due now. Answers how many; the caller nudges the sender after the commit.
 */
export async function releaseWaitingEmails(tx: Queryable, userId: string): Promise<number> {
  const [customer] = await tx.query<{ confirmed_email: string | null }>('SELECT confirmed_email FROM users WHERE id = $1', [userId]);
  const recipient = customer ? caseEmailRecipient(customer) : null;
  if (!recipient) return 0;
  const released = await tx.query(
    `UPDATE notification_outbox o SET recipient = $2, next_attempt_at = now()
     FROM cases c
     WHERE c.id = o.case_id AND c.user_id = $1 AND o.recipient IS NULL
       AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.superseded_at IS NULL
     RETURNING o.id`,
    [userId, recipient],
  );
  return released.length;
}
