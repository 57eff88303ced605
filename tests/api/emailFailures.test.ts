/**
 * Issue 45, parts 1 and 2, through a real SMTP server (support/smtp.ts): one customer's failing e-mails delay no
 * other customer's; a refusal for good (5xx) ends an e-mail as failed, which the operator lists and sends again; an
 * address stored before the address rule is never handed to the SMTP server; a burst of status changes is one
 * e-mail; and the SMTP password never goes over a connection without TLS. Each on PGlite and PostgreSQL.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseSummaryPath } from '../../domain/paths';
import { loadConfig } from '../../server/config';
import type { NotifyConfig } from '../../server/config/notifyConfig';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { CommandError } from '../../scripts/lib/caseStatusCommand';
import { failedEmailLines, parseResendArgs, resendEmail } from '../../scripts/lib/emailCommands';
import { claimsApiOf, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { capturedLog, confirmedCustomer, outboxRows, submitted, waitUntil } from './support/outbox';
import { SMTP_PASSWORD, SMTP_USER, startSmtp, type TestSmtp } from './support/smtp';
import { createTestApp, json, OLA, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const PUBLIC_URL = 'https://minside.husvern.example';
const caseUrl = (id: string) => `${PUBLIC_URL}${caseSummaryPath(id)}`;
const notifyConfig = (changes: Partial<NotifyConfig>): NotifyConfig => ({ ...loadConfig({}).notify, publicUrl: PUBLIC_URL, pollMs: 60_000, ...changes });

/** The bound this suite holds the sender to: another customer's receipt arrives within this, whatever one customer's fail. */
const OTHERS_BOUND_MS = 5000;

let idp: TestIssuer;
beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(async () => {
  await idp?.close();
});


