/**
 * The server's e-mail sender, started by server/index.ts and stopped on shutdown: with SMTP_URL it sends the outbox
 * (sender.ts), without it it keeps the e-mails and says so (withoutSmtp.ts). Routes nudge it after a commit that
 * queued an e-mail; the poll (NOTIFY_POLL_MS) finds those queued by other servers and by the operator command.
 */
import type { NotifyConfig } from '../config/notifyConfig';
import type { Queryable } from '../db/db';
import { emailLines } from './logLines';
import { runLoop, type Loop } from './loop';
import { createSender } from './sender';
import { smtpMailer, smtpServerOf } from './smtp';
import { keepingRound } from './withoutSmtp';

export type Notifier = Loop;

/** What createApp has without a sender (tests): a nudge goes nowhere, the e-mails wait in the outbox. */
export const NO_NOTIFIER: Notifier = { nudge: () => undefined, stop: async () => undefined };

export function startNotifier(db: Queryable, notify: NotifyConfig, log: Pick<Console, 'log' | 'warn' | 'error'> = console): Notifier {
  const { smtpUrl } = notify;
  const onError = (err: unknown) => log.error(emailLines.error(err));
  if (!smtpUrl) {
    log.log(emailLines.off());
    return runLoop(keepingRound(db, log), notify.pollMs, onError);
  }
  const sender = createSender(db, notify, smtpMailer({ ...notify, smtpUrl }), log);
  log.log(emailLines.on(smtpServerOf(smtpUrl), notify.from.address, notify.publicUrl));
  const loop = runLoop(() => sender.round(), notify.pollMs, onError);
  return {
    // A free sender takes the new e-mail at once, while the others may be busy with theirs.
    nudge: () => {
      sender.kick();
      loop.nudge();
    },
    stop: async () => {
      await sender.stop();
      await loop.stop();
    },
  };
}
