/**
 * Issue 45 part 2, attacked: a refusal that is the SMTP server's, not the e-mail's, never ends e-mails as failed.
 * A 5xx to MAIL FROM (the portal's own sender address, the same in every e-mail) and a relay that refuses every
 * recipient (its own trouble: relaying denied, a quota) would otherwise fail every customer's e-mail for good. And
 * `email:resend` sends no status e-mail its case has told a newer status after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { NotifyConfig } from '../../server/config/notifyConfig';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { resendEmail } from '../../scripts/lib/emailCommands';
import { CommandError } from '../../scripts/lib/caseStatusCommand';
import { claimsApiOf, startTestIssuer, type TestIssuer } from './support/claimsIssuer';
import { capturedLog, confirmedCustomer, outboxRows, submitted, waitUntil } from './support/outbox';
import { startSmtp, type TestSmtp } from './support/smtp';
import { createTestApp, json, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const notifyConfig = (changes: Partial<NotifyConfig>): NotifyConfig => ({
  ...loadConfig({}).notify,
  publicUrl: 'https://minside.husvern.example',
  pollMs: 60_000,
  ...changes,
});

let idp: TestIssuer;
beforeAll(async () => {
  idp = await startTestIssuer();
});
afterAll(async () => {
  await idp?.close();
});

const customer = async (t: TestApp, ssn: string, email: string) => (await confirmedCustomer(t, ssn, email)).cookie;

describe.each(testDatabases())('a refusal that is the server’s fails no e-mail ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  let senderRefusal: number | undefined;
  let refuseAll: number | undefined;
  const refusing = new Map<string, number>();
  const log = capturedLog();
  beforeAll(async () => {
    smtp = await startSmtp(0, { refuse: (address) => refuseAll ?? refusing.get(address), refuseSender: () => senderRefusal });
    t = await createTestApp(kind, {
      config: { claimsApi: claimsApiOf(idp), notify: notifyConfig({ smtpUrl: smtp.url, retryFirstMs: 100, retryMaxMs: 200, statusMergeMs: 0 }) },
      notifier: { nudge: () => notifier.nudge() },
    });
    notifier = startNotifier(t.db, t.config.notify, log.log);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await notifier?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('a 5xx to MAIL FROM is retried, never counted as the e-mail’s refusal; sent once the server takes the sender', async () => {
    senderRefusal = 550;
    const cookie = await customer(t, '05058011111', 'kari@mailfrom.example');
    const caseId = await submitted(t, cookie);
    const [row] = await waitUntil('tried 4 times', () => outboxRows(t, [caseId]), ([r]) => (r?.attempts ?? 0) >= 4 || r?.state !== 'open', 20_000);
    expect(row).toMatchObject({ state: 'open', refusals: 0, last_error: 'EENVELOPE 550' });
    senderRefusal = undefined;
    await waitUntil('sent', () => outboxRows(t, [caseId]), ([r]) => r?.state === 'sent', 20_000);
  }, 60_000);

  it('a relay refusing every recipient fails not everyone’s e-mail: once it takes them again, they are sent', async () => {
    refuseAll = 550;
    const cases: string[] = [];
    for (const [i, ssn] of ['06068022222', '07078033333', '08088044444', '09098055555', '10108066666'].entries()) {
      cases.push(await submitted(t, await customer(t, ssn, `kunde${i}@relay.example`)));
    }
    // Each tried over and over while every recipient is refused.
    await waitUntil('each tried 4 times', () => outboxRows(t, cases), (rows) => rows.every((r) => r.attempts >= 4 || r.state !== 'open'), 30_000);
    refuseAll = undefined;
    const rows = await waitUntil('settled', () => outboxRows(t, cases), (rs) => rs.every((r) => r.state !== 'open'), 30_000);
    // At most the first two recipients refused (before it was clear the server refuses everyone) may have failed.
    expect(rows.filter((r) => r.state === 'sent').length).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('a failed status e-mail is not sent again once a newer status of its case has been told: email:resend refuses it', async () => {
    const cookie = await customer(t, '11118077777', 'stale@status.example');
    const caseId = await submitted(t, cookie);
    await waitUntil('the receipt', () => outboxRows(t, [caseId]), ([r]) => r?.state === 'sent');
    const setStatus = async (status: string) => {
      const res = await t.request('PUT', `/api/claims/cases/${caseId}/status`, {
        raw: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idp.mint()}` },
        body: JSON.stringify({ status }),
      });
      expect(await json(res)).toMatchObject({ changed: true });
    };
    refusing.set('stale@status.example', 550);
    await setStatus('under_vurdering');
    const [, old] = await waitUntil('the first status e-mail failed', () => outboxRows(t, [caseId]), ([, r]) => r?.state === 'failed', 20_000);
    refusing.delete('stale@status.example');
    await setStatus('tiltak_pagar');
    await waitUntil('the newer status e-mail sent', () => outboxRows(t, [caseId]), (rows) => rows[2]?.state === 'sent', 20_000);
    // «Under vurdering» after «Tiltak pågår» would tell the customer an old status as the latest.
    await expect(resendEmail(t.db, old!.id)).rejects.toThrow(CommandError);
    expect((await outboxRows(t, [caseId]))[1]).toMatchObject({ state: 'failed' });
  }, 60_000);
});
