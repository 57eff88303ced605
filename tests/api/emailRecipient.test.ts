/**
 * Issue 45, part 6, hostile review: a case e-mail goes to the address the customer has confirmed last, also one
 * queued before that address changed. The customer's open case e-mails follow each change of the confirmed address
 * (or wait when it is removed), and `npm run email:resend` sends a failed one to the address confirmed now, never
 * to the one it failed to. No SMTP server: the outbox rows stay as queued, and the tests read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandError } from '../../scripts/lib/caseStatusCommand';
import { resendEmail } from '../../scripts/lib/emailCommands';
import type { User } from '../../domain/types';
import { changeCaseStatus } from '../../server/lib/caseStatus';
import { STATUS_EMAILS_OFF } from '../../server/notify/recipient';
import { confirmedCustomer, submitted } from './support/outbox';
import { createTestApp, json, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

describe.each(testDatabases())('case e-mails follow the confirmed address ($name)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  const changeEmail = (cookie: string, id: string, email: string | null) => t.request('PATCH', '/api/updateUser', { cookie, json: { id, email } });
  /** The customer's newest link's token, read from its e-mail still in the outbox (nothing sends it here). */
  async function newestToken(userId: string): Promise<string> {
    const [row] = await t.db.query<{ link_token: string }>(
      `SELECT o.link_token FROM notification_outbox o JOIN email_confirmations ec ON ec.id = o.confirmation_id
       WHERE ec.user_id = $1 AND ec.superseded_at IS NULL ORDER BY o.id DESC LIMIT 1`,
      [userId],
    );
    return row!.link_token;
  }
  /** The profile's address changed to `email` and confirmed through its link. */
  async function changeAndConfirm(cookie: string, userId: string, email: string) {
    expect((await changeEmail(cookie, userId, email)).status).toBe(200);
    expect((await t.request('POST', '/api/confirmEmail', { cookie, json: { token: await newestToken(userId) } })).status).toBe(200);
  }
  const rowsOf = (caseId: string) =>
    t.db.query<{ id: string; recipient: string | null; failed: boolean }>(
      'SELECT id::text AS id, recipient, failed_at IS NOT NULL AS failed FROM notification_outbox WHERE case_id = $1 ORDER BY id',
      [caseId],
    );

  it('a receipt queued to the old address goes to the newly confirmed one; the address removed, it waits', async () => {
    const { cookie, id } = await confirmedCustomer(t, '08088044444', 'gammel@example.no');
    const caseId = await submitted(t, cookie);
    expect(await rowsOf(caseId)).toEqual([expect.objectContaining({ recipient: 'gammel@example.no', failed: false })]);

    // A new address, not yet confirmed: the receipt stays with the confirmed one.
    expect((await changeEmail(cookie, id, 'ny@example.no')).status).toBe(200);
    expect(await rowsOf(caseId)).toEqual([expect.objectContaining({ recipient: 'gammel@example.no' })]);
    expect((await t.request('POST', '/api/confirmEmail', { cookie, json: { token: await newestToken(id) } })).status).toBe(200);
    expect(await rowsOf(caseId)).toEqual([expect.objectContaining({ recipient: 'ny@example.no', failed: false })]);

    // No address at all: not even to the one confirmed before; it waits for the next confirmed one.
    expect((await changeEmail(cookie, id, null)).status).toBe(200);
    expect(await rowsOf(caseId)).toEqual([expect.objectContaining({ recipient: null, failed: false })]);
    await changeAndConfirm(cookie, id, 'igjen@example.no');
    expect(await rowsOf(caseId)).toEqual([expect.objectContaining({ recipient: 'igjen@example.no' })]);
  });

  it('a status e-mail that waited is not sent when the address is confirmed after status e-mails were turned off: ended, kept', async () => {
    const cookie = await t.login('13138099999');
    const { id } = await json<User>(await t.request('GET', '/api/getUser', { cookie }));
    const caseId = await submitted(t, cookie);
    await changeCaseStatus(t.db, { caseId, code: 'under_vurdering', inspectionDate: null, reopen: false });
    const waiting = await t.db.query<{ kind: string; recipient: string | null }>(
      'SELECT kind, recipient FROM notification_outbox WHERE case_id = $1 ORDER BY id',
      [caseId],
    );
    expect(waiting).toEqual([{ kind: 'case_received', recipient: null }, { kind: 'case_status', recipient: null }]);

    expect((await t.request('PATCH', '/api/updateUser', { cookie, json: { id, notifyOnCaseStatus: false } })).status).toBe(200);
    await changeAndConfirm(cookie, id, 'stille@example.no');
    const rows = await t.db.query<{ kind: string; recipient: string | null; ended: boolean; sent: boolean; last_error: string | null }>(
      `SELECT kind, recipient, superseded_at IS NOT NULL AS ended, sent_at IS NOT NULL AS sent, last_error
       FROM notification_outbox WHERE case_id = $1 ORDER BY id`,
      [caseId],
    );
    // The receipt is sent regardless of the choice; the status e-mail ends unsent, with why.
    expect(rows).toEqual([
      { kind: 'case_received', recipient: 'stille@example.no', ended: false, sent: false, last_error: null },
      { kind: 'case_status', recipient: null, ended: true, sent: false, last_error: STATUS_EMAILS_OFF },
    ]);
  });

  it('email:resend sends a failed e-mail to the address confirmed now; with none confirmed it refuses and nothing changes', async () => {
    const { cookie, id } = await confirmedCustomer(t, '09098055555', 'feil@bounce.example');
    const caseId = await submitted(t, cookie);
    const [row] = await rowsOf(caseId);
    const fail = () =>
      t.db.query(`UPDATE notification_outbox SET failed_at = now(), refusals = 2, last_error = 'EENVELOPE 550' WHERE id = $1`, [row!.id]);
    await fail();

    // Corrected on the profile and confirmed: a failed e-mail is not re-pointed (it is not open) until it is sent again.
    await changeAndConfirm(cookie, id, 'rettet@example.no');
    expect(await rowsOf(caseId)).toEqual([{ id: row!.id, recipient: 'feil@bounce.example', failed: true }]);
    await resendEmail(t.db, row!.id);
    expect(await rowsOf(caseId)).toEqual([{ id: row!.id, recipient: 'rettet@example.no', failed: false }]);

    // Failed again, and the customer has removed their address since: nowhere to send it.
    await fail();
    expect((await changeEmail(cookie, id, null)).status).toBe(200);
    await expect(resendEmail(t.db, row!.id)).rejects.toThrow(
      new CommandError(`E-mail ${row!.id} is not sent again: its customer has no confirmed e-mail address now (it goes only to the one confirmed last)`),
    );
    expect(await rowsOf(caseId)).toEqual([{ id: row!.id, recipient: 'rettet@example.no', failed: true }]);
  });
});
