/**
 * Issue 38, part 2: the customer is told by e-mail, through a real SMTP server (support/smtp.ts). The receipt
 * after SEND INN, a new status after the claims API or the command, only when the profile says so, never lost
 * (SMTP down, a restart) and never doubled. Each on PGlite and PostgreSQL; two servers on one outbox: twoServers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/purchaseDates';
import { caseSummaryPath } from '../../domain/paths';
import { osloToday } from '../../domain/schemas/dates';
import type { User } from '../../domain/types';
import { loadConfig } from '../../server/config';
import type { NotifyConfig } from '../../server/config/notifyConfig';
import { CASE_IDS } from '../../server/db/demo';
import { maskEmail } from '../../server/notify/maskEmail';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { freePort } from '../../scripts/lib/server';
import { parseStatusArgs, setCaseStatus } from '../../scripts/lib/caseStatusCommand';
import { SUBMIT_FORM } from './support/bodies';
import { capturedLog, waitUntil } from './support/outbox';
import { claimsApiOf, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { smtpUrlAt, startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';
import { BERIT, caseIdFrom, createTestApp, json, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const PUBLIC_URL = 'https://minside.husvern.example';
const caseUrl = (id: string) => `${PUBLIC_URL}${caseSummaryPath(id)}`;
const SOON = addDays(osloToday(), 3);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The e-mail settings of a test: a poll far too slow to matter unless the test says otherwise (a nudge sends at
 * once), and status e-mails sent at once (no merge window) unless the test is about merging them.
 */
const notifyConfig = (changes: Partial<NotifyConfig>): NotifyConfig => ({
  ...loadConfig({}).notify,
  publicUrl: PUBLIC_URL,
  pollMs: 60_000,
  statusMergeMs: 0,
  ...changes,
});


/** The messages whose link names this case. */
const mailsOf = (smtp: TestSmtp, id: string): ReceivedMail[] => smtp.received.filter((m) => (m.parsed.text ?? '').includes(caseUrl(id)));


interface OutboxRow {
  kind: string;
  recipient: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
}
const outboxOf = (t: TestApp, id: string) =>
  t.db.query<OutboxRow>(
    'SELECT kind, recipient, attempts, sent_at IS NOT NULL AS sent, last_error FROM notification_outbox WHERE case_id = $1 ORDER BY id',
    [id],
  );

/** A new case of the customer's, submitted with SEND INN: its id. */
async function submitted(t: TestApp, cookie: string): Promise<string> {
  const created = await json<{ incidentUri: string }>(await t.request('POST', '/api/createCaseDraft', { cookie }));
  const id = caseIdFrom(created.incidentUri);
  expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie, json: SUBMIT_FORM })).status).toBe(200);
  return id;
}

let idp: TestIssuer;
beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(async () => {
  await idp?.close();
});

