/**
 * What `npm run email:failed` and `npm run email:resend -- <id>` do (scripts/emailFailed.ts, scripts/emailResend.ts):
 * the operator's list of e-mails the sender gave up on, and putting one back (server/notify/failedEmails.ts).
 */
import { printable } from '../../server/log';
import type { Db, Queryable } from '../../server/db/db';
import { failedEmails, resendFailed } from '../../server/notify/failedEmails';
import { CommandError } from './caseStatusCommand';

export const RESEND_USAGE = 'Usage: npm run email:resend -- <id>  (the id `npm run email:failed` lists)';

/** The lines `email:failed` prints: a header and one line per failed e-mail, or a line saying there is none. */
export async function failedEmailLines(db: Queryable): Promise<string[]> {
  const failed = await failedEmails(db);
  if (failed.length === 0) return ['No failed e-mails.'];
  return [
    'id\tfailed at\tkind\ttries\treason\tto',
    ...failed.map((f) => [f.id, f.failedAt, f.kind, String(f.attempts), f.reason, f.to].map(printable).join('\t')),
    `${failed.length} failed. Send one again: npm run email:resend -- <id>`,
  ];
}

/** The outbox id of `email:resend`'s arguments. */
export function parseResendArgs(args: readonly string[]): string {
  const [id, ...rest] = args;
  if (id === undefined || rest.length > 0) throw new CommandError(RESEND_USAGE);
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new CommandError(`Not an e-mail id (a whole number from npm run email:failed): ${printable(id)}`);
  return id;
}

/** Puts the failed e-mail back; the line to print, or a CommandError when there is no such failed e-mail. */
export async function resendEmail(db: Db, id: string): Promise<string> {
  const outcome = await resendFailed(db, id);
  if (outcome === 'not-failed') throw new CommandError(`No failed e-mail ${id} (npm run email:failed lists them)`);
  if (outcome === 'outdated') throw new CommandError(`E-mail ${id} tells a status its case has had a newer one since: not sent again`);
  if (outcome === 'confirmation') {
    throw new CommandError(`E-mail ${id} is a confirmation e-mail: its link is not kept once it failed; the customer asks for a new one (SEND PÅ NYTT on the profile)`);
  }
  if (outcome === 'no-address') {
    throw new CommandError(`E-mail ${id} is not sent again: its customer has no confirmed e-mail address now (it goes only to the one confirmed last)`);
  }
  return `E-mail ${id} is due again: a running server with SMTP_URL sends it within NOTIFY_POLL_MS.`;
}
