/**
 * Issue 45, part 6, hostile review: a «Bekreft e-postadressen din» link's token is kept no longer than it is needed.
 * The outbox row holds it only until the e-mail is sent or given up (failed, or unsendable), and `email:resend`
 * does not put a confirmation e-mail back (its token is gone: the customer asks for a new link). The senders' calls
 * are made here directly on the row (no SMTP server), each with the claim a sender would hold.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../domain/types';
import { CommandError } from '../../scripts/lib/caseStatusCommand';
import { resendEmail } from '../../scripts/lib/emailCommands';
import { markFailed, markUnsendable, type ClaimedConfirmationEmail } from '../../server/notify/outbox';
import { UNUSABLE_ADDRESS } from '../../server/notify/recipient';
import { createTestApp, json, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

describe.each(testDatabases())('a confirmation link’s token in the outbox ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  /** A new customer who gives `email` on the profile: their confirmation e-mail, as a sender holds it once taken. */
  async function claimedConfirmation(ssn: string, email: string): Promise<ClaimedConfirmationEmail> {
    const cookie = await t.login(ssn);
    const { id } = await json<User>(await t.request('GET', '/api/getUser', { cookie }));
    expect((await t.request('PATCH', '/api/updateUser', { cookie, json: { id, email } })).status).toBe(200);
    const claim = randomUUID();
    const [row] = await t.db.query<{ id: string; link_token: string }>(
      `UPDATE notification_outbox o SET claim = $2, attempts = attempts + 1 FROM email_confirmations ec
       WHERE ec.id = o.confirmation_id AND ec.user_id = $1 RETURNING o.id::text AS id, o.link_token`,
      [id, claim],
    );
    expect(row!.link_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { id: row!.id, claim, recipient: email, attempts: 1, kind: 'email_confirmation', linkToken: row!.link_token };
  }
  const rowOf = async (id: string) =>
    (await t.db.query<{ link_token: string | null; failed: boolean }>(
      'SELECT link_token, failed_at IS NOT NULL AS failed FROM notification_outbox WHERE id = $1',
      [id],
    ))[0];

  it('refused for good (a 5xx at the last try): failed, and the token is gone; a try to be repeated keeps it', async () => {
    const email = await claimedConfirmation('10108066666', 'avvist@bounce.example');
    const failure = { error: 'EENVELOPE 550', refused: true, retryMs: 60_000, maxRefusals: 2 };
    expect(await markFailed(t.db, email, failure)).toBe('retry');
    expect(await rowOf(email.id)).toEqual({ link_token: email.linkToken, failed: false });
    await t.db.query('UPDATE notification_outbox SET claim = $2 WHERE id = $1', [email.id, email.claim]);
    expect(await markFailed(t.db, email, failure)).toBe('failed');
    expect(await rowOf(email.id)).toEqual({ link_token: null, failed: true });
  });

  it('unsendable (an address no mail server takes): failed at once, and the token is gone', async () => {
    const email = await claimedConfirmation('11118077777', 'ubrukelig@example.no');
    await markUnsendable(t.db, email, UNUSABLE_ADDRESS);
    expect(await rowOf(email.id)).toEqual({ link_token: null, failed: true });
  });

  it('email:resend does not put a failed confirmation e-mail back: the customer asks for a new link', async () => {
    const email = await claimedConfirmation('12128088888', 'igjen@bounce.example');
    await markUnsendable(t.db, email, 'EENVELOPE 550');
    await expect(resendEmail(t.db, email.id)).rejects.toThrow(
      new CommandError(`E-mail ${email.id} is a confirmation e-mail: its link is not kept once it failed; the customer asks for a new one (SEND PÅ NYTT on the profile)`),
    );
    expect(await rowOf(email.id)).toEqual({ link_token: null, failed: true });
  });
});
