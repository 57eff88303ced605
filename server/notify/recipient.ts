/** Where an e-mail taken from the outbox goes: the sender asks this one function (sender.ts). */
import { isEmailAddress } from '../../domain/schemas/emailAddress';
import type { Queryable } from '../db/db';
import type { ClaimedEmail } from './outbox';

/** Why an e-mail ends as failed without a try: its address is none a mail server takes (domain/schemas/emailAddress.ts). */
export const UNUSABLE_ADDRESS = 'EADDRESS unusable address';

/**
 * The address to send `email` to, or null when there is none a mail server takes: an address stored before the
 * rule (domain/schemas/emailAddress.ts) is never handed to the SMTP server, where its control characters or list
 * syntax could bend the envelope. Async and given the database, so where the address comes from may change here alone.
 */
export async function recipientOf(_db: Queryable, email: ClaimedEmail): Promise<string | null> {
  return isEmailAddress(email.recipient) ? email.recipient : null;
}
