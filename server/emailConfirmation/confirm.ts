/**
 * Opening a «Bekreft e-postadressen din» link, logged in (POST /api/confirmEmail, routes/emailConfirmation.ts): the
 * token confirms the address it was made for, once, for the customer who asked, while it is their newest and not
 * expired. Confirmed, the address is where case e-mails go (notify/recipient.ts): those not yet sent go there,
 * those that waited for an address now.
 */
import type { ConfirmationRefusal } from '../../domain/emailConfirmation';
import type { Db } from '../db/db';
import { setConfirmedEmail } from '../notify/recipient';
import { lockAddresses, supersedeLinks, tokenHash } from './links';

export type ConfirmResult =
  | { outcome: 'confirmed'; released: number }
  /** No link of this customer's: unknown, or another customer's (told apart from nothing, as any other's resource). */
  | { outcome: 'notFound' }
  | { outcome: ConfirmationRefusal };

interface LinkRow {
  id: string;
  user_id: string;
  address: string;
  used: boolean;
  superseded: boolean;
  expired: boolean;
}

export async function confirmLink(db: Db, userId: string, token: string): Promise<ConfirmResult> {
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    // The customer's row first, as a change of address takes it (links.ts): the two wait for each other in one order.
    const customer = await lockAddresses(tx, userId);
    const [link] = await tx.query<LinkRow>(
      `SELECT id, user_id, address, used_at IS NOT NULL AS used, superseded_at IS NOT NULL AS superseded, expires_at <= now() AS expired
       FROM email_confirmations WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash(token)],
    );
    if (!customer || !link || link.user_id !== userId) return { outcome: 'notFound' };
    if (link.used) return { outcome: 'used' };
    if (link.superseded) return { outcome: 'superseded' };
    if (link.expired) return { outcome: 'expired' };
    // Every change of address supersedes the links (links.ts addressChanged); this holds it should one slip by.
    if ((customer.email?.trim() || null) !== link.address) {
      await supersedeLinks(tx, userId);
      return { outcome: 'superseded' };
    }
    await tx.query('UPDATE email_confirmations SET used_at = now() WHERE id = $1', [link.id]);
    return { outcome: 'confirmed', released: await setConfirmedEmail(tx, userId, link.address) };
  });
}
