/** Server configuration, from the environment only (no secrets in the repository). */
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { CONTACT, PRODUCT_NAME } from '../domain/brand';
import { isEmailAddress } from '../domain/schemas/emailAddress';
import { KARTVERKET_ORIGIN } from './lib/mapStyle';
import { smtpOptionsOf } from './notify/smtpUrl';

/** Per-customer and per-IP limits; over one → 429 with a Norwegian message. */
export interface Limits {
  /** UPLOADS_PER_MINUTE: attachment uploads per customer in any 60 s (default 60: a case may hold 50, picked at once). */
  uploadsPerMinute: number;
  /** MAX_OPEN_DRAFTS: drafts a customer may have open at once (default 50). */
  maxOpenDrafts: number;
  /** ORDERS_PER_DAY: insurance orders per customer in any 24 h (default 20). */
  ordersPerDay: number;
  /** NEW_TEST_CUSTOMERS_PER_HOUR: new customers the test e-ID login creates per client IP in any hour (default 20). */
  newTestCustomersPerHour: number;
  /** LOGIN_STARTS_PER_HOUR: e-ID logins (AUTH_MODE=oidc) started per client IP in any hour (default 300); each is a row until it expires. */
  loginStartsPerHour: number;
}

export interface Config {
  /** PORT, default 3000. */
  port: number;
  /** DATABASE_URL: PostgreSQL connection string. Unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per server process, kept open once made (default 10). */
  databasePoolSize: number;
  /** DATA_DIR: PGlite data directory, default ./data/pglite. */
  dataDir: string;
  /** ATTACHMENTS_DIR: where uploaded files are stored (with either database), default DATA_DIR/attachments. */
  attachmentsDir: string;
  /**
   * ATTACHMENTS_BLOB_CONNECTION_STRING (a secret; set → files in Azure Blob Storage instead of ATTACHMENTS_DIR) and
   * ATTACHMENTS_BLOB_CONTAINER (default 'attachments', created if missing).
   */
  attachmentsBlob: { connectionString: string; container: string } | undefined;
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, how long requests under way may take to finish (default 25000, under App Service's 30 s). */
  shutdownDrainMs: number;
  /**
   * AUTH_MODE: how customers log in (docs/auth.md). 'test' (default): the test e-ID page with its demo people.
   * 'oidc': this server is an OpenID Connect relying party of the e-ID (Signicat, ID-porten), see `oidc`.
   * 'easyauth': Azure App Service Authentication logs in and passes the identity in X-MS-CLIENT-PRINCIPAL.
   */
  authMode: 'test' | 'oidc' | 'easyauth';
  /** AUTH_MODE=oidc: the provider and this client (OIDC_* variables). */
  oidc: OidcConfig | undefined;
  /** The identity claims (AUTH_MODE=oidc and easyauth): OIDC_NIN_CLAIM, default 'nin'; OIDC_NAME_CLAIM, default 'name'. */
  identityClaims: { nin: string; name: string };
  /** PUBLIC_DIR: the built app, default dist. */
  publicDir: string;
  /** ADDRESS_SEARCH_TOKEN: token the address search emulator requires in X-WAAPI-TOKEN. */
  addressSearchToken: string;
  /**
   * TRUSTED_ORIGINS: comma-separated extra origins treated as this site for login redirects, the login form's
   * Origin check and the /api Origin check, e.g. the Vite dev server whose proxy rewrites the Host header. Unset
   * with AUTH_MODE=test → the local Vite origins (http://localhost:5173, http://127.0.0.1:5173); set it empty to trust none.
   */
  trustedOrigins: string[];
  /**
   * TRUST_PROXY: whether X-Forwarded-Proto and X-Forwarded-For are believed. Unset or 0 → never; 1 → always (the
   * server is reachable only through its TLS-terminating proxy); a comma-separated list of IP addresses → only when
   * the connection comes from one of them.
   */
  trustProxy: boolean | string[];
  /**
   * Origins the browser may reach besides this site, for the CSP: the origins of VITE_ADDRESS_SEARCH_URL and
   * VITE_COMPANY_REGISTER_URL (when absolute; give the server the same values the app was built with) → connect-src.
   */
  connectOrigins: string[];
  /** MAP_TILE_ORIGINS: comma-separated origins of the map tile service → connect-src and img-src. */
  mapTileOrigins: string[];
  /**
   * MAP_STYLE: the map style /map/style.json serves. 'local' (default): offline, the bundled address points and
   * streets on a plain background; 'kartverket': Kartverket's open topographic raster tiles (needs internet).
   */
  mapStyle: 'local' | 'kartverket';
  limits: Limits;
  /**
   * The claims system's API (PUT /api/claims/cases/{incidentId}/status, routes/claims.ts): CLAIMS_API_ISSUER,
   * CLAIMS_API_AUDIENCE and CLAIMS_API_ROLE. Unset issuer → undefined, and the API answers 404.
   */
  claimsApi: ClaimsApiConfig | undefined;
  /** E-mails to customers about their cases (server/notify/): SMTP_URL, NOTIFY_FROM, PUBLIC_URL and the sender's timing. */
  notify: NotifyConfig;
  /** How long a session lives unused, and when the app warns (docs/auth.md, «A session that is not used ends by itself»). */
  session: SessionConfig;
}

export interface SessionConfig {
  /**
   * SESSION_IDLE_MINUTES (default 20): a session not used for this long ends, besides its absolute lifetime of
   * 8 hours. SESSION_IDLE_SECONDS, when set, is taken instead (tests use a few seconds).
   */
  idleSeconds: number;
  /** SESSION_WARN_SECONDS: how long before the idle end «Du blir snart logget ut» shows; default 120, at most half the idle time. */
  warnBeforeSeconds: number;
}

export const DEFAULT_SESSION_IDLE_MINUTES = 20;
const DEFAULT_SESSION_WARN_SECONDS = 120;

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

/** Who may move a case's status: access tokens of this issuer, for this audience, carrying this app role. */
export interface ClaimsApiConfig {
  /**
   * CLAIMS_API_ISSUER: the token issuer as it writes `iss` (Entra ID: https://login.microsoftonline.com/{tenant-id}/v2.0),
   * discovered at {issuer}/.well-known/openid-configuration for its JWKS. https, or http on a loopback address.
   */
  issuer: string;
  /** CLAIMS_API_AUDIENCE: the `aud` a token must carry (required with the issuer). */
  audience: string;
  /** CLAIMS_API_ROLE: the app role the `roles` claim must hold, default Cases.Status.Write. */
  role: string;
}

export interface OidcConfig {
  /** OIDC_ISSUER: the provider's issuer, discovered at /.well-known/openid-configuration. https, or http on a loopback address. */
  issuer: URL;
  /** OIDC_CLIENT_ID */
  clientId: string;
  /** OIDC_CLIENT_SECRET: sent to the token endpoint in the body (client_secret_post). */
  clientSecret: string;
  /** OIDC_SCOPES, default 'openid profile'; must include openid. */
  scopes: string;
}

const LOCAL_VITE_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

export const DEFAULT_LIMITS: Limits = { uploadsPerMinute: 60, maxOpenDrafts: 50, ordersPerDay: 20, newTestCustomersPerHour: 20, loginStartsPerHour: 300 };

/**
 * A host a CSP source may name as it is: a DNS name (letters, digits, hyphens; punycode for the rest), IPv4 or
 * [IPv6]. No wildcard: `https://*` would let the app's pages reach any host. URL parsing lets `*`, `'` and `,` through.
 */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
/** scheme://host[:port] with at most a trailing slash: no path, query, fragment or credentials to drop silently. */
const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\s]+\/?$/i;