describe.each(testDatabases())('e-mails about a case ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  let ola: string;
  let berit: string;
  const log = capturedLog();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: { claimsApi: claimsApiOf(idp), notify: notifyConfig({ smtpUrl: smtp.url }) },
      notifier: { nudge: () => notifier.nudge() },
    });
    notifier = startNotifier(t.db, t.config.notify, log.log);
    [ola, berit] = await Promise.all([t.login(OLA.ssn), t.login(BERIT.ssn)]);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  const putStatus = async (id: string, body: Record<string, unknown>) =>
    t.request('PUT', `/api/claims/cases/${id}/status`, {
      raw: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idp.mint()}` },
      body: JSON.stringify(body),
    });

  it('SEND INN sends the receipt at once: its subject, to the profile’s address, from NOTIFY_FROM, with the link and nothing of the report but type and date', async () => {
    const id = await submitted(t, ola);
    // The poll is a minute away: the route's nudge after its commit sent it.
    const [mail] = await waitUntil('the receipt', () => mailsOf(smtp, id), (m) => m.length === 1, 5000);
    const { parsed, envelope } = mail!;
    expect(parsed.subject).toBe('Vi har mottatt skademeldingen din');
    expect(envelope).toEqual({ from: 'ikke-svar@husvern.no', to: [OLA.email] });
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : undefined).toEqual([{ address: OLA.email, name: '' }]);
    expect(parsed.from?.value).toEqual([{ address: 'ikke-svar@husvern.no', name: 'Husvern' }]);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');

    const text = parsed.text ?? '';
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(text).toContain(`${PUBLIC_URL}/skadesaker/${id}/oppsummering`);
    expect(html).toContain(`href="${PUBLIC_URL}/skadesaker/${id}/oppsummering"`);
    expect(html).toContain('<html lang="nb">');
    // The damage type's name and the damage date, as the case page shows them.
    for (const part of [text, html]) {
      expect(part).toContain('Veggdyr');
      expect(part).toContain('01.10.2025');
      expect(part).toContain('E-post er ikke en sikker kanal');
    }
    // Nothing else of the report or the customer: not the description, the address, the name, the phone, the fødselsnummer.
    // (The case's random id in the link is taken out first: it may hold any four digits, the postcode's too.)
    for (const secret of ['soverommet', 'Kirkeveien', '0368', 'OSLO', 'Ola', 'Nordmann', OLA.ssn, '98765432']) {
      for (const part of [text, html, parsed.subject ?? '']) expect(part.replaceAll(id, '<saken>')).not.toContain(secret);
    }
    // Marked sent once the SMTP server has taken it (just after it arrived there).
    const rows = await waitUntil('marked sent', () => outboxOf(t, id), ([row]) => row?.sent === true);
    // Sent, the row keeps only the masked address (it says that the status was told, not to whom in full).
    expect(rows).toEqual([{ kind: 'case_received', recipient: maskEmail(OLA.email), attempts: 1, sent: true, last_error: null }]);
    expect(rows[0]!.recipient).not.toBe(OLA.email);
    // Logged by its outbox id and kind, without the address or the SMTP credentials.
    expect(log.lines).toContainEqual(expect.stringMatching(/^\[info\] e-mail \d+ \(case_received\) sent, attempt 1$/));
    expect(log.lines.join('\n')).not.toMatch(/example\.no|hemmelig/);
  });

  it('SEND INN again (its answer was lost) sends no second receipt', async () => {
    const id = await submitted(t, ola);
    await waitUntil('the receipt', () => mailsOf(smtp, id), (m) => m.length === 1, 5000);
    expect((await t.request('PATCH', `/api/case/${id}/submit`, { cookie: ola, json: SUBMIT_FORM })).status).toBe(200);
    await sleep(500);
    expect(mailsOf(smtp, id)).toHaveLength(1);
    expect(await outboxOf(t, id)).toHaveLength(1);
  });

  it('the claims API’s change sends «Saken din har ny status: Befaring avtalt»; the same status again sends nothing', async () => {
    const id = await submitted(t, ola);
    await waitUntil('the receipt', () => mailsOf(smtp, id), (m) => m.length === 1, 5000);
    const res = await putStatus(id, { status: 'befaring_avtalt', inspectionDate: SOON });
    expect(res.status).toBe(200);
    const mails = await waitUntil('the status e-mail', () => mailsOf(smtp, id), (m) => m.length === 2, 5000);
    const { parsed, envelope } = mails[1]!;
    expect(parsed.subject).toBe('Saken din har ny status: Befaring avtalt');
    expect(envelope.to).toEqual([OLA.email]);
    expect(parsed.text).toContain('Skadesaken din har fått ny status: Befaring avtalt.');
    expect(parsed.text).toContain(caseUrl(id));
    expect(parsed.text).not.toContain('soverommet');

    const again = await putStatus(id, { status: 'befaring_avtalt', inspectionDate: SOON });
    expect(await json(again)).toMatchObject({ changed: false });
    await sleep(500);
    expect(mailsOf(smtp, id)).toHaveLength(2);
    expect((await outboxOf(t, id)).map((r) => r.kind)).toEqual(['case_received', 'case_status']);
  });

  it('the command’s change (the same rule) is queued with it, and sent', async () => {
    const id = await submitted(t, ola);
    await setCaseStatus(t.db, parseStatusArgs([id, 'under_vurdering']));
    // The command is another process: no nudge reaches the server, whose poll finds the e-mail. Here: the poll's turn.
    notifier.nudge();
    const mails = await waitUntil('the status e-mail', () => mailsOf(smtp, id), (m) => m.length === 2, 5000);
    expect(mails.map((m) => m.parsed.subject)).toEqual(['Vi har mottatt skademeldingen din', 'Saken din har ny status: Under vurdering']);
  });

  it('with notifyOnCaseStatus off there is no status e-mail, and the receipt still comes', async () => {
    const off = await t.request('PATCH', '/api/updateUser', { cookie: berit, json: { id: BERIT.id, notifyOnCaseStatus: false } });
    expect((await json<User>(off)).notifyOnCaseStatus).toBe(false);
    try {
      const id = await submitted(t, berit);
      await waitUntil('the receipt', () => mailsOf(smtp, id), (m) => m.length === 1, 5000);
      for (const [caseId, status] of [
        [id, 'under_vurdering'],
        [CASE_IDS.beritReceived, 'tiltak_pagar'],
      ] as const) {
        const res = await putStatus(caseId, { status });
        expect(await json(res)).toMatchObject({ changed: true });
      }
      await sleep(500);
      expect(mailsOf(smtp, id).map((m) => m.parsed.subject)).toEqual(['Vi har mottatt skademeldingen din']);
      expect(mailsOf(smtp, CASE_IDS.beritReceived)).toEqual([]);
      expect(await outboxOf(t, CASE_IDS.beritReceived)).toEqual([]);
    } finally {
      await t.request('PATCH', '/api/updateUser', { cookie: berit, json: { id: BERIT.id, notifyOnCaseStatus: true } });
    }
  });

  it('a customer without an e-mail address in the profile is sent nothing, and SEND INN works as ever: the receipt waits for a confirmed address', async () => {
    const fresh = await t.login('01017512345');
    expect((await json<User>(await t.request('GET', '/api/getUser', { cookie: fresh }))).email).toBeNull();
    const id = await submitted(t, fresh);
    // Issue 45: queued without a recipient, untaken, until an address is confirmed (emailConfirmation.test.ts).
    await sleep(300);
    expect(await outboxOf(t, id)).toEqual([{ kind: 'case_received', recipient: null, attempts: 0, sent: false, last_error: null }]);
  });
});

describe.each(testDatabases())('an SMTP server down at first, then up ($name)', (kind) => {
  let t: TestApp;
  let notifier: Notifier | undefined;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { notifier: { nudge: () => notifier?.nudge() } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('retries with backoff until the server answers; the e-mail arrives once, to the address it was queued for', async () => {
    const port = await freePort();
    const log = capturedLog();
    notifier = startNotifier(t.db, notifyConfig({ smtpUrl: smtpUrlAt(port), retryFirstMs: 100, retryMaxMs: 400 }), log.log);
    const ola = await t.login(OLA.ssn);
    const id = await submitted(t, ola);
    // Taken again after its first failure (attempts count the tries taken, the one under way too).
    const failing = await waitUntil('a retry', () => outboxOf(t, id), ([row]) => (row?.attempts ?? 0) >= 2);
    // Nothing listens: nodemailer's ESOCKET (the connection refused), never the message.
    expect(failing).toEqual([{ kind: 'case_received', recipient: OLA.email, attempts: expect.any(Number), sent: false, last_error: 'ESOCKET' }]);
    expect(log.lines.find((l) => l.includes('not sent'))).toMatch(/^\[warn\] e-mail \d+ \(case_received\) not sent: ESOCKET, attempt 1; next try in 0\.1 s$/);
    expect(log.lines.join('\n')).not.toContain('ola.nordmann');

    // The profile changes while the e-mail waits: it goes where it was queued for, and the new address gets its
    // link to confirm it (issue 45).
    await t.request('PATCH', '/api/updateUser', { cookie: ola, json: { id: OLA.id, email: 'ola.ny@example.no' } });
    smtp = await startSmtp(port);
    const mails = await smtp.waitFor(2);
    const [mail] = mails.filter((m) => m.parsed.subject === 'Vi har mottatt skademeldingen din');
    expect(mail!.envelope.to).toEqual([OLA.email]);
    expect(mails.filter((m) => m.parsed.subject === 'Bekreft e-postadressen din').map((m) => m.envelope.to)).toEqual([['ola.ny@example.no']]);
    await sleep(1000);
    expect(smtp.received).toHaveLength(2);
    const [row] = await outboxOf(t, id);
    expect(row).toMatchObject({ sent: true, last_error: 'ESOCKET' });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  });
});

describe.each(testDatabases())('without SMTP_URL ($name)', (kind) => {
  let t: TestApp;
  let notifier: Notifier | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { persistent: true, notifier: { nudge: () => notifier?.nudge() } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
  });

  it('sends nothing, keeps the e-mail and says so once with the address masked; a restart with SMTP_URL sends it', async () => {
    const log = capturedLog();
    notifier = startNotifier(t.db, notifyConfig({ smtpUrl: undefined, pollMs: 50 }), log.log);
    const id = await submitted(t, await t.login(OLA.ssn));
    const keptLines = () => log.lines.filter((l) => l.startsWith('[info] e-mail '));
    await waitUntil('the line', keptLines, (l) => l.length === 1);
    await sleep(500); // ten polls
    expect(log.lines[0]).toMatch(/^E-mail off: SMTP_URL is not set/);
    const kept = keptLines();
    expect(kept).toEqual([expect.stringMatching(/^\[info\] e-mail \d+ \(case_received\) to o\*\*\*@e\*\*\*\.no kept in the outbox, not sent: SMTP_URL is not set$/)]);
    expect(log.lines.join('\n')).not.toContain('ola.nordmann');
    expect(await outboxOf(t, id)).toEqual([{ kind: 'case_received', recipient: OLA.email, attempts: 0, sent: false, last_error: null }]);
    await notifier.stop();

    // A restart, now with SMTP: what waited is sent from the first round.
    t = await t.reopen();
    const smtp = await startSmtp();
    try {
      const restarted = capturedLog();
      notifier = startNotifier(t.db, notifyConfig({ smtpUrl: smtp.url }), restarted.log);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.parsed.text).toContain(caseUrl(id));
      const rows = await waitUntil('marked sent', () => outboxOf(t, id), ([row]) => row?.sent === true);
      expect(rows).toEqual([{ kind: 'case_received', recipient: maskEmail(OLA.email), attempts: 1, sent: true, last_error: null }]);
      await sleep(300);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await notifier.stop();
      notifier = undefined;
      await smtp.close();
    }
  });
});
