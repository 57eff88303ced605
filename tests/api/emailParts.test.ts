/**
 * Issue 38, part 2, the parts without a database: the e-mail settings, the texts, the backoff, what a failure and a
 * recipient look like in the logs, and the sender's loop. The sending itself: caseEmails.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DEFAULT_NOTIFY_FROM } from '../../server/config/notifyConfig';
import { maskEmail } from '../../server/notify/maskEmail';
import { runLoop } from '../../server/notify/loop';
import { renderCaseEmail, type CaseEmailFacts } from '../../server/notify/messages';
import { factsOf, retryDelayMs } from '../../server/notify/sender';
import { isPermanentRefusal, smtpFailure } from '../../server/notify/smtp';
import { smtpOptionsOf, smtpServerOf } from '../../server/notify/smtpUrl';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SMTP_URL, NOTIFY_FROM, PUBLIC_URL and the timing', () => {
  it('defaults: nothing sent, the brand from a no-reply address, links to localhost on PORT, 5 s polls, 1 s … 1 h retries', () => {
    expect(DEFAULT_NOTIFY_FROM).toBe('Husvern <ikke-svar@husvern.no>');
    expect(loadConfig({ PORT: '3100' }).notify).toEqual({
      smtpUrl: undefined,
      from: { name: 'Husvern', address: 'ikke-svar@husvern.no' },
      publicUrl: 'http://localhost:3100',
      pollMs: 5000,
      retryFirstMs: 1000,
      retryMaxMs: 3_600_000,
      statusMergeMs: 60_000,
    });
  });

  it('takes smtp:// and smtps:// URLs, a sender with or without a name, and an origin for the links', () => {
    const notify = loadConfig({
      SMTP_URL: 'smtps://apikey:s3cret@smtp.example.net:465',
      NOTIFY_FROM: '"Husvern kundeservice" <post@husvern.no>',
      PUBLIC_URL: 'https://minside.husvern.no/',
      NOTIFY_POLL_MS: '250',
      NOTIFY_RETRY_FIRST_MS: '50',
      NOTIFY_RETRY_MAX_MS: '800',
      NOTIFY_STATUS_MERGE_MS: '0',
    }).notify;
    expect(notify).toEqual({
      smtpUrl: 'smtps://apikey:s3cret@smtp.example.net:465',
      from: { name: 'Husvern kundeservice', address: 'post@husvern.no' },
      publicUrl: 'https://minside.husvern.no',
      pollMs: 250,
      retryFirstMs: 50,
      retryMaxMs: 800,
      statusMergeMs: 0,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://relay.internal:25', NOTIFY_FROM: 'post@husvern.no' }).notify.from).toEqual({ name: '', address: 'post@husvern.no' });
  });

  it('refuses an SMTP_URL that is no smtp:// or smtps:// URL, without echoing it (it may hold a password)', () => {
    for (const value of ['https://user:s3cret@smtp.example.net', 'user:s3cret@smtp.example.net', 'smtp://']) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: value });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^Invalid SMTP_URL/);
      expect(message).not.toContain('s3cret');
    }
  });

  /** The message of the start's refusal, or '' when it starts. */
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
      return '';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it.each([
    ['options that turn TLS off', 'smtp://apikey:s3cret@smtp.example.net:587?ignoreTLS=true'],
    ['options that say it is secure', 'smtp://apikey:s3cret@smtp.example.net:587/?secure=false&requireTLS=false'],
    ['a path', 'smtps://apikey:s3cret@smtp.example.net/relay'],
    ['a fragment', 'smtps://apikey:s3cret@smtp.example.net#x'],
  ])('refuses an SMTP_URL with %s at the start, without echoing the password', (_label, value) => {
    const message = refusal({ SMTP_URL: value });
    expect(message).toMatch(/^Invalid SMTP_URL: no path, \?options or #fragment; the portal sets TLS itself \(smtps:\/\/, or smtp:\/\/ with STARTTLS required/);
    expect(message).not.toMatch(/s3cret|apikey|smtp\.example/);
  });

  it('takes TLS from the scheme alone: smtps:// is TLS, smtp:// requires STARTTLS, plain only to loopback; never the URL to nodemailer', () => {
    expect(smtpOptionsOf('smtps://apikey:s3cr%40t@smtp.example.net')).toEqual({
      host: 'smtp.example.net', port: 465, secure: true, requireTLS: false, auth: { user: 'apikey', pass: 's3cr@t' },
    });
    expect(smtpOptionsOf('smtp://apikey:s3cret@smtp.example.net')).toEqual({
      host: 'smtp.example.net', port: 587, secure: false, requireTLS: true, auth: { user: 'apikey', pass: 's3cret' },
    });
    expect(smtpOptionsOf('smtp://relay.internal:25')).toMatchObject({ host: 'relay.internal', port: 25, requireTLS: true, auth: undefined });
    // Loopback: 127.0.0.0/8, ::1 and localhost, however written; nothing that only looks like it.
    for (const host of ['127.0.0.1', '127.5.6.7', '[::1]', 'localhost', 'LocalHost']) expect(smtpOptionsOf(`smtp://u:p@${host}:2525`).requireTLS).toBe(false);
    expect(smtpOptionsOf('smtp://u:p@[::1]:2525').host).toBe('::1');
    // A quad with leading zeros is no IP to Node: it goes to the resolver (as a name, when it is no octal number either).
    for (const host of ['127.1', '127.0.0.256', '127.089.0.1', '127.000.000.001', 'localhost.evil.example', 'localhost.', '[::ffff:127.0.0.1]', '192.0.2.2', '10.0.0.1']) {
      expect(smtpOptionsOf(`smtp://u:p@${host}:2525`).requireTLS).toBe(true);
    }
    for (const url of ['smtps://u:secret@relay.internal:0', 'smtp://u:secret@127.0.0.1:0']) expect(() => smtpOptionsOf(url)).toThrow(/^Invalid SMTP_URL: port/);
    expect(smtpServerOf('smtp://u:p@relay.internal:587')).toBe('smtp://relay.internal:587 (STARTTLS required)');
    expect(smtpServerOf('smtps://u:p@relay.internal')).toBe('smtps://relay.internal (TLS)');
    expect(smtpServerOf('smtp://u:p@127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525 (plain SMTP allowed: loopback)');
  });

  it('NOTIFY_STATUS_MERGE_MS: a minute by default, 0 for none, nothing else', () => {
    expect(loadConfig({}).notify.statusMergeMs).toBe(60_000);
    expect(loadConfig({ NOTIFY_STATUS_MERGE_MS: '0' }).notify.statusMergeMs).toBe(0);
    expect(loadConfig({ NOTIFY_STATUS_MERGE_MS: '1500' }).notify.statusMergeMs).toBe(1500);
    for (const value of ['-1', '1.5', 'soon']) expect(refusal({ NOTIFY_STATUS_MERGE_MS: value })).toMatch(/^Invalid NOTIFY_STATUS_MERGE_MS/);
  });

  it.each(['', 'Husvern', 'a@b.no, c@d.no', 'ikke en adresse <x>', 'Husvern <ikke-svar@husvern.no>\r\nBcc: x@y.no'])('refuses NOTIFY_FROM %j unless empty', (value) => {
    if (value === '') expect(loadConfig({ NOTIFY_FROM: value }).notify.from.address).toBe('ikke-svar@husvern.no');
    else expect(() => loadConfig({ NOTIFY_FROM: value })).toThrow(/Invalid NOTIFY_FROM/);
  });

  it('in production, SMTP_URL needs PUBLIC_URL, and PUBLIC_URL must be https (http on loopback only)', () => {
    const prod = { NODE_ENV: 'production', ALLOW_TEST_LOGIN_IN_PRODUCTION: '1' };
    expect(() => loadConfig({ ...prod, SMTP_URL: 'smtp://relay:25' })).toThrow(/SMTP_URL is set, so PUBLIC_URL is needed/);
    expect(loadConfig(prod).notify.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...prod, SMTP_URL: 'smtp://relay:25', PUBLIC_URL: 'https://minside.husvern.no' }).notify.publicUrl).toBe('https://minside.husvern.no');
    expect(loadConfig({ ...prod, PUBLIC_URL: 'http://127.0.0.1:3000' }).notify.publicUrl).toBe('http://127.0.0.1:3000');
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://minside.husvern.no' })).toThrow(/Invalid PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'http://minside.test:8080' }).notify.publicUrl).toBe('http://minside.test:8080');
  });

  it.each(['minside.husvern.no', 'https://minside.husvern.no/min-side', 'https://x:y@minside.husvern.no', 'https://minside.husvern.no?a=1', 'ftp://minside.husvern.no'])(
    'refuses PUBLIC_URL %s',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/Invalid PUBLIC_URL/);
    },
  );

  it('refuses a longest retry shorter than the first', () => {
    expect(() => loadConfig({ NOTIFY_RETRY_FIRST_MS: '5000', NOTIFY_RETRY_MAX_MS: '1000' })).toThrow(/Invalid NOTIFY_RETRY_MAX_MS/);
  });
});

