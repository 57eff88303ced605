/**
 * Issue 45 part 2, attacked: a refusal that is the SMTP server's, not the e-mail's, never ends e-mails as failed.
 * A 5xx to MAIL FROM (the portal's own sender address, the same in every e-mail) and a relay that refuses every
 * recipient (its own trouble: relaying denied, a quota) would otherwise fail every customer's e-mail for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../domain/types';
import { loadConfig, type NotifyConfig } from '../../server/config';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { capturedLog, outboxRows, submitted, waitUntil } from './support/outbox';
import { startSmtp, type TestSmtp } from './support/smtp';
import { createTestApp, json, SETUP_TIMEOUT, testDatabases, type TestApp } from './support/testApp';

const notifyConfig = (changes: Partial<NotifyConfig>): NotifyConfig => ({
  ...loadConfig({}).notify,
  publicUrl: 'https://minside.husvern.example',
  pollMs: 60_000,
  ...changes,
});

async function customer(t: TestApp, ssn: string, email: string): Promise<string> {
  const cookie = await t.login(ssn);
  const { id } = await json<User>(await t.request('GET', '/api/getUser', { cookie }));
  expect((await t.request('PATCH', '/api/updateUser', { cookie, json: { id, email } })).status).toBe(200);
  return cookie;
}

describe.each(testDatabases())('a refusal that is the server’s fails no e-mail ($name)', (kind) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let notifier: Notifier;
  let senderRefusal: number | undefined;
  let refuseAll: number | undefined;
  const log = capturedLog();
  beforeAll(async () => {
    smtp = await startSmtp(0, { refuse: () => refuseAll, refuseSender: () => senderRefusal });
    t = await createTestApp(kind, {
      config: { notify: notifyConfig({ smtpUrl: smtp.url, retryFirstMs: 100, retryMaxMs: 200, statusMergeMs: 0 }) },
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
});
