/**
 * Issue 45, part 6: a new e-mail address is confirmed before any case e-mail goes to it. Through a real SMTP server
 * (support/smtp.ts), on PGlite and PostgreSQL: the link to the new address, case e-mails to the last confirmed
 * address meanwhile (or waiting, when there is none), and the link refused when used, reused, expired, superseded
 * or another customer's. The demo customers' addresses count as confirmed.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXTS, RESEND_TEXTS } from '../../domain/emailConfirmation';
import { caseSummaryPath, EMAIL_CONFIRMATION_PATH } from '../../domain/paths';
import type { User } from '../../domain/types';
import { loadConfig } from '../../server/config';
import type { NotifyConfig } from '../../server/config/notifyConfig';
import { createPgliteDb } from '../../server/db/db';
import { DEMO_USERS } from '../../server/db/demo';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR, CONFIRMATION_EMAILS_PER_HOUR } from '../../server/emailConfirmation/links';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { SUBMIT_FORM } from './support/bodies';
import { startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';
import { BERIT, caseIdFrom, createTestApp, json, KARI, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const PUBLIC_URL = 'https://minside.husvern.example';
const SUBJECT = 'Bekreft e-postadressen din';
const RECEIPT = 'Vi har mottatt skademeldingen din';
const LINK = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}${EMAIL_CONFIRMATION_PATH}\\?token=([A-Za-z0-9_-]{43})`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const notifyConfig = (): NotifyConfig => ({ ...loadConfig({}).notify, publicUrl: PUBLIC_URL, pollMs: 60_000 });

/** A fresh customer's fødselsnummer (day `n` of January 1975), valid and unlike the demo people's. */
const freshSsn = (n: number) => `${String(n).padStart(2, '0')}017523456`;