/** An absolute http(s) URL on a plain host, without credentials; null for anything else. */
function plainHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const http = url.protocol === 'https:' || url.protocol === 'http:';
  return http && PLAIN_HOST.test(url.hostname) && !url.username && !url.password ? url : null;
}

/** A comma-separated list of origins; one that is not a plain scheme://host[:port] stops the start. */
function origins(name: string, raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = ORIGIN_SHAPE.test(s) ? plainHttpUrl(s) : null;
      if (!url) throw new Error(`Invalid origin in ${name}: ${s} (scheme://host[:port] with a plain host name or IP address; no wildcard, path or credentials)`);
      return url.origin;
    });
}

/** The origin of an absolute http(s) URL; a relative URL (the local emulators) needs none. */
function originOf(name: string, raw: string | undefined): string[] {
  if (!raw || raw.startsWith('/')) return [];
  const url = plainHttpUrl(raw.trim());
  if (!url) throw new Error(`Invalid URL in ${name}: ${raw} (an absolute http(s) URL on a plain host name or IP address; no wildcard or credentials)`);
  return [url.origin];
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid ${name}: ${raw} (a whole number of at least 1)`);
  return n;
}

const LIMIT_VARS = {
  UPLOADS_PER_MINUTE: 'uploadsPerMinute',
  MAX_OPEN_DRAFTS: 'maxOpenDrafts',
  ORDERS_PER_DAY: 'ordersPerDay',
  NEW_TEST_CUSTOMERS_PER_HOUR: 'newTestCustomersPerHour',
  LOGIN_STARTS_PER_HOUR: 'loginStartsPerHour',
} as const satisfies Record<string, keyof Limits>;

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const s = (raw ?? '').trim();
  if (s === '' || s === '0' || s.toLowerCase() === 'false') return false;
  if (s === '1' || s.toLowerCase() === 'true') return true;
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

const AUTH_MODES = ['test', 'oidc', 'easyauth'] as const;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http URL is accepted only on these hosts (local trials, tests); anything else must be https. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);
/** A claim name as providers write them: letters, digits and _ . : - (no spaces, nothing to escape). */
const CLAIM_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

function claimName(env: NodeJS.ProcessEnv, name: 'OIDC_NIN_CLAIM' | 'OIDC_NAME_CLAIM', fallback: string): string {
  const raw = (env[name] ?? '').trim() || fallback;
  if (!CLAIM_NAME.test(raw)) throw new Error(`Invalid ${name}: ${raw} (a claim name: letters, digits, _ . : -)`);
  return raw;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) throw new Error(`AUTH_MODE=oidc needs ${name} (see docs/auth.md)`);
  return raw;
}

/** The OIDC_* variables of AUTH_MODE=oidc; a missing or invalid one stops the start. */
function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig {
  const rawIssuer = required(env, 'OIDC_ISSUER');
  let issuer: URL;
  try {
    issuer = new URL(rawIssuer);
  } catch {
    throw new Error(`Invalid OIDC_ISSUER: ${rawIssuer} (an absolute https URL)`);
  }
  const loopback = isLoopbackHost(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
    throw new Error(`Invalid OIDC_ISSUER: ${rawIssuer} (must be https://, or http:// on 127.0.0.1 or localhost for local trials)`);
  }
  if (issuer.username || issuer.password || issuer.search || issuer.hash) {
    throw new Error(`Invalid OIDC_ISSUER: ${rawIssuer} (no credentials, query or fragment)`);
  }
  const scopes = (env.OIDC_SCOPES ?? '').trim().split(/\s+/).filter(Boolean);
  const scopeList = scopes.length ? scopes : ['openid', 'profile'];
  if (!scopeList.includes('openid')) throw new Error(`Invalid OIDC_SCOPES: ${env.OIDC_SCOPES} (must include openid)`);
  if (scopeList.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))) throw new Error(`Invalid OIDC_SCOPES: ${env.OIDC_SCOPES}`);
  return { issuer, clientId: required(env, 'OIDC_CLIENT_ID'), clientSecret: required(env, 'OIDC_CLIENT_SECRET'), scopes: scopeList.join(' ') };
}

