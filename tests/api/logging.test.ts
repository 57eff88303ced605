/**
 * Issue 10, hole 3 (d): the logs carry no personal data: no SQL parameters, no database messages, no query strings,
 * no request paths (they carry ids, e-mails, names and control characters that forge lines): the matched route.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { Db, Queryable } from '../../server/db/db';
import { createTestApp, KARI, ORIGIN, SETUP_TIMEOUT, type TestApp } from './support/testApp';
import { withQuery } from './support/wrapDb';

/** A database whose user updates fail the way PostgreSQL fails: a message and parameters that hold the data. */
function failingOnUserUpdate(db: Db): Db {
  const failing = (real: Queryable) => async <T,>(sql: string, params?: unknown[]): Promise<T[]> => {
    // A real error from the real database: its message quotes the value (invalid input syntax for type integer: "…").
    if (sql.startsWith('UPDATE users')) return real.query<T>('SELECT ($1::text)::int AS n', [params?.[1]]);
    return real.query<T>(sql, params);
  };
  // A change of address is written in a transaction (it may send a link to confirm the address): its queries too.
  return { ...withQuery(db, failing(db)), transaction: (fn) => db.transaction((tx) => fn({ ...tx, query: failing(tx) })) };
}

describe('logging', () => {
  let t: TestApp;
  let publicDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), 'husvern-log-public-'));
    await mkdir(join(publicDir, 'assets'));
    await writeFile(join(publicDir, 'index.html'), '<!doctype html><html lang="nb"><head><title>Min side</title></head><body></body></html>');
    await writeFile(join(publicDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ name: 'pglite' }, { config: { publicDir } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await rm(publicDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    lines.length = 0;
  });

  const capture = () => {
    const record = (...args: unknown[]) => void lines.push(args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '));
    vi.spyOn(console, 'log').mockImplementation(record);
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  };

  it('a database error is logged as its code only: no parameters, no message quoting them', async () => {
    const app = createApp({ db: failingOnUserUpdate(t.db), config: t.config, logRequests: true });
    const cookie = await t.login(KARI.ssn);
    capture();
    const res = await app.request(`${ORIGIN}/api/updateUser`, {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: KARI.id, email: 'kari.hemmelig@example.no' }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const log = lines.join('\n');
    expect(log).toContain('[error] PATCH /api/updateUser: database error 22P02');
    expect(log).toContain('PATCH /api/updateUser 500');
    expect(log).not.toContain('kari.hemmelig');
    expect(log).not.toContain(KARI.id);
    expect(log).not.toMatch(/SELECT|invalid input/i);
  });

  it('a request is logged as method, matched route (no query string), status and time', async () => {
    const app = createApp({ db: t.db, config: t.config, logRequests: true });
    const cookie = await t.login(KARI.ssn);
    capture();
    const res = await app.request(`${ORIGIN}/api/getAllAgreements?ssn=${KARI.ssn}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/getAllAgreements 200 \d+ms$/)]);
    expect(lines.join('\n')).not.toContain(KARI.ssn);
  });

  it('an unexpected error is logged by kind and place, not by its message', async () => {
    const db = t.db;
    const broken: Db = { ...db, query: async () => Promise.reject(new TypeError(`Cannot read "${KARI.ssn}"`)) };
    const app = createApp({ db: broken, config: t.config });
    capture();
    const res = await app.request(`${ORIGIN}/api/getUser`, { headers: { Cookie: 'AppServiceAuthSession=x' } });
    expect(res.status).toBe(500);
    expect(lines.join('\n')).toMatch(/^\[error\] GET \/api\/getUser: TypeError/);
    expect(lines.join('\n')).not.toContain(KARI.ssn);
  });

  /** One request through a logging app; the lines it logged. */
  const logged = async (path: string, headers: Record<string, string> = {}, db: Db = t.db) => {
    const app = createApp({ db, config: t.config, logRequests: true });
    lines.length = 0;
    capture();
    const res = await app.request(`${ORIGIN}${path}`, { headers });
    await res.arrayBuffer();
    return { status: res.status, lines: [...lines] };
  };
  const UNPRINTABLE = /\p{Cc}/u;

  it('a path with CR, LF and ESC gives one line, with the matched route and none of those characters', async () => {
    const cookie = await t.login(KARI.ssn);
    const forged = 'x%0D%0AFAKE%20LOG%20LINE%1B[31m';
    const cases: { path: string; headers: Record<string, string>; line: RegExp }[] = [
      { path: `/api/${forged}`, headers: {}, line: /^GET \/api\/\* 401 \d+ms$/ },
      { path: `/api/${forged}`, headers: { Cookie: cookie }, line: /^GET \/api\/\* 404 \d+ms$/ },
      { path: `/api/getCase/${forged}`, headers: { Cookie: cookie }, line: /^GET \/api\/getCase\/:caseId 404 \d+ms$/ },
      { path: `/${forged}`, headers: { Accept: 'text/html' }, line: /^GET \(app page\) 200 \d+ms$/ },
      { path: `/${forged}`, headers: {}, line: /^GET \/\* 404 \d+ms$/ },
    ];
    for (const { path, headers, line } of cases) {
      const out = await logged(path, headers);
      expect(out.lines, path).toEqual([expect.stringMatching(line)]);
      expect(out.lines[0]).not.toMatch(UNPRINTABLE);
      expect(out.lines[0]).not.toContain('FAKE');
    }
  });

  it('a path with an e-mail address, a fødselsnummer or a name is logged by its route, without them', async () => {
    const cookie = await t.login(KARI.ssn);
    const cases: { path: string; headers: Record<string, string>; line: RegExp }[] = [
      { path: '/profil/kari.nordmann@example.no', headers: { Accept: 'text/html' }, line: /^GET \(app page\) 200 \d+ms$/ },
      { path: `/api/getAllAgreements/${KARI.ssn}`, headers: { Cookie: cookie }, line: /^GET \/api\/getAllAgreements\/:agreementId 404 \d+ms$/ },
      { path: `/api/getAllAgreements/${KARI.ssn}`, headers: {}, line: /^GET \/api\/getAllAgreements\/:agreementId 401 \d+ms$/ },
      { path: '/api/getCase/Kari%20Nordmann', headers: { Cookie: cookie }, line: /^GET \/api\/getCase\/:caseId 404 \d+ms$/ },
      { path: '/emulator/kari.nordmann@example.no', headers: {}, line: /^GET \/emulator\/\* 404 \d+ms$/ },
    ];
    for (const { path, headers, line } of cases) {
      const out = await logged(path, headers);
      expect(out.lines, path).toEqual([expect.stringMatching(line)]);
      expect(out.lines[0]).not.toMatch(/kari|nordmann|17047012345/i);
    }
  });

  it("a built file is logged by the file's own path", async () => {
    expect((await logged('/assets/index-abc123.js')).lines).toEqual([expect.stringMatching(/^GET \/assets\/index-abc123\.js 200 \d+ms$/)]);
  });

  it('an error on a path with personal data or control characters is logged by its route', async () => {
    const broken: Db = { ...t.db, query: async () => Promise.reject(new TypeError('broken')) };
    for (const path of ['/api/getCase/Kari%20Nordmann', '/api/getCase/x%0D%0AFAKE%1B[31m']) {
      const out = await logged(path, { Cookie: 'AppServiceAuthSession=x' }, broken);
      expect(out.status).toBe(500);
      expect(out.lines).toEqual([expect.stringMatching(/^\[error\] GET \/api\/getCase\/:caseId: TypeError/), expect.stringMatching(/^GET \/api\/getCase\/:caseId 500 \d+ms$/)]);
      expect(out.lines.join('\n')).not.toMatch(/Kari|Nordmann|FAKE/);
      for (const line of out.lines) expect(line).not.toMatch(UNPRINTABLE);
    }
  });
});
