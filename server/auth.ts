/**
 * Who is logged in, by AUTH_MODE (docs/auth.md), and the /.auth paths each mode serves:
 * - test (default): the test e-ID page (auth/testLogin.ts) and a session cookie (auth/sessions.ts);
 * - oidc: this server is the e-ID's OpenID Connect relying party (auth/oidc.ts), then the same session cookie;
 * - easyauth: Azure App Service Authentication serves /.auth and passes the customer in a header (auth/easyAuth.ts).
 * Both session modes answer GET /.auth/me: 200 `{ clientPrincipal: null }` without a session, the principal with one.
 * In every mode a request that carries a pending logout (auth/pendingLogout.ts) has nobody logged in.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as client from 'openid-client';
import type { User } from '../domain/types';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppEnv } from './appEnv';
import { siteOrigins } from './security/proxy';
import { safeRedirectTarget } from './security/redirect';
import { PRINCIPAL_HEADER, principalUser } from './auth/easyAuth';
import { platformSessionEndsIn, platformSessionKey } from './auth/platformSessionUse';
import { discoverProvider, oidcRoutes } from './auth/oidc';
import { endSession, extendSession, sessionEndsIn, sessionUser } from './auth/sessions';
import { testLoginRoutes } from './auth/testLogin';

export interface Auth {
  /** The /.auth paths this mode answers. */
  routes: Hono<AppEnv>;
  /** The customer logged in on this request, or null (also on a request with a pending logout). */
  userOf(db: Db, c: Context<AppEnv>): Promise<User | null>;
  /**
   * The session's idle clock (docs/auth.md, «A session that is not used ends by itself»), in milliseconds until
   * it ends: `endsIn` reads it without using the session, `extend` uses it now. null: no live session. Absent when
   * the mode keeps no clock of its own.
   */
  idleClock?: IdleClock;
}

export interface IdleClock {
  endsIn(db: Db, c: Context<AppEnv>): Promise<number | null>;
  extend(db: Db, c: Context<AppEnv>): Promise<number | null>;
}

/** A clock that says nobody is logged in while a logout is pending. */
const idleClockUnlessLogoutPending = (clock: IdleClock): IdleClock => ({
  endsIn: (db, c) => (c.get('logoutPending') ? Promise.resolve(null) : clock.endsIn(db, c)),
  extend: (db, c) => (c.get('logoutPending') ? Promise.resolve(null) : clock.extend(db, c)),
});

/** `userOf`, except that a request whose logout is pending (auth/pendingLogout.ts) has nobody logged in. */
const unlessLogoutPending =
  (userOf: Auth['userOf']): Auth['userOf'] =>
  (db, c) =>
    c.get('logoutPending') ? Promise.resolve(null) : userOf(db, c);

/** The session probe the app asks before getUser (Static Web Apps' shape: 200 either way); no personal data. */
function sessionRoutes(userOf: Auth['userOf']): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/.auth/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await userOf(c.get('db'), c);
    return c.json({
      clientPrincipal: user ? { identityProvider: 'signicat', userId: user.id, userRoles: ['anonymous', 'authenticated'] } : null,
    });
  });
  return routes;
}

/** The test e-ID's logout: the session ends, then back to a page of this site. */
function testLogoutRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/.auth/logout', async (c) => {
    await endSession(c.get('db'), c);
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirectTarget(c.req.query('post_logout_redirect_uri'), siteOrigins(c)), 302);
  });
  return routes;
}

/**
 * The Auth of `config.authMode`. AUTH_MODE=oidc needs the provider discovered first (createAuth); the other modes
 * are built at once.
 */
export function authFor(config: Config, provider?: client.Configuration): Auth {
  const routes = new Hono<AppEnv>();
  if (config.authMode === 'easyauth') {
    // The platform answers /.auth before a request reaches the app; one that gets here is not the platform's.
    routes.all('/.auth/*', (c) => c.text('Not Found', 404));
    const idle = config.session;
    const platformClock = (use: boolean | 'now') => (db: Db, c: Context<AppEnv>) => {
      const key = platformSessionKey(c);
      return key && c.req.header(PRINCIPAL_HEADER) ? platformSessionEndsIn(db, key, idle, use) : Promise.resolve(null);
    };
    return {
      routes,
      userOf: unlessLogoutPending((db, c) => principalUser(db, c, config.identityClaims, idle)),
      idleClock: idleClockUnlessLogoutPending({ endsIn: platformClock(false), extend: platformClock('now') }),
    };
  }
  if (config.authMode === 'oidc') {
    if (!provider || !config.oidc) throw new Error('AUTH_MODE=oidc: discover the provider first (createAuth)');
    routes.route('/', oidcRoutes(provider, config.oidc, config.identityClaims));
  } else {
    routes.route('/', testLoginRoutes());
    routes.route('/', testLogoutRoutes());
  }
  const idle = config.session;
  const userOf = unlessLogoutPending((db, c) => sessionUser(db, c, idle));
  routes.route('/', sessionRoutes(userOf));
  routes.all('/.auth/*', (c) => c.text('Not Found', 404));
  const idleClock = idleClockUnlessLogoutPending({
    endsIn: (db, c) => sessionEndsIn(db, c, idle),
    extend: (db, c) => extendSession(db, c, idle),
  });
  return { routes, userOf, idleClock };
}

/** The Auth of `config.authMode`, the OIDC provider discovered (a provider that does not answer stops the start). */
export async function createAuth(config: Config): Promise<Auth> {
  if (config.authMode !== 'oidc' || !config.oidc) return authFor(config);
  let provider: client.Configuration;
  try {
    provider = await discoverProvider(config.oidc);
  } catch (error) {
    throw new Error(`AUTH_MODE=oidc: discovery at ${config.oidc.issuer.href} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return authFor(config, provider);
}