export const DEFAULT_CLAIMS_API_ROLE = 'Cases.Status.Write';
/** An audience or app role value: printable ASCII without spaces, quotes or commas (Entra's app role values are stricter still). */
const TOKEN_VALUE = /^[\x21\x23-\x2b\x2d-\x7e]{1,200}$/;

/**
 * CLAIMS_API_*: the claims system's API is on when CLAIMS_API_ISSUER is set; then CLAIMS_API_AUDIENCE is required.
 * The issuer must be https://, or http:// on a loopback address (127.0.0.1, ::1, localhost); else the start stops.
 */
function claimsApiConfig(env: NodeJS.ProcessEnv): ClaimsApiConfig | undefined {
  const raw = (env.CLAIMS_API_ISSUER ?? '').trim();
  if (!raw) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(raw);
  } catch {
    throw new Error(`Invalid CLAIMS_API_ISSUER: ${raw} (an absolute https URL, e.g. https://login.microsoftonline.com/{tenant-id}/v2.0)`);
  }
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname))) {
    throw new Error(
      `Refusing to start: CLAIMS_API_ISSUER must be https:// (http:// only on a loopback address, 127.0.0.1, ::1 or localhost, for tests): ${raw}`,
    );
  }
  if (issuer.username || issuer.password || issuer.search || issuer.hash) {
    throw new Error(`Invalid CLAIMS_API_ISSUER: ${raw} (no credentials, query or fragment)`);
  }
  const audience = (env.CLAIMS_API_AUDIENCE ?? '').trim();
  if (!audience) throw new Error('Refusing to start: CLAIMS_API_ISSUER is set, so CLAIMS_API_AUDIENCE is needed: the `aud` the access tokens must carry (docs/deploy.md)');
  if (!TOKEN_VALUE.test(audience)) throw new Error(`Invalid CLAIMS_API_AUDIENCE: ${audience} (one value, no spaces, quotes or commas)`);
  const role = (env.CLAIMS_API_ROLE ?? '').trim() || DEFAULT_CLAIMS_API_ROLE;
  if (!TOKEN_VALUE.test(role)) throw new Error(`Invalid CLAIMS_API_ROLE: ${role} (one value, no spaces, quotes or commas)`);
  // The issuer as written, which is what `iss` must equal (Entra's has no trailing slash).
  return { issuer: raw, audience, role };
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

