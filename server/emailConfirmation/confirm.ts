/**
 * Opening a «Bekreft e-postadressen din» link, logged in (POST /api/confirmEmail, routes/emailConfirmation.ts): the
 * token confirms the address it was made for, once, for the customer who asked, while it is their newest and not
 * expired. Confirmed, the address is where case e-mails go (notify/recipient.ts): those not yet sent go there,
 * those that waited for an address now.
 */
import type { ConfirmationRefusal } from '../../domain/emailConfirmation';
import type { Db, Queryable } from '../db/db';
import { setConfirmedEmail } from '../notify/recipient';
import { lockAddresses, supersedeLinks, tokenHash } from './links';

export type ConfirmResult =
  | { outcome: 'confirmed'; released: number }
  /** No link of this customer's: unknown, or another customer's (told apart from nothing, as any other's resource). */
  | { outcome: 'notFound' }
  | { outcome: ConfirmationRefusal };

export type PeekResult = { outcome: 'pending'; email: string } | { outcome: 'notFound' } | { outcome: ConfirmationRefusal };

interface LinkRow {
  id: string;
  user_id: string;
  address: string;
  used: boolean;
  superseded: boolean;
  expired: boolean;
}

/** What a link is, for `userId`, read in `tx` (locked FOR UPDATE when `lock`): the refusal, or the address it confirms. */
async function judgeLink(
  tx: Queryable,
  userId: string,
  token: string,
  lock: boolean,
): Promise<{ outcome: 'pending'; link: LinkRow } | { outcome: 'notFound' | ConfirmationRefusal; mismatch?: true; confirmedBy?: true }> {
  // The customer's row first, as a change of address takes it (links.ts): the two wait for each other in one order.
  const customer = lock ? await lockAddresses(tx, userId) : (await tx.query<{ email: string | null; confirmed_email: string | null }>('SELECT email, confirmed_email FROM users WHERE id = $1', [userId]))[0];
  const [link] = await tx.query<LinkRow>(
    `SELECT id, user_id, address, used_at IS NOT NULL AS used, superseded_at IS NOT NULL AS superseded, expires_at <= now() AS expired
     FROM email_confirmations WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash(token)],
  );
  if (!customer || !link || link.user_id !== userId) return { outcome: 'notFound' };
  // Used, its address the confirmed one (the link opened twice at once, or again): it did what it was for.
  if (link.used) return customer.confirmed_email === link.address ? { outcome: 'used', confirmedBy: true } : { outcome: 'used' };
  if (link.superseded) return { outcome: 'superseded' };
  if (link.expired) return { outcome: 'expired' };
  // Every change of address supersedes the links (links.ts addressChanged); this holds it should one slip by.
  if ((customer.email?.trim() || null) !== link.address) return { outcome: 'superseded', mismatch: true };
  return { outcome: 'pending', link };
}

/**
 * Which address the link is for, confirming nothing (POST /api/emailConfirmation/peek): the page shows it and asks
 * before it confirms, so a link opened where someone else is logged in confirms nothing by itself.
 */
export async function peekLink(db: Db, userId: string, token: string): Promise<PeekResult> {
  const judged = await judgeLink(db, userId, token, false);
  return judged.outcome === 'pending' ? { outcome: 'pending', email: judged.link.address } : { outcome: judged.outcome };
}

export async function confirmLink(db: Db, userId: string, token: string): Promise<ConfirmResult> {
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const judged = await judgeLink(tx, userId, token, true);
    if (judged.outcome !== 'pending') {
      if ('mismatch' in judged) await supersedeLinks(tx, userId);
      // The same answer as the first confirmation, not «Lenken er allerede brukt» of an address that is confirmed.
      if ('confirmedBy' in judged) return { outcome: 'confirmed', released: 0 };
      return { outcome: judged.outcome };
    }
    await tx.query('UPDATE email_confirmations SET used_at = now() WHERE id = $1', [judged.link.id]);
    return { outcome: 'confirmed', released: await setConfirmedEmail(tx, userId, judged.link.address) };
  });
}
