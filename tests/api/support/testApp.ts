/**
 * Builds the API app on a fresh database for API tests: in-memory PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (one schema per test app, dropped in close(), so files can run in parallel).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../../server/app';
import type { Auth } from '../../../server/auth';
import { loadConfig, type Config } from '../../../server/config';
import { createPgliteDb, createPostgresDb, type Db } from '../../../server/db/db';
import { DEMO_USERS } from '../../../server/db/demo';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed';
import type { Notifier } from '../../../server/notify/notifier';
import { testFiles, type StorageKind, type TestFiles } from './files';

export const SESSION_COOKIE = 'AppServiceAuthSession';
export const ORIGIN = 'http://localhost';
export const [KARI, OLA, BERIT] = DEMO_USERS;

export interface DbKind {
  name: 'pglite' | 'postgres';
}

/** The databases every API test runs against. */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? [{ name: 'pglite' }, { name: 'postgres' }] : [{ name: 'pglite' }];
}

/** A database and a file storage: the attachment suites run on each database with files on disk and in blob storage (Azurite). */
export interface Backend extends DbKind {
  storage: StorageKind;
  label: string;
}

export function testBackends(): Backend[] {
  return testDatabases().flatMap((db) => (['disk', 'blob'] as const).map((storage) => ({ ...db, storage, label: `${db.name}, ${storage}` })));
}

export interface RequestOptions {
  cookie?: string;
  /** JSON body (serialised here). */
  json?: unknown;
  /** Raw body. */
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  /**
   * Send exactly these headers. By default a request says `Sec-Fetch-Site: same-origin`, as the browser does for
   * the app's own calls, unless the test gives Sec-Fetch-Site or Origin itself.
   */
  raw?: boolean;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: Config;
  /** The attachment storage, looked into directly. */
  files: TestFiles;
  /** Logs in by POSTing the login form; returns the Cookie header value. */
  login(ssn: string): Promise<string>;
  request(method: string, path: string, opts?: RequestOptions): Promise<Response>;
  /** Closes the database and opens a new connection to the same storage, with a new app instance. */
  reopen(): Promise<TestApp>;
  /** Another app instance on the same database and files with some settings changed (do not close it). */
  variant(config: Partial<Config>): TestApp;
  close(): Promise<void>;
}

interface Storage {
  open(): Promise<Db>;
  destroy(): Promise<void>;
}

const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);

async function pgliteStorage(persistent: boolean): Promise<Storage> {
  if (!persistent) return { open: () => createPgliteDb(), destroy: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'husvern-api-test-'));
  return { open: () => createPgliteDb(dir), destroy: () => rm(dir, { recursive: true, force: true }) };
}

function postgresStorage(url: string): Storage {
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return {
    open: () => createPostgresDb(url, { schema, max: 4 }),
    async destroy() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface CreateOptions {
  /** PGlite on disk instead of memory (needed for reopen()). */
  persistent?: boolean;
  config?: Partial<Config>;
  /** Skip the demo seed. */
  empty?: boolean;
  /** Who is logged in (AUTH_MODE=oidc: createAuth's, with the provider discovered); default authFor(config). */
  auth?: Auth;
  /** Where files go: disk (default) or blob storage; a Backend's own when `kind` is one. */
  storage?: StorageKind;
  /** What the routes nudge after queueing an e-mail (default none: e-mails wait in the outbox). */
  notifier?: Pick<Notifier, 'nudge'>;
}

export async function createTestApp(kind: DbKind, opts: CreateOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind.name === 'postgres' && !url) throw new Error('TEST_DATABASE_URL is not set');
  const storage = kind.name === 'postgres' ? postgresStorage(url!) : await pgliteStorage(opts.persistent ?? false);
  const files = await testFiles(opts.storage ?? ('storage' in kind ? (kind as Backend).storage : 'disk'));
  const config: Config = { ...loadConfig({}), publicDir: '/nonexistent-public-dir', ...files.config, ...opts.config };
  const withFiles: Storage = {
    open: storage.open,
    async destroy() {
      await storage.destroy();
      await files.destroy();
    },
  };
  const db = await storage.open();
  await migrate(db);
  if (!opts.empty) await seedIfEmpty(db);
  return wrap(db, config, withFiles, files, opts.auth, opts.notifier);
}

function wrap(db: Db, config: Config, storage: Storage, files: TestFiles, auth?: Auth, notifier?: Pick<Notifier, 'nudge'>): TestApp {
  const app = createApp({ db, config, auth, notifier });
  const request = (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (!opts.raw && !hasHeader(headers, 'sec-fetch-site') && !hasHeader(headers, 'origin')) headers['Sec-Fetch-Site'] = 'same-origin';
    if (opts.cookie) headers.Cookie = opts.cookie;
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      if (!opts.raw && !hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    }
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body: body as BodyInit | undefined };
    if (body instanceof ReadableStream) init.duplex = 'half';
    return Promise.resolve(app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init));
  };
  const t: TestApp = {
    app,
    db,
    config,
    files,
    request,
    async login(ssn: string) {
      const res = await request('POST', '/.auth/login/signicat', {
        body: new URLSearchParams({ ssn, post_login_redirect_uri: '/' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      if (res.status !== 302) throw new Error(`Login failed: ${res.status}`);
      const cookie = sessionCookieFrom(res);
      if (!cookie) throw new Error('Login set no session cookie');
      return cookie;
    },
    async reopen() {
      await db.close();
      return wrap(await storage.open(), config, storage, files, auth, notifier);
    },
    variant(changes) {
      return wrap(db, { ...config, ...changes }, storage, files, auth, notifier);
    },
    async close() {
      await db.close();
      await storage.destroy();
    },
  };
  return t;
}

/** "AppServiceAuthSession=..." from a response's Set-Cookie, or null. */
export function sessionCookieFrom(res: Response): string | null {
  const header = res.headers.get('set-cookie') ?? '';
  const m = header.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
  return m && m[1] ? `${SESSION_COOKIE}=${m[1]}` : null;
}

/** Body as JSON with its type asserted by the caller. */
export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Case id from createCaseDraft's incidentUri. */
export function caseIdFrom(incidentUri: string): string {
  const m = incidentUri.match(/incidents\(([0-9a-f-]{36})\)$/);
  if (!m || !m[1]) throw new Error(`No case id in ${incidentUri}`);
  return m[1];
}

/** Timeout for beforeAll/afterAll hooks that start a database (PGlite boots in seconds, slower on a busy machine). */
export const SETUP_TIMEOUT = 120_000;