/** A whole number of milliseconds, 0 allowed. */
function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: ${raw} (a whole number, 0 or more)`);
  return n;
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

function notifyConfig(env: NodeJS.ProcessEnv, port: number): NotifyConfig {
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

/**
 * AUTH_MODE=easyauth believes X-MS-CLIENT-PRINCIPAL, which anyone can send to a server that is reachable directly.
 * App Service sets WEBSITE_AUTH_ENABLED=True when its authentication is on (it then strips that header from what
 * clients send); without it the server refuses to start.
 */
function requireEasyAuthPlatform(env: NodeJS.ProcessEnv): void {
  if ((env.WEBSITE_AUTH_ENABLED ?? '').trim().toLowerCase() !== 'true') {
    throw new Error(
      'Refusing to start: AUTH_MODE=easyauth takes the customer from the X-MS-CLIENT-PRINCIPAL header, which only Azure App Service ' +
        'Authentication may set, and WEBSITE_AUTH_ENABLED is not True (the platform sets it when its authentication is on). See docs/auth.md.',
    );
  }
}

/** NODE_ENV=production however it is written (Production, ' PRODUCTION '): a typo must not turn the guard off. */
const isProduction = (env: NodeJS.ProcessEnv) => (env.NODE_ENV ?? '').trim().toLowerCase() === 'production';

/** An Azure container name: 3–63 lower-case letters, digits and single hyphens, starting and ending with a letter or digit. */
function blobContainer(value: string | undefined): string {
  const name = value || 'attachments';
  if (!/^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`Invalid ATTACHMENTS_BLOB_CONTAINER: ${name}`);
  return name;
}

/** SESSION_IDLE_MINUTES or SESSION_IDLE_SECONDS, and SESSION_WARN_SECONDS (less than the idle time). */
function sessionConfig(env: NodeJS.ProcessEnv): SessionConfig {
  const seconds = env.SESSION_IDLE_SECONDS;
  const idleSeconds =
    seconds !== undefined && seconds !== '' ? positiveInt(env, 'SESSION_IDLE_SECONDS', 0) : positiveInt(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MINUTES) * 60;
  if (idleSeconds > 8 * 3600) throw new Error(`Invalid session idle time: ${idleSeconds} s (at most the session's lifetime, 8 hours)`);
  const warnBeforeSeconds = positiveInt(env, 'SESSION_WARN_SECONDS', Math.min(DEFAULT_SESSION_WARN_SECONDS, Math.floor(idleSeconds / 2)) || 1);
  if (warnBeforeSeconds >= idleSeconds) throw new Error(`Invalid SESSION_WARN_SECONDS: ${warnBeforeSeconds} (less than the idle time, ${idleSeconds} s)`);
  return { idleSeconds, warnBeforeSeconds };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const authMode = (env.AUTH_MODE ?? 'test').trim().toLowerCase() as Config['authMode'];
  if (!AUTH_MODES.includes(authMode)) throw new Error(`Invalid AUTH_MODE: ${env.AUTH_MODE} (${AUTH_MODES.join('|')})`);
  if (authMode === 'test' && isProduction(env) && env.ALLOW_TEST_LOGIN_IN_PRODUCTION !== '1') {
    throw new Error(
      'Refusing to start: the test e-ID login (AUTH_MODE=test, the default) lets anyone log in as anyone, and NODE_ENV is production. ' +
        'Set AUTH_MODE=oidc or easyauth (docs/auth.md), or ALLOW_TEST_LOGIN_IN_PRODUCTION=1 for a test deployment.',
    );
  }
  if (authMode === 'easyauth') requireEasyAuthPlatform(env);
  const mapStyle = (env.MAP_STYLE || 'local').toLowerCase();
  if (mapStyle !== 'local' && mapStyle !== 'kartverket') throw new Error(`Invalid MAP_STYLE: ${env.MAP_STYLE} (local|kartverket)`);
  const dataDir = env.DATA_DIR || './data/pglite';
  const limits = { ...DEFAULT_LIMITS };
  for (const [name, key] of Object.entries(LIMIT_VARS)) {
    limits[key] = positiveInt(env, name as keyof typeof LIMIT_VARS, DEFAULT_LIMITS[key]);
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
    dataDir,
    attachmentsDir: env.ATTACHMENTS_DIR || join(dataDir, 'attachments'),
    shutdownDrainMs: positiveInt(env, 'SHUTDOWN_DRAIN_MS', 25_000),
    attachmentsBlob: env.ATTACHMENTS_BLOB_CONNECTION_STRING
      ? { connectionString: env.ATTACHMENTS_BLOB_CONNECTION_STRING, container: blobContainer(env.ATTACHMENTS_BLOB_CONTAINER) }
      : undefined,
    authMode,
    oidc: authMode === 'oidc' ? oidcConfig(env) : undefined,
    identityClaims: { nin: claimName(env, 'OIDC_NIN_CLAIM', 'nin'), name: claimName(env, 'OIDC_NAME_CLAIM', 'name') },
    publicDir: env.PUBLIC_DIR || 'dist',
    addressSearchToken: env.ADDRESS_SEARCH_TOKEN || 'local-address-token',
    trustedOrigins: origins('TRUSTED_ORIGINS', env.TRUSTED_ORIGINS ?? (authMode === 'test' ? LOCAL_VITE_ORIGINS : '')),
    trustProxy: trustProxy(env.TRUST_PROXY),
    connectOrigins: [
      ...originOf('VITE_ADDRESS_SEARCH_URL', env.VITE_ADDRESS_SEARCH_URL),
      ...originOf('VITE_COMPANY_REGISTER_URL', env.VITE_COMPANY_REGISTER_URL),
    ],
    // MAP_STYLE=kartverket needs Kartverket's tile host in the CSP; it is added so the style works on its own.
    mapTileOrigins: [
      ...new Set([...origins('MAP_TILE_ORIGINS', env.MAP_TILE_ORIGINS ?? ''), ...(mapStyle === 'kartverket' ? [KARTVERKET_ORIGIN] : [])]),
    ],
    mapStyle: mapStyle as Config['mapStyle'],
    limits,
    claimsApi: claimsApiConfig(env),
    notify: notifyConfig(env, port),
    session: sessionConfig(env),
  };
}
