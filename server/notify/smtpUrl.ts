/**
 * SMTP_URL read into nodemailer's connection options, with TLS the portal's own rule, not the URL's: `smtps://`
 * (TLS from the first byte), or `smtp://` with STARTTLS required (nodemailer's requireTLS: without TLS the
 * connection ends before AUTH or any mail), except to a loopback address (127.0.0.0/8, ::1, localhost), where a
 * local test server may speak plain SMTP. The URL carries no options (`?ignoreTLS=true` would be taken by
 * nodemailer over ours), so a query string or path stops the start. Errors never quote the URL: it holds the password.
 */
import { isIPv4 } from 'node:net';

export interface SmtpOptions {
  host: string;
  port: number;
  /** smtps://: TLS at connect. */
  secure: boolean;
  /** smtp:// to anything but loopback: STARTTLS or no session. */
  requireTLS: boolean;
  auth: { user: string; pass: string } | undefined;
}

const NOT_SHOWN = 'the value is not shown, it may hold a password';

/**
 * 127.0.0.0/8 written as four decimal numbers, ::1 and localhost: the only hosts plain SMTP may go to. Only what Node
 * takes as an IPv4 address: `127.089.0.1` (leading zeros) is none to it, and would go to the resolver as a name.
 */
export function isLoopbackSmtpHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  return isIPv4(host) && host.startsWith('127.');
}

/** The connection options of SMTP_URL; an Error (with a message that does not quote it) for one the portal refuses. */
export function smtpOptionsOf(smtpUrl: string): SmtpOptions {
  let url: URL | null = null;
  try {
    url = new URL(smtpUrl);
  } catch {
    // told below, without the value
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error(`Invalid SMTP_URL (smtp://user:password@host:port or smtps://…; ${NOT_SHOWN})`);
  }
  if (url.search || url.hash || (url.pathname !== '' && url.pathname !== '/')) {
    throw new Error(
      `Invalid SMTP_URL: no path, ?options or #fragment; the portal sets TLS itself (smtps://, or smtp:// with STARTTLS required; ${NOT_SHOWN})`,
    );
  }
  if (url.port === '0') throw new Error(`Invalid SMTP_URL: port 0 is no port; leave it out for 587 (smtp://) or 465 (smtps://) (${NOT_SHOWN})`);
  const secure = url.protocol === 'smtps:';
  let auth: SmtpOptions['auth'];
  try {
    auth = url.username || url.password ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined;
  } catch {
    throw new Error(`Invalid SMTP_URL: the user name or password is not valid percent-encoding (${NOT_SHOWN})`);
  }
  // A non-special scheme keeps an IPv6 host in brackets; nodemailer connects to the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port: url.port ? Number(url.port) : secure ? 465 : 587, secure, requireTLS: !secure && !isLoopbackSmtpHost(url.hostname), auth };
}

/** Where SMTP_URL sends and how, without its credentials: for the start's log line. */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const tls = url.protocol === 'smtps:' ? 'TLS' : smtpOptionsOf(smtpUrl).requireTLS ? 'STARTTLS required' : 'plain SMTP allowed: loopback';
  return `${url.protocol}//${url.host} (${tls})`;
}
