/**
 * Sends the outbox's e-mails over SMTP: a few at once (SEND_POOL), each taken, rendered, sent and marked on its own.
 * One e-mail's failure is that e-mail's alone:
 * - a temporary failure (the server down, a 4xx, a timeout) puts it back with exponential backoff of its own
 *   (NOTIFY_RETRY_FIRST_MS, doubled each time up to NOTIFY_RETRY_MAX_MS), tried again for as long as it takes;
 * - a refusal for good (a 5xx to its recipient or message, smtp.ts isPermanentRefusal) is tried once more, in case
 *   the server erred, and at the MAX_REFUSALS-th ends as failed, its reason kept for the operator (`npm run email:failed`);
 *   but while the server refuses every recipient (SERVER_REFUSES_ALL_AFTER) a refusal is the server's: tried again;
 * - an address no mail server takes (one stored before the rule) is never sent to: failed at once.
 * Nothing waits for another's failure: no pause after one, the others are sent meanwhile, and one customer's e-mails
 * take one connection at a time (outbox.ts claimNextDue), so no customer's failing e-mails hold up another's.
 *
 * Several servers (and the operator commands, which only queue and mark) share one outbox. A sender takes a row
 * with a lease (outbox.ts claimNextDue), not with a row lock held while it sends: the claim is its own short
 * transaction, so sending never holds a database connection, nor, on PGlite, which runs one transaction at a time,
 * every other query of the process. No other sender takes the row within the lease, which is far longer than a
 * send can take (smtp.ts SMTP_TIMEOUTS); if this server dies while it sends, the row is due again when the lease
 * ends. As with any SMTP client, an e-mail the server accepted just before the sender died is sent again: at least
 * once, never lost. A superseded status e-mail is not lost either: the newer one it points to tells the latest status.
 */
import { caseStatusName } from '../../domain/caseStatus';
import { damageTypeName, NO_DAMAGE_TYPE } from '../../domain/metadata';
import { formatLongDate } from '../../domain/insuranceFormat';
import { agreementPath, caseSummaryPath, emailConfirmationUrl } from '../../domain/paths';
import { formatDamageDate } from '../../domain/schemas/dates';
import type { NotifyConfig } from '../config/notifyConfig';
import type { Queryable } from '../db/db';
import { emailLines } from './logLines';
import { renderCaseEmail, renderConfirmationEmail, renderMoveEmail, type CaseEmailFacts, type MoveEmailFacts } from './messages';
import {
  claimNextDue,
  markFailed,
  markSent,
  markUnsendable,
  msUntilDue,
  type ClaimedCaseEmail,
  type ClaimedEmail,
  type ClaimedMoveEmail,
} from './outbox';
import { recipientOf, UNUSABLE_ADDRESS } from './recipient';
import { isPermanentRefusal, smtpFailure, type Mailer } from './smtp';

/** How long a taken e-mail is this sender's: far beyond the longest send the SMTP timeouts allow. */
export const LEASE_MS = 10 * 60 * 1000;
/** E-mails sent at once by one server: a slow or refusing send holds one of these, never the rest. */
export const SEND_POOL = 4;
/** A 5xx refusal ends the e-mail at this one: once may be the server's error, twice is its answer. */
export const MAX_REFUSALS = 2;
/**
 * Refused recipients, all different, with no e-mail accepted in between, from which on a refusal is taken as the
 * server's (relaying denied, a quota: it refuses everyone), not the e-mail's: tried again, not counted. One address
 * refused over and over is that address's trouble; many different ones refused and none taken is the server's.
 */
export const SERVER_REFUSES_ALL_AFTER = 3;
/** The wait when e-mails are due but none could be taken (each of their customers has one being sent by another server). */
const BUSY_WAIT_MS = 250;

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

/** What the receipt of a move says, from the move and its agreement (docs/moving.md). */
export function moveFactsOf(email: ClaimedMoveEmail, publicUrl: string): MoveEmailFacts {
  return {
    productName: email.productName,
    movingDate: formatLongDate(email.movingDate),
    agreementUrl: new URL(agreementPath(email.agreementId), publicUrl).href,
  };
}

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

export interface Sender {
  /** Takes and sends what is due until nothing is; answers the ms until the next e-mail is due (the loop's wait). */
  round(): Promise<number | null>;
  /** Fills the pool at once (a route just queued an e-mail): a worker takes it even while the others are busy. */
  kick(): void;
  /** No more e-mails taken; resolves when those being sent are sent and marked. */
  stop(): Promise<void>;
}

export function createSender(db: Queryable, notify: NotifyConfig, mailer: Mailer, log: Log): Sender {
  const workers = new Set<Promise<void>>();
  let stopped = false;
  let tookAny = false;
  /** The recipients refused since the server last accepted an e-mail (sender-wide: the server's health, not an e-mail's). */
  const refusedSinceAccepted = new Set<string>();

  /** Sends one taken e-mail and marks how it ended. */
  const deliver = async (email: ClaimedEmail): Promise<void> => {
    const to = await recipientOf(db, email);
    if (to === null) {
      await markUnsendable(db, email, UNUSABLE_ADDRESS);
      log.warn(emailLines.unusable(email.id, email.kind));
      return;
    }
    try {
      const rendered =
        email.kind === 'email_confirmation'
          ? renderConfirmationEmail(emailConfirmationUrl(notify.publicUrl, email.linkToken))
          : email.kind === 'move_received'
            ? renderMoveEmail(moveFactsOf(email, notify.publicUrl))
            : renderCaseEmail(factsOf(email, notify.publicUrl));
      await mailer(to, rendered);
    } catch (err) {
      const failure = smtpFailure(err);
      const retryMs = retryDelayMs(email.attempts, notify);
      let refused = isPermanentRefusal(err);
      if (refused) {
        refusedSinceAccepted.add(to);
        refused = refusedSinceAccepted.size < SERVER_REFUSES_ALL_AFTER;
      }
      const outcome = await markFailed(db, email, { error: failure, refused, retryMs, maxRefusals: MAX_REFUSALS });
      log.warn(emailLines.failed(email.id, email.kind, failure, email.attempts, outcome, retryMs));
      return;
    }
    refusedSinceAccepted.clear();
    await markSent(db, email);
    log.log(emailLines.sent(email.id, email.kind, email.attempts));
  };

  const work = async () => {
    while (!stopped) {
      const email = await claimNextDue(db, LEASE_MS, notify.statusMergeMs);
      if (!email) return;
      tookAny = true;
      await deliver(email);
    }
  };

  const kick = () => {
    while (!stopped && workers.size < SEND_POOL) {
      const worker: Promise<void> = work()
        .catch((err: unknown) => log.error(emailLines.error(err)))
        .finally(() => workers.delete(worker));
      workers.add(worker);
    }
  };

  const idle = async () => {
    while (workers.size > 0) await Promise.all(workers);
  };

  return {
    async round() {
      tookAny = false;
      kick();
      await idle();
      const next = await msUntilDue(db, notify.statusMergeMs);
      // Due, yet none taken: each is its customer's second while another server sends the first. Not a busy loop.
      return next !== null && next <= 0 && !tookAny ? BUSY_WAIT_MS : next;
    },
    kick,
    async stop() {
      stopped = true;
      await idle();
    },
  };
}
