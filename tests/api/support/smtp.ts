/**
 * A real SMTP server for the e-mail tests (smtp-server, by nodemailer's author), on 127.0.0.1 (or the host given):
 * it asks for the credentials the tests' SMTP_URL carries and keeps every message it accepts, raw and parsed
 * (mailparser), and what the clients sent it: every byte, each AUTH and each RCPT TO. It offers no STARTTLS.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'husvern-test';
export const SMTP_PASSWORD = 'hemmelig-passord';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  port: number;
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Every RCPT TO address the clients gave, the refused ones too, in order. */
  recipientsTried: string[];
  /** The user names of the AUTH commands the clients completed (whatever the outcome). */
  auths: string[];
  /** Every byte the clients sent, as text. */
  clientBytes(): string;
  /** The messages received until `count` have come (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The SMTP_URL of the test server on `port`, with its credentials. */
export const smtpUrlAt = (port: number) => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SmtpOptions {
  /** It takes that long to accept each message. */
  delayMs?: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** A recipient it refuses with this SMTP reply code (a 5xx: for good); undefined accepts. */
  refuse?: (address: string) => number | undefined;
  /** It takes that long to answer a refused RCPT TO (a slow refusal holds the sender's connection). */
  refuseDelayMs?: number;
  /** MAIL FROM (the portal's own sender address) refused with this SMTP reply code; undefined accepts. */
  refuseSender?: () => number | undefined;
}

/** Starts the server on `port` (a free one when 0). */
export async function startSmtp(port = 0, { delayMs = 0, host = '127.0.0.1', refuse, refuseDelayMs = 0, refuseSender }: SmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const recipientsTried: string[] = [];
  const auths: string[] = [];
  const bytes: Buffer[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      auths.push(auth.username ?? '');
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      const code = refuseSender?.();
      if (code === undefined) return callback();
      callback(Object.assign(new Error('Sender refused'), { responseCode: code }));
    },
    onRcptTo(address, _session, callback) {
      recipientsTried.push(address.address);
      const code = refuse?.(address.address);
      if (code === undefined) return callback();
      setTimeout(() => callback(Object.assign(new Error('Recipient refused'), { responseCode: code })), refuseDelayMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        simpleParser(raw).then(
          async (parsed) => {
            await sleep(delayMs);
            received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.server.on('connection', (socket: import('node:net').Socket) => socket.on('data', (chunk: Buffer) => bytes.push(chunk)));
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    url: smtpUrlAt(actual),
    received,
    recipientsTried,
    auths,
    clientBytes: () => Buffer.concat(bytes).toString('utf8'),
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} of ${count} e-mails received within ${ms} ms`);
        await sleep(25);
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
