/**
 * Sends the outbox's e-mails over SMTP, one at a time: take the e-mail due first, render it, send it, mark it sent;
 * a failure puts it back with exponential backoff (NOTIFY_RETRY_FIRST_MS, doubled each time up to
 * NOTIFY_RETRY_MAX_MS), tried again for as long as it takes.
 *
 * Several servers (and the operator command, which only queues) share one outbox. A sender takes a row with a
 * lease (outbox.ts claimNextDue), not with a row lock held while it sends: the claim is its own short transaction,
 * so sending never holds a database connection, nor, on PGlite, which runs one transaction at a time, every other
 * query of the process. No other sender takes the row within the lease, which is far longer than a send can take
 * (smtp.ts SMTP_TIMEOUTS); if this server dies while it sends, the row is due again when the lease ends. As with any
 * SMTP client, an e-mail the server accepted just before the sender died is sent again: at least once, never lost.
 */
import { caseStatusName } from '../../domain/caseStatus';
import { damageTypeName, NO_DAMAGE_TYPE } from '../../domain/metadata';
import { caseSummaryPath, emailConfirmationUrl } from '../../domain/paths';
import { formatDamageDate } from '../../domain/schemas/dates';
import type { NotifyConfig } from '../config';
import type { Queryable } from '../db/db';
import { emailLines } from './logLines';
import { renderCaseEmail, renderConfirmationEmail, type CaseEmailFacts } from './messages';
import { claimNextDue, markFailed, markSent, msUntilDue, type ClaimedCaseEmail, type ClaimedEmail } from './outbox';
import { smtpFailure, type Mailer } from './smtp';

/** How long a taken e-mail is this sender's: far beyond the longest send the SMTP timeouts allow. */
export const LEASE_MS = 10 * 60 * 1000;

/** The wait before the next try after `attempts` tries: first, 2 × first, 4 × first … at most max. */
export function retryDelayMs(attempts: number, { retryFirstMs, retryMaxMs }: Pick<NotifyConfig, 'retryFirstMs' | 'retryMaxMs'>): number {
  return Math.min(retryMaxMs, retryFirstMs * 2 ** Math.max(0, Math.min(attempts - 1, 40)));
}

/** What the e-mail says, from the case as it is (its form is fixed once submitted) and the status row. */
export function factsOf(email: ClaimedCaseEmail, publicUrl: string): CaseEmailFacts {
  return {
    kind: email.kind,
    status: caseStatusName(email.statusCode),
    damageType: damageTypeName(email.damageType) ?? NO_DAMAGE_TYPE,
    damageDate: formatDamageDate(email.damageDate),
    caseUrl: new URL(caseSummaryPath(email.caseId), publicUrl).href,
  };
}

type Log = Pick<Console, 'log' | 'warn'>;

/** One round of the sender: every e-mail due, until none is or one fails. Answers the ms until the next is due. */
export function sendingRound(db: Queryable, notify: NotifyConfig, mailer: Mailer, log: Log): () => Promise<number | null> {
  /** Sends one taken e-mail; false when it failed (and was put back). */
  const deliver = async (email: ClaimedEmail): Promise<boolean> => {
    try {
      const rendered =
        email.kind === 'email_confirmation'
          ? renderConfirmationEmail(emailConfirmationUrl(notify.publicUrl, email.linkToken))
          : renderCaseEmail(factsOf(email, notify.publicUrl));
      await mailer(email.recipient, rendered);
    } catch (err) {
      const failure = smtpFailure(err);
      const retryMs = retryDelayMs(email.attempts, notify);
      await markFailed(db, email, failure, retryMs);
      log.warn(emailLines.failed(email.id, email.kind, failure, email.attempts, retryMs));
      return false;
    }
    await markSent(db, email);
    log.log(emailLines.sent(email.id, email.kind, email.attempts));
    return true;
  };

  return async () => {
    for (;;) {
      const email = await claimNextDue(db, LEASE_MS);
      if (!email) return msUntilDue(db);
      if (!(await deliver(email))) {
        // The SMTP server may be down: the other e-mails due wait a little too, rather than each failing at once.
        return Math.max((await msUntilDue(db)) ?? notify.pollMs, notify.retryFirstMs);
      }
    }
  };
}
