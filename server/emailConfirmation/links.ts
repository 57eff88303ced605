/**
 * The links that confirm an e-mail address (issue 45, part 6; table email_confirmations, migration 014): made when
 * the profile's address changes or the customer asks again (SEND PÅ NYTT), and sent as «Bekreft e-postadressen din»
 * through the outbox, in the same transaction, so a link is never lost between the two.
 *
 * A token is 32 random bytes; the table keeps only its SHA-256, as sessions.ts does a session's, so a copy of the
 * database confirms nothing. The outbox row holds the token itself only until the e-mail is sent or given up.
 *
 * A link works for 24 hours (CONFIRMATION_LINK_HOURS): long enough for a customer who reads the e-mail the next day
 * or on another device, short enough that a link lying in an old mailbox is dead. It works once, only for the
 * customer who asked (logged in), and only while it is the customer's newest: each new one ends the earlier unused
 * ones, and an e-mail of those not yet sent is taken out of the outbox.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CONFIRMATION_LINK_HOURS, type ConfirmationLinkOutcome } from '../../domain/emailConfirmation';
import type { Queryable } from '../db/db';
import { setConfirmedEmail } from '../notify/recipient';

/**
 * Links (so e-mails) a customer may be sent per hour, address changes and SEND PÅ NYTT together: enough for a typo
 * put right and a lost e-mail or two, too few to use the portal to flood someone else's inbox. Counted in the
 * table, so every server counts the same.
 */
export const CONFIRMATION_EMAILS_PER_HOUR = 5;

/**
 * Links any customers together may send one address per hour: as many as one customer may send. Counted per customer
 * alone, three accounts sent a stranger 15 an hour (hostile re-test of issue 45); a household's shared address set by
 * two of its members still gets its links.
 */
export const CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR = CONFIRMATION_EMAILS_PER_HOUR;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends the customer's unused links, and takes the e-mails of those not yet sent (nor being sent) out of the outbox. */
export async function supersedeLinks(tx: Queryable, userId: string): Promise<void> {
  const ended = await tx.query<{ id: string }>(
    `UPDATE email_confirmations SET superseded_at = now()
     WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL RETURNING id`,
    [userId],
  );
  if (ended.length === 0) return;
  await tx.query('DELETE FROM notification_outbox WHERE confirmation_id = ANY($1::uuid[]) AND sent_at IS NULL AND claim IS NULL', [ended.map((r) => r.id)]);
}

/**
 * Whether the customer has had CONFIRMATION_EMAILS_PER_HOUR links in the last hour, or `address` has had
 * CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR from anyone. Call with the customer's row locked; the address is locked
 * here for the rest of the transaction, so customers sending to one address count in turn.
 */
async function linksUsedUp(tx: Queryable, userId: string, address: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [address]);
  const [row] = await tx.query<{ mine: number; theirs: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $1)::int AS mine, count(*) FILTER (WHERE lower(address) = lower($2))::int AS theirs
     FROM email_confirmations WHERE created_at > now() - interval '1 hour'`,
    [userId, address],
  );
  return (row?.mine ?? 0) >= CONFIRMATION_EMAILS_PER_HOUR || (row?.theirs ?? 0) >= CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR;
}

/**
 * A new link for `address`, the customer's unconfirmed address: the earlier ones end, and «Bekreft e-postadressen
 * din» is queued to `address`. Call in a transaction that holds the customer's row (FOR UPDATE), so two requests
 * at once count and supersede in turn. 'tooMany' (nothing made) past CONFIRMATION_EMAILS_PER_HOUR, or past
 * CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR to `address`.
 */
export async function sendNewLink(tx: Queryable, userId: string, address: string): Promise<'queued' | 'tooMany'> {
  if (await linksUsedUp(tx, userId, address)) return 'tooMany';
  await supersedeLinks(tx, userId);
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await tx.query(
    `INSERT INTO email_confirmations (id, token_hash, user_id, address, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [id, tokenHash(token), userId, address, CONFIRMATION_LINK_HOURS],
  );
  await tx.query(
    `INSERT INTO notification_outbox (kind, recipient, confirmation_id, link_token) VALUES ('email_confirmation', $1, $2, $3)`,
    [address, id, token],
  );
  return 'queued';
}

/** The customer's row as a change of address needs it, locked for the rest of the transaction. */
export async function lockAddresses(tx: Queryable, userId: string): Promise<{ email: string | null; confirmed_email: string | null } | undefined> {
  const [row] = await tx.query<{ email: string | null; confirmed_email: string | null }>(
    'SELECT email, confirmed_email FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return row;
}

/**
 * The profile's address changed from `before` to `after` (PATCH /api/updateUser, in its transaction, the row
 * locked by lockAddresses): a new address gets a link; back to the confirmed one ends the pending links. No address
 * at all ends them too, and the confirmed one with them: the customer wants no e-mail, so case e-mails wait (those
 * already queued too).
 * Answers what became of the new address's link: 'sent' (queued: the caller nudges the sender after the commit),
 * 'tooMany' (none, past CONFIRMATION_EMAILS_PER_HOUR: the customer is told), or null when no link was due.
 */
export async function addressChanged(
  tx: Queryable,
  userId: string,
  before: { email: string | null; confirmed_email: string | null },
  after: string | null,
): Promise<ConfirmationLinkOutcome | null> {
  const address = after?.trim() || null;
  if (address === (before.email?.trim() || null)) return null;
  if (address === null || address === before.confirmed_email) {
    await supersedeLinks(tx, userId);
    if (address === null) await setConfirmedEmail(tx, userId, null);
    return null;
  }
  return (await sendNewLink(tx, userId, address)) === 'queued' ? 'sent' : 'tooMany';
}
