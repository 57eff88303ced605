/**
 * Server configuration, from the environment only (no secrets in the repository). The e-mail, session, OIDC and
 * claims API variables are read in config/, with the readers of single values (config/envValues.ts).
 */
import { join } from 'node:path';
import { KARTVERKET_ORIGIN } from './lib/mapStyle';
import { claimsApiConfig, type ClaimsApiConfig } from './config/claimsApiConfig';
import { isProduction, originOf, origins, positiveInt } from './config/envValues';
import { notifyConfig, type NotifyConfig } from './config/notifyConfig';
import { oidcConfig, type OidcConfig } from './config/oidcConfig';
import { sessionConfig, type SessionConfig } from './config/sessionConfig';

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

const LOCAL_VITE_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

export const DEFAULT_LIMITS: Limits = { uploadsPerMinute: 60, maxOpenDrafts: 50, ordersPerDay: 20, newTestCustomersPerHour: 20, loginStartsPerHour: 300 };

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

/** A claim name as providers write them: letters, digits and _ . : - (no spaces, nothing to escape). */
const CLAIM_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

function claimName(env: NodeJS.ProcessEnv, name: 'OIDC_NIN_CLAIM' | 'OIDC_NAME_CLAIM', fallback: string): string {
  const raw = (env[name] ?? '').trim() || fallback;
  if (!CLAIM_NAME.test(raw)) throw new Error(`Invalid ${name}: ${raw} (a claim name: letters, digits, _ . : -)`);
  return raw;
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

/** An Azure container name: 3–63 lower-case letters, digits and single hyphens, starting and ending with a letter or digit. */
function blobContainer(value: string | undefined): string {
  const name = value || 'attachments';
  if (!/^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`Invalid ATTACHMENTS_BLOB_CONTAINER: ${name}`);
  return name;
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