describe.each(testDatabases())('failing e-mails are their own ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  /** Addresses the SMTP server refuses for good, and with which reply. */
  const refusing = new Map<string, number>();
  const log = capturedLog();
  beforeAll(async () => {
    // Each refusal takes 100 ms, as a real server's may: a sender that waits on them one by one falls far behind.
    smtp = await startSmtp(0, { refuse: (address) => refusing.get(address), refuseDelayMs: 100 });
    t = await createTestApp(kind, {
      config: { notify: notifyConfig({ smtpUrl: smtp.url, retryFirstMs: 300, statusMergeMs: 0 }) },
      notifier: { nudge: () => notifier.nudge() },
    });
    notifier = startNotifier(t.db, t.config.notify, log.log);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  it(`40 receipts refused with 501 do not delay another customer’s beyond ${OTHERS_BOUND_MS / 1000} s; each is failed at its second refusal, tried no more`, async () => {
    const mallory = await confirmedCustomer(t, '05058011111', 'mallory@refused.example');
    refusing.set('mallory@refused.example', 501);
    const ola = await t.login(OLA.ssn);
    const poison = await Promise.all(Array.from({ length: 40 }, () => submitted(t, mallory.cookie)));

    const start = Date.now();
    const id = await submitted(t, ola);
    await waitUntil('Ola’s receipt', () => smtp.received.filter((m) => (m.parsed.text ?? '').includes(caseUrl(id))), (m) => m.length === 1, OTHERS_BOUND_MS);
    const took = Date.now() - start;
    // Mallory's were still being refused meanwhile (the case this is about), at most one at a time.
    const stillOpen = (await outboxRows(t, poison)).filter((r) => r.state === 'open');
    expect(stillOpen.length).toBeGreaterThan(0);
    expect(took).toBeLessThan(OTHERS_BOUND_MS);

    const ended = await waitUntil('all 40 failed', () => outboxRows(t, poison), (rows) => rows.every((r) => r.state === 'failed'), 60_000);
    for (const row of ended) {
      expect(row).toMatchObject({ kind: 'case_received', attempts: 2, refusals: 2, last_error: 'EENVELOPE 501', state: 'failed' });
    }
    // Refused twice each, and, ended, never tried again: nothing of Mallory's is open.
    expect(smtp.recipientsTried.filter((a) => a === 'mallory@refused.example')).toHaveLength(80);
    expect(log.lines).toContainEqual(expect.stringMatching(/^\[warn\] e-mail \d+ \(case_received\) not sent: EENVELOPE 501, attempt 2; refused for good, not tried again \(npm run email:resend -- \d+ to send it anyway\)$/));
    expect(log.lines.join('\n')).not.toContain('mallory');
  }, 120_000);

  it('a 5xx ends the e-mail as failed; email:failed lists it with the address masked, email:resend sends it again', async () => {
    const bo = await confirmedCustomer(t, '06068022222', 'bo@bounce.example');
    refusing.set('bo@bounce.example', 550);
    const caseId = await submitted(t, bo.cookie);
    const [failed] = await waitUntil('failed', () => outboxRows(t, [caseId]), ([r]) => r?.state === 'failed');
    expect(failed).toMatchObject({ attempts: 2, refusals: 2, last_error: 'EENVELOPE 550', recipient: 'bo@bounce.example' });

    // The operator's list: the id, when, the kind, the tries, the reason and the address masked; no case, no full address.
    const lines = await failedEmailLines(t.db);
    expect(lines[0]).toBe('id\tfailed at\tkind\ttries\treason\tto');
    const line = lines.find((l) => l.startsWith(`${failed!.id}\t`));
    expect(line).toMatch(new RegExp(`^${failed!.id}\\t\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\tcase_received\\t2\\tEENVELOPE 550\\tb\\*\\*\\*@b\\*\\*\\*\\.example$`));
    expect(lines.join('\n')).not.toMatch(/bo@bounce|mallory@|refused\.example|bounce\.example/);
    expect(lines.join('\n')).not.toContain(caseId);

    // The server takes it now: the command puts it back, and the sender's next round (the poll; here a nudge) sends it.
    refusing.delete('bo@bounce.example');
    expect(await resendEmail(t.db, failed!.id)).toBe(`E-mail ${failed!.id} is due again: a running server with SMTP_URL sends it within NOTIFY_POLL_MS.`);
    notifier.nudge();
    const mails = await waitUntil('the resent receipt', () => smtp.received.filter((m) => m.envelope.to.includes('bo@bounce.example')), (m) => m.length === 1);
    expect(mails[0]!.parsed.subject).toBe('Vi har mottatt skademeldingen din');
    const [sent] = await waitUntil('marked sent', () => outboxRows(t, [caseId]), ([r]) => r?.state === 'sent');
    expect(sent).toMatchObject({ attempts: 3, recipient: 'b***@b***.example' });
    expect((await failedEmailLines(t.db)).some((l) => l.startsWith(`${failed!.id}\t`))).toBe(false);

    // Only a failed e-mail can be put back, and the argument is an id.
    await expect(resendEmail(t.db, failed!.id)).rejects.toThrow(new CommandError(`No failed e-mail ${failed!.id} (npm run email:failed lists them)`));
    for (const args of [[], ['1', '2'], ['abc'], ['0'], ['-1'], ['1; DROP TABLE x']]) expect(() => parseResendArgs(args)).toThrow(CommandError);
    expect(parseResendArgs(['42'])).toBe('42');
  }, 60_000);

  it('an address stored before the rule gets no e-mail: failed at once, never handed to the SMTP server', async () => {
    const legacy = await confirmedCustomer(t, '07078033333', 'legacy@example.no');
    const poisoned = 'x\u0085Bcc:y@evil.example';
    // As an address accepted (and confirmed) before issue 45 is stored: the API refuses it now.
    await t.db.query('UPDATE users SET email = $2, confirmed_email = $2 WHERE id = $1', [legacy.id, poisoned]);
    const caseId = await submitted(t, legacy.cookie);
    const [row] = await waitUntil('failed', () => outboxRows(t, [caseId]), ([r]) => r?.state === 'failed');
    expect(row).toMatchObject({ attempts: 1, refusals: 0, last_error: 'EADDRESS unusable address', recipient: poisoned });
    expect(smtp.clientBytes()).not.toContain('evil.example');
    // The warning is logged once the row is marked: wait for it, not for the row alone.
    const unusable = /^\[warn\] e-mail \d+ \(case_received\) not sent: its address is none a mail server takes; failed/;
    await waitUntil('the warning', () => log.lines, (lines) => lines.some((line) => unusable.test(line)));
    // The operator's line shows it masked and printable.
    expect((await failedEmailLines(t.db)).find((l) => l.startsWith(`${row!.id}\t`))).toMatch(/\tEADDRESS unusable address\tx\*\*\*@e\*\*\*\.example$/);
  });
});

describe.each(testDatabases())('status e-mails of one case close together ($name)', (kind) => {
  /** Long enough for a burst of 20 changes here on a slow machine; the default is 60 s (docs/configuration.md). */
  const MERGE_MS = 8000;
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      config: { claimsApi: claimsApiOf(idp), notify: notifyConfig({ smtpUrl: smtp.url, statusMergeMs: MERGE_MS }) },
      notifier: { nudge: () => notifier.nudge() },
    });
    notifier = startNotifier(t.db, t.config.notify, capturedLog().log);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('20 alternating changes are one e-mail, with the latest status; the others are marked superseded, none deleted', async () => {
    const id = await submitted(t, await t.login(OLA.ssn));
    const mailsOf = () => smtp.received.filter((m) => (m.parsed.text ?? '').includes(caseUrl(id)));
    // The receipt is never held back.
    await waitUntil('the receipt', mailsOf, (m) => m.length === 1, 5000);

    const start = Date.now();
    for (let i = 0; i < 20; i++) {
      const res = await t.request('PUT', `/api/claims/cases/${id}/status`, {
        raw: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idp.mint()}` },
        body: JSON.stringify({ status: i % 2 === 0 ? 'under_vurdering' : 'tiltak_pagar' }),
      });
      expect(await json(res)).toMatchObject({ changed: true });
    }
    // The premise: the burst lies inside one window.
    expect(Date.now() - start).toBeLessThan(MERGE_MS);

    const rows = await waitUntil('every status e-mail ended', () => outboxRows(t, [id]), (r) => r.length === 21 && r.every((row) => row.state !== 'open'), MERGE_MS + 10_000);
    const [receipt, ...status] = rows;
    const last = status.at(-1)!;
    expect(receipt).toMatchObject({ kind: 'case_received', state: 'sent' });
    expect(last).toMatchObject({ kind: 'case_status', state: 'sent', attempts: 1 });
    // Each by the change after it: the chain ends at the one sent.
    status.slice(0, -1).forEach((row, i) => expect(row).toMatchObject({ kind: 'case_status', state: 'superseded', attempts: 0, superseded_by: status[i + 1]!.id }));
    // Nothing is open, so nothing more comes: the receipt and one status e-mail, the latest («Tiltak pågår», the 20th).
    expect(mailsOf().map((m) => m.parsed.subject)).toEqual(['Vi har mottatt skademeldingen din', 'Saken din har ny status: Tiltak pågår']);
  }, 60_000);
});

/** An IPv4 address of this machine that is not loopback: a server there is, to the portal, anywhere on the network. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('This test needs a network interface besides loopback (e.g. eth0) to bind the SMTP server to');
  return address;
}

describe.each(testDatabases())('SMTP without TLS to a server on the network ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  beforeAll(async () => {
    // The test server offers no STARTTLS (as a server behind a STARTTLS-stripping attacker looks), on eth0's address.
    const host = networkAddress();
    smtp = await startSmtp(0, { host });
    const smtpUrl = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@${host}:${smtp.port}`;
    t = await createTestApp(kind, { config: { notify: loadConfig({ SMTP_URL: smtpUrl, PUBLIC_URL, NOTIFY_POLL_MS: '60000' }).notify } });
    notifier = startNotifier(t.db, t.config.notify, capturedLog().log);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('an smtp:// server that offers no STARTTLS gets no AUTH, no password and no e-mail; the e-mail waits (ETLS)', async () => {
    const id = await submitted(t, await t.login(OLA.ssn));
    notifier.nudge();
    const [row] = await waitUntil('a refused try', () => outboxRows(t, [id]), ([r]) => (r?.last_error ?? '').startsWith('ETLS'));
    expect(row).toMatchObject({ state: 'open', refusals: 0 });
    const heard = smtp.clientBytes();
    // The client greeted and asked for STARTTLS, and stopped there.
    expect(heard).toMatch(/^EHLO /);
    expect(heard).toContain('STARTTLS');
    expect(heard).not.toMatch(/AUTH|MAIL FROM|RCPT TO/i);
    const plain = Buffer.from(`\0${SMTP_USER}\0${SMTP_PASSWORD}`).toString('base64');
    for (const secret of [SMTP_PASSWORD, Buffer.from(SMTP_PASSWORD).toString('base64'), plain]) expect(heard).not.toContain(secret);
    expect(smtp.auths).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});