describe('the texts', () => {
  const facts: CaseEmailFacts = {
    kind: 'case_status',
    status: 'Befaring avtalt',
    damageType: 'Mus/rotter',
    damageDate: '01.10.2025',
    caseUrl: 'https://minside.husvern.no/skadesaker/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a02/oppsummering',
  };

  it('a status e-mail: subject, plain text with the link, the one sentence on e-mail and how to stop them', () => {
    const email = renderCaseEmail(facts);
    expect(email.subject).toBe('Saken din har ny status: Befaring avtalt');
    expect(email.text).toBe(
      [
        'Hei!',
        'Skadesaken din har fått ny status: Befaring avtalt.',
        'Skadetype: Mus/rotter\nSkadedato: 01.10.2025',
        `Se saken på Min side:\n${facts.caseUrl}`,
        'E-post er ikke en sikker kanal, så resten av saken ser du når du logger inn på Min side.',
        'Du får denne e-posten fordi du har valgt å få beskjed når saken endrer status. Du kan slå det av under Om deg på Min side.',
        'Denne e-posten er sendt automatisk og kan ikke besvares.',
        'Med vennlig hilsen\nHusvern',
      ].join('\n\n'),
    );
  });

  it('the receipt: its subject, and no word about the status choice', () => {
    const email = renderCaseEmail({ ...facts, kind: 'case_received', damageDate: undefined });
    expect(email.subject).toBe('Vi har mottatt skademeldingen din');
    expect(email.text).toContain('Takk for skademeldingen.');
    expect(email.text).not.toContain('Skadedato');
    expect(email.text).not.toContain('slå det av');
  });

  it('the HTML part: bokmål, the brand, the link, every value escaped', () => {
    const html = renderCaseEmail({ ...facts, damageType: '<b>"Mus" & \'rotter\'</b>', caseUrl: 'https://minside.husvern.no/skadesaker/x"><script>/oppsummering' }).html;
    expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
    expect(html).toContain('<title>Saken din har ny status: Befaring avtalt</title>');
    expect(html).toContain('&lt;b&gt;&quot;Mus&quot; &amp; &#39;rotter&#39;&lt;/b&gt;');
    expect(html).toContain('href="https://minside.husvern.no/skadesaker/x&quot;&gt;&lt;script&gt;/oppsummering"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('#1d5c4a');
  });

  it('names the damage type by its Norwegian name (never the customer’s own words), the date as the case page shows it', () => {
    const claimed = {
      id: '1',
      claim: 'c',
      kind: 'case_received' as const,
      caseId: 'c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a02',
      recipient: 'kari@example.no',
      attempts: 1,
      statusCode: 'befaring_avtalt' as const,
    };
    expect(factsOf({ ...claimed, damageType: '5b0f8f1e-3c1a-4a52-9a31-0c1d2e3f4a12', damageDate: '2025-10-01T22:30:00Z' }, 'https://minside.husvern.no')).toEqual({
      kind: 'case_received',
      status: 'Befaring avtalt',
      damageType: 'Annet',
      damageDate: '02.10.2025',
      caseUrl: 'https://minside.husvern.no/skadesaker/c5e7a9b1-2d4f-4061-8a3c-5e7f9b1d3a02/oppsummering',
    });
    expect(factsOf({ ...claimed, damageType: null, damageDate: null }, 'https://minside.husvern.no')).toMatchObject({ damageType: 'Skade ikke oppgitt', damageDate: undefined });
  });
});

describe('retries and logs', () => {
  it('waits 1 s, 2 s, 4 s … after each failed try, at most the longest', () => {
    const timing = { retryFirstMs: 1000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 12, 13, 500].map((n) => retryDelayMs(n, timing))).toEqual([1000, 2000, 4000, 8000, 2_048_000, 3_600_000, 3_600_000]);
  });

  it('masks a recipient for the log', () => {
    expect(maskEmail('kari.nordmann@example.no')).toBe('k***@e***.no');
    expect(maskEmail('ø@post.mail.co.uk')).toBe('ø***@p***.uk');
    expect(maskEmail('no-at-sign')).toBe('***');
  });

  it('tells a failure by its code and SMTP reply, never by its message', () => {
    const rejected = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <kari@example.no>"), { code: 'EENVELOPE', responseCode: 550 });
    expect(smtpFailure(rejected)).toBe('EENVELOPE 550');
    expect(smtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('ESOCKET');
    expect(smtpFailure(new TypeError('kari@example.no'))).toBe('TypeError');
    expect(smtpFailure(Object.assign(new Error('x'), { code: 'kari@example.no' }))).toBe('Error');
  });

  it('takes a 5xx to the recipient or the message as a refusal for good; a 5xx to MAIL FROM, the connection, TLS or AUTH is the server’s, tried again', () => {
    const err = (code: string, responseCode?: number, command?: string) => Object.assign(new Error('x'), { code, responseCode, command });
    expect([err('EENVELOPE', 501, 'RCPT TO'), err('EENVELOPE', 550, 'RCPT TO'), err('EMESSAGE', 554, 'DATA')].map(isPermanentRefusal)).toEqual([true, true, true]);
    const notOwn = [err('EENVELOPE', 451, 'RCPT TO'), err('EMESSAGE', 452, 'DATA'), err('EAUTH', 535), err('ETLS', 502), err('ECONNECTION', 554), err('ESOCKET')];
    notOwn.push(err('EENVELOPE', 550, 'MAIL FROM'), err('EPROTOCOL', 554, 'CONN'), err('EENVELOPE', 550));
    expect(notOwn.map(isPermanentRefusal)).toEqual(notOwn.map(() => false));
  });
});

describe('the loop', () => {
  it('runs a round at once, after a nudge, and after the wait a round asks for; stop waits for the round under way', async () => {
    const rounds: number[] = [];
    let release: () => void = () => undefined;
    const loop = runLoop(
      async () => {
        rounds.push(Date.now());
        if (rounds.length === 3) await new Promise<void>((resolve) => (release = resolve));
        return rounds.length === 1 ? 60_000 : 50;
      },
      60_000,
      () => undefined,
    );
    await sleep(100);
    expect(rounds).toHaveLength(1);
    loop.nudge();
    await sleep(30);
    expect(rounds).toHaveLength(2);
    // The second round asked for 50 ms: the third runs then, and holds.
    await sleep(100);
    expect(rounds).toHaveLength(3);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await sleep(100);
    expect(rounds).toHaveLength(3);
  });

  it('goes on after a round that throws, and reports it', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const loop = runLoop(
      async () => {
        n++;
        if (n === 1) throw new Error('database gone');
        return null;
      },
      20,
      (err) => errors.push(err),
    );
    await sleep(120);
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(n).toBeGreaterThan(2);
  });
});
