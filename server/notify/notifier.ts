/**
 * The server's e-mail sender, started by server/index.ts and stopped on shutdown: with SMTP_URL it sends the outbox
 * (sender.ts), without it it keeps the e-mails and says so (withoutSmtp.ts). Routes nudge it after a commit that
 * queued an e-mail; the poll (NOTIFY_POLL_MS) finds those queued by other servers and by the operator command.
 */
import type { NotifyConfig } from '../config';
import type { Queryable } from '../db/db';
import { emailLines } from './logLines';
import { runLoop, type Loop } from './loop';
import { sendingRound } from './sender';
import { smtpMailer, smtpServerOf } from './smtp';
import { keepingRound } from './withoutSmtp';

export type Notifier = Loop;

/** What createApp has without a sender (tests): a nudge goes nowhere, the e-mails wait in the outbox. */
export const NO_NOTIFIER: Notifier = { nudge: () => undefined, stop: async () => undefined };

export function startNotifier(db: Queryable, notify: NotifyConfig, log: Pick<Console, 'log' | 'warn' | 'error'> = console): Notifier {
  const { smtpUrl } = notify;
  const round = smtpUrl ? sendingRound(db, notify, smtpMailer({ ...notify, smtpUrl }), log) : keepingRound(db, log);
  log.log(smtpUrl ? emailLines.on(smtpServerOf(smtpUrl), notify.from.address, notify.publicUrl) : emailLines.off());
  return runLoop(round, notify.pollMs, (err) => log.error(emailLines.error(err)));
}