async function waitUntil<T>(what: string, read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value).slice(0, 300)})`);
    await sleep(25);
  }
}

describe.each(testDatabases())('confirming a new e-mail address ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: { notify: { ...notifyConfig(), smtpUrl: smtp.url } },
      notifier: { nudge: () => notifier.nudge() },
    });
    notifier = startNotifier(t.db, t.config.notify, { log: () => undefined, warn: () => undefined, error: console.error });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string, subject?: string): ReceivedMail[] =>
    smtp.received.filter((m) => m.envelope.to.includes(address) && (subject === undefined || m.parsed.subject === subject));
  /** The newest «Bekreft e-postadressen din» to `address`, once `count` have come: its token. */
  async function linkTo(address: string, count = 1): Promise<string> {
    const mails = await waitUntil(`${count} confirmation e-mail(s) to ${address}`, () => mailsTo(address, SUBJECT), (m) => m.length >= count);
    const token = LINK.exec(mails.at(-1)!.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }
  const getUser = async (cookie: string) => json<User>(await t.request('GET', '/api/getUser', { cookie }));
  const changeEmail = async (cookie: string, id: string, email: string | null) =>
    t.request('PATCH', '/api/updateUser', { cookie, json: { id, email } });
  const confirm = (cookie: string, token: string) => t.request('POST', '/api/confirmEmail', { cookie, json: { token } });
  const resend = (cookie: string) => t.request('POST', '/api/resendEmailConfirmation', { cookie, json: {} });
  /** A new customer, logged in, with `email` set on the profile (not confirmed). */
  async function customerWith(n: number, email: string | null): Promise<{ cookie: string; user: User }> {
    const cookie = await t.login(freshSsn(n));
    const { id } = await getUser(cookie);
    if (email !== null) {
      const res = await changeEmail(cookie, id, email);
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ email, confirmationLink: 'sent' });
    }
    return { cookie, user: await getUser(cookie) };
  }
  async function submitted(cookie: string): Promise<string> {
    const created = await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }));
    const id = caseIdFrom(created.incidentUri);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie, json: SUBMIT_FORM })).status).toBe(200);
    return id;
  }
  const outboxOf = (caseId: string) =>
    t.db.query<{ kind: string; recipient: string | null; sent: boolean }>(
      'SELECT kind, recipient, sent_at IS NOT NULL AS sent FROM notification_outbox WHERE case_id = $1 ORDER BY id',
      [caseId],
    );
  const confirmedOf = async (userId: string) =>
    (await t.db.query<{ confirmed_email: string | null }>('SELECT confirmed_email FROM users WHERE id = $1', [userId]))[0]?.confirmed_email;

  it('the demo customers’ addresses count as confirmed', async () => {
    for (const demo of DEMO_USERS) {
      const user = await getUser(await t.login(demo.ssn));
      expect(user).toMatchObject({ email: demo.email, confirmedEmail: demo.email });
    }
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[]) AND confirmed_email = email AND email_confirmed_at IS NOT NULL',
      [DEMO_USERS.map((u) => u.id)],
    );
    expect(rows[0]!.n).toBe(DEMO_USERS.length);
  });

  it('a new address gets «Bekreft e-postadressen din» with the PUBLIC_URL link and nothing of any case; only the token’s SHA-256 is kept', async () => {
    const { user } = await customerWith(1, 'ny.kunde@example.no');
    expect(user).toMatchObject({ email: 'ny.kunde@example.no', confirmedEmail: null });
    const token = await linkTo('ny.kunde@example.no');
    const [mail] = mailsTo('ny.kunde@example.no', SUBJECT);
    const { parsed, envelope } = mail!;
    expect(envelope).toEqual({ from: 'ikke-svar@husvern.no', to: ['ny.kunde@example.no'] });
    expect(parsed.subject).toBe(SUBJECT);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const link = `${PUBLIC_URL}${EMAIL_CONFIRMATION_PATH}?token=${token}`;
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(parsed.text).toContain(link);
    expect(html).toContain(`href="${link}"`);
    expect(parsed.text).toContain('Lenken virker én gang, i 24 timer');
    // No case: no case link, damage type, date or status.
    for (const part of [parsed.text ?? '', html]) {
      for (const word of ['/skadesaker/', 'Skadetype', 'Skadedato', 'status', 'Testkunde', freshSsn(1)]) expect(part).not.toContain(word);
    }
    // The table keeps the token's hash, not the token; the outbox row forgets it once sent.
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM email_confirmations WHERE user_id = $1', [user.id]);
    expect(row).toMatchObject({ token_hash: createHash('sha256').update(token).digest('hex'), address: 'ny.kunde@example.no', used_at: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const expires = new Date(row!.expires_at as string).getTime() - new Date(row!.created_at as string).getTime();
    expect(expires).toBe(24 * 3600 * 1000);
    const outbox = await waitUntil(
      'marked sent',
      () => t.db.query<{ link_token: string | null; sent: boolean }>(
        `SELECT link_token, sent_at IS NOT NULL AS sent FROM notification_outbox WHERE kind = 'email_confirmation' AND confirmation_id = $1`,
        [row!.id],
      ),
      ([r]) => r?.sent === true,
    );
    expect(outbox).toEqual([{ link_token: null, sent: true }]);
  });

  it('the same address again, or no change, sends no second link', async () => {
    const { cookie, user } = await customerWith(2, 'samme@example.no');
    await linkTo('samme@example.no');
    const again = await t.request('PATCH', '/api/updateUser', { cookie, json: { id: user.id, email: 'samme@example.no', notifyOnCaseStatus: false } });
    expect(again.status).toBe(200);
    expect(await json(again)).not.toHaveProperty('confirmationLink');
    await sleep(300);
    expect(mailsTo('samme@example.no', SUBJECT)).toHaveLength(1);
  });

  it('until the new address is confirmed, case e-mails go to the last confirmed one; then to the new one', async () => {
    const kari = await t.login(KARI.ssn);
    try {
      expect((await changeEmail(kari, KARI.id, 'kari.ny@example.no')).status).toBe(200);
      const token = await linkTo('kari.ny@example.no');
      expect(await getUser(kari)).toMatchObject({ email: 'kari.ny@example.no', confirmedEmail: KARI.email });

      const before = await submitted(kari);
      const [receipt] = await waitUntil('the receipt', () => smtp.received.filter((m) => (m.parsed.text ?? '').includes(caseSummaryPath(before))), (m) => m.length === 1);
      expect(receipt!.envelope.to).toEqual([KARI.email]);
      expect(mailsTo('kari.ny@example.no', RECEIPT)).toEqual([]);

      const res = await confirm(kari, token);
      expect(res.status).toBe(200);
      expect(await json<User>(res)).toMatchObject({ email: 'kari.ny@example.no', confirmedEmail: 'kari.ny@example.no' });
      const after = await submitted(kari);
      const [next] = await waitUntil('the receipt', () => smtp.received.filter((m) => (m.parsed.text ?? '').includes(caseSummaryPath(after))), (m) => m.length === 1);
      expect(next!.envelope.to).toEqual(['kari.ny@example.no']);
    } finally {
      // Back to the demo address: it is the confirmed one again once confirmed, so put it back as the seed has it.
      await changeEmail(kari, KARI.id, KARI.email);
      await t.db.query('UPDATE users SET confirmed_email = email WHERE id = $1', [KARI.id]);
    }
  });

  it('changing back to the confirmed address ends the pending link and sends nothing', async () => {
    const berit = await t.login(BERIT.ssn);
    try {
      await changeEmail(berit, BERIT.id, 'berit.skrivefeil@example.no');
      const token = await linkTo('berit.skrivefeil@example.no');
      await changeEmail(berit, BERIT.id, BERIT.email);
      expect(await getUser(berit)).toMatchObject({ email: BERIT.email, confirmedEmail: BERIT.email });
      const refused = await confirm(berit, token);
      expect(refused.status).toBe(410);
      expect(await json(refused)).toEqual({ message: CONFIRMATION_TEXTS.superseded.heading, reason: 'superseded' });
      expect(await confirmedOf(BERIT.id)).toBe(BERIT.email);
      await sleep(300);
      expect(mailsTo(BERIT.email, SUBJECT)).toEqual([]);
    } finally {
      await changeEmail(berit, BERIT.id, BERIT.email);
    }
  });

  it('without a confirmed address a case e-mail waits in the outbox, and is sent to the address once confirmed', async () => {
    const { cookie, user } = await customerWith(3, null);
    const id = await submitted(cookie);
    notifier.nudge();
    await sleep(300);
    expect(await outboxOf(id)).toEqual([{ kind: 'case_received', recipient: null, sent: false }]);

    await changeEmail(cookie, user.id, 'venter@example.no');
    const token = await linkTo('venter@example.no');
    notifier.nudge();
    await sleep(300);
    // Still waiting: the address is not confirmed.
    expect(await outboxOf(id)).toEqual([{ kind: 'case_received', recipient: null, sent: false }]);
    expect(mailsTo('venter@example.no', RECEIPT)).toEqual([]);

    expect((await confirm(cookie, token)).status).toBe(200);
    const [receipt] = await waitUntil('the receipt', () => mailsTo('venter@example.no', RECEIPT), (m) => m.length === 1);
    expect(receipt!.parsed.text).toContain(`${PUBLIC_URL}${caseSummaryPath(id)}`);
    await waitUntil('marked sent', () => outboxOf(id), ([row]) => row?.sent === true);
  });

  it('removing the address: no more case e-mails, not even to the confirmed one; they wait', async () => {
    const { cookie, user } = await customerWith(4, 'fjernes@example.no');
    expect((await confirm(cookie, await linkTo('fjernes@example.no'))).status).toBe(200);
    await changeEmail(cookie, user.id, null);
    expect(await getUser(cookie)).toMatchObject({ email: null, confirmedEmail: null });
    const id = await submitted(cookie);
    await sleep(300);
    expect(await outboxOf(id)).toEqual([{ kind: 'case_received', recipient: null, sent: false }]);
  });

  it('a link works once: used again while its address is confirmed, the same answer (200, two tabs at once); once the address is removed, 409 «Lenken er allerede brukt», nothing changes', async () => {
    const { cookie, user } = await customerWith(5, 'en.gang@example.no');
    const token = await linkTo('en.gang@example.no');
    const first = await confirm(cookie, token);
    expect(first.status).toBe(200);
    const twice = await confirm(cookie, token);
    expect(twice.status).toBe(200);
    expect(await json(twice)).toEqual(await json(first));
    // The address removed (the confirmed one with it): the used link confirms nothing again.
    expect((await changeEmail(cookie, user.id, null)).status).toBe(200);
    const again = await confirm(cookie, token);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'Lenken er allerede brukt', reason: 'used' });
    expect(await confirmedOf(user.id)).toBeNull();
  });

  it('an expired link is refused (410, «Lenken er utløpt») and confirms nothing', async () => {
    const { cookie, user } = await customerWith(6, 'for.sent@example.no');
    const token = await linkTo('for.sent@example.no');
    await t.db.query(`UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await confirm(cookie, token);
    expect(res.status).toBe(410);
    expect(await json(res)).toEqual({ message: 'Lenken er utløpt', reason: 'expired' });
    expect(await confirmedOf(user.id)).toBeNull();
  });

  it('another customer’s link is not found (404) for them, and confirms nothing for anyone', async () => {
    const { user } = await customerWith(7, 'eier@example.no');
    const token = await linkTo('eier@example.no');
    const ola = await t.login(OLA.ssn);
    const res = await confirm(ola, token);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: CONFIRMATION_TEXTS.invalid.heading });
    // Told apart from no link at all by nothing.
    const unknown = await confirm(ola, 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual(await json(await confirm(ola, token)));
    expect(await confirmedOf(user.id)).toBeNull();
    expect(await getUser(ola)).toMatchObject({ email: OLA.email, confirmedEmail: OLA.email });
  });

  it('SEND PÅ NYTT sends a new link and ends the earlier one (410, superseded); the new one confirms', async () => {
    const { cookie, user } = await customerWith(8, 'to.lenker@example.no');
    const first = await linkTo('to.lenker@example.no');
    const res = await resend(cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ sentTo: 'to.lenker@example.no' });
    const second = await linkTo('to.lenker@example.no', 2);
    expect(second).not.toBe(first);
    const old = await confirm(cookie, first);
    expect(old.status).toBe(410);
    expect(await json(old)).toEqual({ message: 'Lenken er erstattet av en nyere', reason: 'superseded' });
    expect(await confirmedOf(user.id)).toBeNull();
    expect((await confirm(cookie, second)).status).toBe(200);
    expect(await confirmedOf(user.id)).toBe('to.lenker@example.no');
    // Nothing left to confirm.
    const nothing = await resend(cookie);
    expect(nothing.status).toBe(409);
    expect(await json(nothing)).toEqual({ message: RESEND_TEXTS.alreadyConfirmed });
  });

  it('peek says which address the link is for and confirms nothing; another customer’s is 404; refusals as confirm; under the session and CSRF', async () => {
    const peek = (cookie: string | undefined, token: string, headers?: Record<string, string>) =>
      t.request('POST', '/api/emailConfirmation/peek', { cookie, json: { token }, headers });
    const { cookie, user } = await customerWith(20, 'kikk@example.no');
    const token = await linkTo('kikk@example.no');
    const res = await peek(cookie, token);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ email: 'kikk@example.no' });
    expect((await peek(cookie, token)).status).toBe(200);
    expect(await confirmedOf(user.id)).toBeNull();
    // Another customer logged in on the device: the link is not theirs, and nothing is told of it.
    const ola = await t.login(OLA.ssn);
    const foreign = await peek(ola, token);
    expect(foreign.status).toBe(404);
    expect(await json(foreign)).toEqual({ message: CONFIRMATION_TEXTS.invalid.heading });
    expect((await peek(undefined, token)).status).toBe(401);
    expect((await peek(cookie, token, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await t.request('POST', '/api/emailConfirmation/peek', { cookie, json: { token: 'kort' } })).status).toBe(400);
    expect(await confirmedOf(user.id)).toBeNull();
    // Used: 409 as confirm says it.
    expect((await confirm(cookie, token)).status).toBe(200);
    const used = await peek(cookie, token);
    expect(used.status).toBe(409);
    expect(await json(used)).toEqual({ message: 'Lenken er allerede brukt', reason: 'used' });
    // Expired and superseded: 410.
    expect((await changeEmail(cookie, user.id, 'kikk.ny@example.no')).status).toBe(200);
    const first = await linkTo('kikk.ny@example.no');
    await t.db.query(`UPDATE email_confirmations SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
    expect(await json(await peek(cookie, first))).toEqual({ message: 'Lenken er utløpt', reason: 'expired' });
    expect((await resend(cookie)).status).toBe(200);
    const old = await peek(cookie, first);
    expect(old.status).toBe(410);
    expect(await json(old)).toEqual({ message: 'Lenken er erstattet av en nyere', reason: 'superseded' });
  });

  it(`at most ${CONFIRMATION_EMAILS_PER_HOUR} links an hour, address changes included: then 429 and no e-mail`, async () => {
    const { cookie, user } = await customerWith(9, 'mange@example.no');
    for (let i = 1; i < CONFIRMATION_EMAILS_PER_HOUR; i++) expect((await resend(cookie)).status).toBe(200);
    // Each link supersedes the one before; an e-mail of one superseded before it was sent is not sent at all.
    const links = () => t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_confirmations WHERE user_id = $1', [user.id]);
    expect((await links())[0]!.n).toBe(CONFIRMATION_EMAILS_PER_HOUR);
    const [newest] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_confirmations WHERE user_id = $1 AND superseded_at IS NULL', [user.id]);
    const hashOf = (m: ReceivedMail) => createHash('sha256').update(LINK.exec(m.parsed.text ?? '')?.[1] ?? '').digest('hex');
    await waitUntil('the newest link', () => mailsTo('mange@example.no', SUBJECT).map(hashOf), (hashes) => hashes.includes(newest!.token_hash));
    const refused = await resend(cookie);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ message: RESEND_TEXTS.tooMany });
    // A change of address past the limit is saved, without an e-mail, and the answer says so (the profile tells the
    // customer); SEND PÅ NYTT sends one when the hour has passed.
    const saved = await changeEmail(cookie, user.id, 'mange.ny@example.no');
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ email: 'mange.ny@example.no', confirmationLink: 'tooMany' });
    await sleep(300);
    expect(mailsTo('mange.ny@example.no')).toEqual([]);
    expect((await links())[0]!.n).toBe(CONFIRMATION_EMAILS_PER_HOUR);
    await t.db.query(`UPDATE email_confirmations SET created_at = now() - interval '61 minutes' WHERE user_id = $1`, [user.id]);
    expect((await resend(cookie)).status).toBe(200);
    await linkTo('mange.ny@example.no');
  });

  it(`at most ${CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR} links an hour to one address, from any customers: several accounts cannot flood a stranger`, async () => {
    const stranger = 'Fremmed.Person@example.no';
    const senders = [];
    for (let n = 0; n < CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR + 1; n++) senders.push(await customerWith(24 + n, null));
    for (const [i, { cookie, user }] of senders.entries()) {
      // The address in another case counts as the same address.
      const saved = await changeEmail(cookie, user.id, i % 2 ? stranger.toLowerCase() : stranger);
      expect(saved.status).toBe(200);
      expect(await json(saved)).toMatchObject({ confirmationLink: i < CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR ? 'sent' : 'tooMany' });
    }
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM email_confirmations WHERE lower(address) = lower($1)`, [stranger]);
    expect(row!.n).toBe(CONFIRMATION_EMAILS_PER_ADDRESS_PER_HOUR);
    // The last customer's own resend is refused too: the address has had its links this hour.
    expect((await resend(senders.at(-1)!.cookie)).status).toBe(429);
  });

  it('a GET confirms nothing (a mail scanner opening the link), nor does a cross-site POST or one without a session', async () => {
    const { cookie, user } = await customerWith(10, 'skanner@example.no');
    const token = await linkTo('skanner@example.no');
    expect((await t.request('GET', `${EMAIL_CONFIRMATION_PATH}?token=${token}`)).status).toBeLessThan(500);
    expect((await t.request('GET', `/api/confirmEmail?token=${token}`, { cookie })).status).toBe(404);
    const crossSite = await t.request('POST', '/api/confirmEmail', { cookie, json: { token }, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await t.request('POST', '/api/confirmEmail', { json: { token } })).status).toBe(401);
    expect(await confirmedOf(user.id)).toBeNull();
    // The link still works for its customer.
    expect((await confirm(cookie, token)).status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a token of another shape', { token: 'kort' }],
    ['a token that is no string', { token: 42 }],
    ['an unknown key', { token: 'A'.repeat(43), email: 'x@example.no' }],
  ])('answers 400 {message} for %s', async (_what, body) => {
    const res = await t.request('POST', '/api/confirmEmail', { cookie: await t.login(OLA.ssn), json: body });
    expect(res.status).toBe(400);
    expect(typeof (await json<{ message: string }>(res)).message).toBe('string');
  });
});

