/**
 * The browser tests' mailbox: the server they start sends its e-mails (SMTP_URL, playwright.config.ts) to an SMTP
 * server on 127.0.0.1 that global-setup.ts starts for the run, which keeps each message as a file in E2E_MAIL_DIR.
 * A spec reads the e-mails sent to an address from there (it runs in another process than the SMTP server).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Set once by playwright.config.ts; inherited by the web server, global setup and the workers. */
export function mailboxSettings(): { port: number; dir: string } {
  process.env.E2E_SMTP_PORT ??= String(10_000 + Math.floor(Math.random() * 10_000));
  process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'husvern-e2e-mail-'));
  return { port: Number(process.env.E2E_SMTP_PORT), dir: process.env.E2E_MAIL_DIR };
}

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  /** When it arrived (ms), for the order of several to one address. */
  at: number;
}

let received = 0;

/** Starts the SMTP server (no TLS, no login: loopback only); resolves to its stop. */
export async function startMailbox(): Promise<() => Promise<void>> {
  const { port, dir } = mailboxSettings();
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: StoredMail = { to: session.envelope.rcptTo.map((r) => r.address), subject: parsed.subject ?? '', text: parsed.text ?? '', at: Date.now() };
          writeFileSync(join(dir, `${String(++received).padStart(6, '0')}.json`), JSON.stringify(mail));
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The e-mails to `address` received so far, oldest first. */
export function mailsTo(address: string, subject?: string): StoredMail[] {
  const { dir } = mailboxSettings();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address) && (subject === undefined || mail.subject === subject));
}
