/** SMTP_URL, NOTIFY_*, PUBLIC_URL: the e-mails to customers (server/notify/). */
import addressparser from 'nodemailer/lib/addressparser';
import { CONTACT, PRODUCT_NAME } from '../../domain/brand';
import { isEmailAddress } from '../../domain/schemas/emailAddress';
import { smtpOptionsOf } from '../notify/smtpUrl';
import { isLoopbackHost, isProduction, nonNegativeInt, ORIGIN_SHAPE, plainHttpUrl, positiveInt } from './envValues';

export interface NotifyConfig {
  /**
   * SMTP_URL (a secret): `smtps://user:password@host:465` (TLS) or `smtp://user:password@host:587` (STARTTLS
   * required: a server that does not offer it gets no password and no mail), plain SMTP only to a loopback address
   * (server/notify/smtpUrl.ts). No ?options. Unset → nothing is sent: the e-mails wait in the outbox, and the log says so.
   */
  smtpUrl: string | undefined;
  /** NOTIFY_FROM: the sender, `Name <address>` or an address; default DEFAULT_NOTIFY_FROM. */
  from: { name: string; address: string };
  /**
   * PUBLIC_URL: the portal's origin as customers reach it, for the link in an e-mail. Default http://localhost:PORT;
   * required in production when SMTP_URL is set.
   */
  publicUrl: string;
  /** NOTIFY_POLL_MS: how often the sender looks for e-mails due (other servers' and the command's too), default 5000. */
  pollMs: number;
  /** NOTIFY_RETRY_FIRST_MS and NOTIFY_RETRY_MAX_MS: a failed e-mail is tried again after 1 s, 2 s, 4 s … at most 1 hour. */
  retryFirstMs: number;
  retryMaxMs: number;
  /**
   * NOTIFY_STATUS_MERGE_MS: a status e-mail waits this long after its case's first change (default 60000, 1 minute;
   * 0: no wait), and changes meanwhile merge into it, so a burst of changes is one e-mail with the latest status.
   */
  statusMergeMs: number;
}

/** The brand's name at a no-reply address of the brand's own domain (that of its customer service address). */
export const DEFAULT_NOTIFY_FROM = `${PRODUCT_NAME} <ikke-svar@${CONTACT.email.split('@')[1]}>`;

/** NOTIFY_FROM: exactly one address (with or without a display name); anything else stops the start. */
function notifyFrom(raw: string | undefined): NotifyConfig['from'] {
  const value = (raw ?? '').trim() || DEFAULT_NOTIFY_FROM;
  const parsed = /[\r\n]/.test(value) ? [] : addressparser(value, { flatten: true });
  const [first] = parsed;
  if (parsed.length !== 1 || !first || !isEmailAddress(first.address)) {
    throw new Error(`Invalid NOTIFY_FROM: ${value} (one address, e.g. "${DEFAULT_NOTIFY_FROM}")`);
  }
  return { name: first.name, address: first.address };
}

/**
 * SMTP_URL: smtps://, or smtp:// (STARTTLS required but to loopback), with a host and no options
 * (server/notify/smtpUrl.ts); anything else stops the start. Never echoed (it holds the password).
 */
function smtpUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  smtpOptionsOf(value);
  return value;
}

/** Why a minute: docs/configuration.md, NOTIFY_STATUS_MERGE_MS. */
export const DEFAULT_STATUS_MERGE_MS = 60_000;

/**
 * PUBLIC_URL: an origin (scheme://host[:port]); in production an https one (http on loopback for tests), and
 * required once e-mails are sent: a link to localhost in a customer's e-mail helps nobody.
 */
function publicUrl(env: NodeJS.ProcessEnv, port: number, sending: boolean): string {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (!raw) {
    if (sending && isProduction(env)) {
      throw new Error('Refusing to start: SMTP_URL is set, so PUBLIC_URL is needed: the address customers reach the portal at, for the link in their e-mails (docs/configuration.md)');
    }
    return `http://localhost:${port}`;
  }
  const url = ORIGIN_SHAPE.test(raw) ? plainHttpUrl(raw) : null;
  if (!url) throw new Error(`Invalid PUBLIC_URL: ${raw} (scheme://host[:port], no path, query or credentials)`);
  if (isProduction(env) && url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) {
    throw new Error(`Invalid PUBLIC_URL: ${raw} (https:// in production; http:// only on a loopback address)`);
  }
  return url.origin;
}

export function notifyConfig(env: NodeJS.ProcessEnv, port: number): NotifyConfig {
  const smtp = smtpUrl(env.SMTP_URL);
  const retryFirstMs = positiveInt(env, 'NOTIFY_RETRY_FIRST_MS', 1000);
  const retryMaxMs = positiveInt(env, 'NOTIFY_RETRY_MAX_MS', 60 * 60 * 1000);
  if (retryMaxMs < retryFirstMs) throw new Error(`Invalid NOTIFY_RETRY_MAX_MS: ${retryMaxMs} (at least NOTIFY_RETRY_FIRST_MS, ${retryFirstMs})`);
  return {
    smtpUrl: smtp,
    from: notifyFrom(env.NOTIFY_FROM),
    publicUrl: publicUrl(env, port, smtp !== undefined),
    pollMs: positiveInt(env, 'NOTIFY_POLL_MS', 5000),
    retryFirstMs,
    retryMaxMs,
    statusMergeMs: nonNegativeInt(env, 'NOTIFY_STATUS_MERGE_MS', DEFAULT_STATUS_MERGE_MS),
  };
}
