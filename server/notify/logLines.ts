/**
 * What the e-mail sender logs: an e-mail by its outbox id and kind, a failure by its kind (smtp.ts smtpFailure), and
 * a recipient only masked (k***@e***.no), as log.ts keeps personal data out of the logs.
 */
import { errorLineAt, printable } from '../log';
import type { OutboxEmailKind } from './messages';
import { maskEmail } from './maskEmail';
import type { FailureOutcome } from './outbox';

const seconds = (ms: number) => (ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

const AFTER_FAILURE: Record<FailureOutcome, (id: string, retryMs: number) => string> = {
  retry: (_id, retryMs) => `next try in ${seconds(retryMs)} s`,
  failed: (id) => `refused for good, not tried again (npm run email:resend -- ${id} to send it anyway)`,
  superseded: () => 'superseded by a newer status of its case',
};

export const emailLines = {
  on: (server: string, from: string, publicUrl: string) => printable(`E-mail on: sent through ${server} from ${from}, linking to ${publicUrl}.`),
  off: () => 'E-mail off: SMTP_URL is not set, so e-mails to customers are kept in the outbox, not sent (docs/configuration.md).',
  waiting: (count: number) => `[info] e-mail: ${count} in the outbox, not sent (SMTP_URL is not set)`,
  kept: (id: string, kind: OutboxEmailKind, recipient: string) =>
    printable(`[info] e-mail ${id} (${kind}) to ${maskEmail(recipient)} kept in the outbox, not sent: SMTP_URL is not set`),
  sent: (id: string, kind: OutboxEmailKind, attempt: number) => printable(`[info] e-mail ${id} (${kind}) sent, attempt ${attempt}`),
  failed: (id: string, kind: OutboxEmailKind, failure: string, attempt: number, outcome: FailureOutcome, retryMs: number) =>
    printable(`[warn] e-mail ${id} (${kind}) not sent: ${failure}, attempt ${attempt}; ${AFTER_FAILURE[outcome](id, retryMs)}`),
  unusable: (id: string, kind: OutboxEmailKind) =>
    `[warn] e-mail ${id} (${kind}) not sent: its address is none a mail server takes; failed (the customer is asked to correct it on Min side)`,
  error: (err: unknown) => errorLineAt('e-mail outbox', err),
};
