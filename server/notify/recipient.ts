/**
 * Which address an e-mail about a case goes to (issue 45, part 6): the address the customer confirmed last, never
 * one typed on the profile and not yet confirmed, so a typo or a stranger's address gets no word of a case. With
 * none confirmed the e-mail is queued without a recipient and waits in the outbox, untaken by any sender
 * (outbox.ts claimNextDue), until the customer confirms an address: then it gets that one and is sent.
 */
import * as v from 'valibot';
import { userUpdateSchema } from '../../domain/schemas/user';
import type { Queryable } from '../db/db';

/** An address the profile's own rules accept (the schema the form and PATCH /api/updateUser use), not empty. */
export function isSendableAddress(address: string | null | undefined): address is string {
  return typeof address === 'string' && address.trim() !== '' && v.is(userUpdateSchema.entries.email, address);
}

/** The rule: the customer's last confirmed address, or null (the e-mail waits). */
export function caseEmailRecipient(customer: { confirmed_email: string | null }): string | null {
  const address = customer.confirmed_email?.trim();
  return isSendableAddress(address) ? address : null;
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
     WHERE c.id = o.case_id AND c.user_id = $1 AND o.recipient IS NULL AND o.sent_at IS NULL
     RETURNING o.id`,
    [userId, recipient],
  );
  return released.length;
}