describe('migration 014 on a database seeded before it', () => {
  it('confirms the demo customers’ addresses and no one else’s', async () => {
    const db = await createPgliteDb();
    try {
      const all = await loadMigrations();
      await migrate(db, all.filter((m) => m.version < '014'));
      // The demo customers a database seeded before 014 had (Nora came with issue 47 part 7, seeded confirmed).
      for (const u of [...DEMO_USERS.slice(0, 3), { id: '00000000-0000-4000-8000-000000000001', ssn: '01017523456', fullName: 'Kunde', email: 'kunde@example.no' }]) {
        await db.query('INSERT INTO users (id, ssn, full_name, email) VALUES ($1, $2, $3, $4)', [u.id, u.ssn, u.fullName, u.email]);
      }
      await migrate(db, all);
      const rows = await db.query<{ email: string; confirmed_email: string | null }>('SELECT email, confirmed_email FROM users ORDER BY ssn');
      expect(Object.fromEntries(rows.map((r) => [r.email, r.confirmed_email]))).toEqual({
        'kari.nordmann@example.no': 'kari.nordmann@example.no',
        'ola.nordmann@example.no': 'ola.nordmann@example.no',
        'berit.hansen@example.no': 'berit.hansen@example.no',
        'kunde@example.no': null,
      });
    } finally {
      await db.close();
    }
  });
});
