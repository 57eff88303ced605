/** Sending one e-mail over SMTP (SMTP_URL) with nodemailer, and what of a failure may be stored and logged. */
import { createTransport } from 'nodemailer';
import type { NotifyConfig } from '../config';
import type { RenderedEmail } from './messages';

export type Mailer = (to: string, email: RenderedEmail) => Promise<void>;

/**
 * Timeouts well inside the sender's lease (sender.ts): a server that stops answering fails the send, and the
 * e-mail is tried again, instead of holding it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function smtpMailer(notify: NotifyConfig & { smtpUrl: string }): Mailer {
  const transport = createTransport({ url: notify.smtpUrl, ...SMTP_TIMEOUTS });
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

/** Where SMTP_URL sends, without its credentials: for the start's log line. */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
