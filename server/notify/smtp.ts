/** Sending one e-mail over SMTP (SMTP_URL) with nodemailer, and what of a failure may be stored and logged. */
import { createTransport } from 'nodemailer';
import type { NotifyConfig } from '../config/notifyConfig';
import type { RenderedEmail } from './messages';
import { smtpOptionsOf } from './smtpUrl';

export { smtpServerOf } from './smtpUrl';

export type Mailer = (to: string, email: RenderedEmail) => Promise<void>;

/**
 * Timeouts well inside the sender's lease (sender.ts): a server that stops answering fails the send, and the
 * e-mail is tried again, instead of holding it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * One connection per e-mail (no pool): the sender sends a few at once (sender.ts SEND_POOL), and a connection a
 * refusal or a timeout spoilt is spoilt for that e-mail alone. TLS as smtpUrl.ts says; the URL itself is never
 * handed to nodemailer, whose URL options would win over these.
 */
export function smtpMailer(notify: NotifyConfig & { smtpUrl: string }): Mailer {
  const transport = createTransport({ ...smtpOptionsOf(notify.smtpUrl), ignoreTLS: false, ...SMTP_TIMEOUTS });
  return async (to, email) => {
    await transport.sendMail({
      from: notify.from,
      // An address object: nodemailer sends it as it is, without reading it as a list of addresses.
      to: { name: '', address: to },
      subject: email.subject,
      text: email.text,
      html: email.html,
      // RFC 3834: no auto-replies («out of office») to an automatic message.
      headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': 'nb' },
    });
  };
}

/**
 * A failure as nodemailer's error code and the SMTP reply code («ECONNECTION», «EENVELOPE 550»), never its message,
 * which may quote the recipient's address.
 */
export function smtpFailure(err: unknown): string {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const kind = typeof code === 'string' && /^E[A-Z0-9_]{1,30}$/.test(code) ? code : err instanceof Error ? err.name : 'Error';
  return typeof responseCode === 'number' && Number.isInteger(responseCode) ? `${kind} ${responseCode}` : kind;
}

/**
 * Whether the SMTP server refused this e-mail for good: a 5xx reply to its recipient (RCPT TO) or its message (DATA:
 * EMESSAGE). A 5xx to MAIL FROM is about the portal's sender address (NOTIFY_FROM, the same in every e-mail), and a
 * 5xx to the connection, TLS or AUTH (ECONNECTION, ETLS, EAUTH) about the server or the portal's settings, not this
 * e-mail: those are tried again like any other failure.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const { code, command, responseCode } = (err ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown };
  const ownStep = (code === 'EENVELOPE' && command === 'RCPT TO') || code === 'EMESSAGE';
  return ownStep && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
