/**
 * AUTH_MODE=oidc: this server is an OpenID Connect relying party of the e-ID (Signicat, ID-porten), through
 * openid-client. Authorization code flow with PKCE, state and nonce; client_secret_post at the token endpoint;
 * openid-client checks the ID token (signature against the provider's JWKS, issuer, audience, expiry, nonce) and
 * the callback (state, the `iss` parameter). The paths are Easy Auth's, so the app does not change:
 *   GET /.auth/login/signicat?post_login_redirect_uri=URL  → to the provider
 *   GET /.auth/login/signicat/callback                     → the provider's answer: the customer, a new session, 302
 *   GET /.auth/logout?post_logout_redirect_uri=URL         → the session ends here, then at the provider
 * A login under way is a row of login_attempts (any server process can finish it) named by a cookie of its own.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { isFodselsnummer } from '../../domain/fodselsnummer';
import type { Config } from '../config';
import type { OidcConfig } from '../config/oidcConfig';
import type { AppEnv } from '../appEnv';
import { clientIp, isHttps, requestOrigin, siteOrigins } from '../security/proxy';
import { loginReturnTarget, safeRedirectTarget } from '../security/redirect';
import { cookieToken, endSession, hashToken, startSession } from './sessions';
import { LOGIN_PAGE_CSP, LOGIN_PATH, loginFailedPage } from './pages';
import { cleanName, customerFor } from './loginCustomer';

export const CALLBACK_PATH = `${LOGIN_PATH}/callback`;
/** The cookie naming the browser's login under way; sent only to the login paths. */
export const LOGIN_COOKIE = 'HusvernLogin';
const LOGIN_MINUTES = 10;

/** The provider's metadata and this client, discovered at start (server/index.ts). */
export async function discoverProvider(oidc: OidcConfig): Promise<client.Configuration> {
  // The ID token's signature is checked against the provider's JWKS too (openid-client trusts TLS alone for a
  // token from the token endpoint unless told). http only on a loopback issuer (config/oidcConfig.ts): local trials, tests.
  const execute = [client.enableNonRepudiationChecks, ...(oidc.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [])];
  return client.discovery(oidc.issuer, oidc.clientId, undefined, client.ClientSecretPost(oidc.clientSecret), { execute });
}

export const LOGIN_FAILED = 'Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.';
export const NO_FODSELSNUMMER = 'Vi fikk ikke fødselsnummeret ditt fra e-ID-en, så vi kan ikke logge deg inn. Prøv igjen, eller ring oss.';

export const TOO_MANY_LOGINS = 'For mange innlogginger fra denne adressen den siste timen. Vent litt og prøv igjen.';

function failed(c: Context<AppEnv>, message: string, why: string, status: 400 | 429 = 400) {
  // Why, for the operator; never the tokens or the person.
  console.warn(`oidc login refused: ${why}`);
  c.header('Content-Security-Policy', LOGIN_PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(loginFailedPage(message), status);
}

interface AttemptRow {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_to: string;
  fresh: boolean;
}

/** The claim's value from the ID token, or from the userinfo answer when the provider put it only there. */
function claimOf(name: string, ...sources: (Record<string, unknown> | undefined)[]): unknown {
  for (const source of sources) if (source && source[name] !== undefined) return source[name];
  return undefined;
}

export function oidcRoutes(provider: client.Configuration, oidc: OidcConfig, claims: Config['identityClaims']): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  const loginCookie = { path: LOGIN_PATH, httpOnly: true, sameSite: 'Lax' as const };

  auth.get(LOGIN_PATH, async (c) => {
    const db = c.get('db');
    // Each start is a row until it expires: a client that starts logins by the hundred is stopped.
    if (!(await c.get('limiters').loginStarts.take(clientIp(c)))) return failed(c, TOO_MANY_LOGINS, 'too many logins started from one address', 429);
    const redirect = loginReturnTarget(c.req.query('post_login_redirect_uri'), siteOrigins(c));
    const token = randomBytes(32).toString('base64url');
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await db.query('DELETE FROM login_attempts WHERE expires_at < now()');
    await db.query(
      `INSERT INTO login_attempts (token_hash, state, nonce, code_verifier, redirect_to, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
      [hashToken(token), state, nonce, codeVerifier, redirect, LOGIN_MINUTES],
    );
    setCookie(c, LOGIN_COOKIE, token, { ...loginCookie, secure: isHttps(c), maxAge: LOGIN_MINUTES * 60 });
    c.header('Cache-Control', 'no-store');
    const to = client.buildAuthorizationUrl(provider, {
      redirect_uri: `${requestOrigin(c)}${CALLBACK_PATH}`,
      scope: oidc.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return c.redirect(to.href, 302);
  });

  auth.get(CALLBACK_PATH, async (c) => {
    const db = c.get('db');
    const token = cookieToken(c, LOGIN_COOKIE);
    deleteCookie(c, LOGIN_COOKIE, { ...loginCookie, secure: isHttps(c) });
    if (!token) return failed(c, LOGIN_FAILED, 'no login under way in this browser');
    // Used once, whatever happens next: a callback sent again finds nothing.
    const [attempt] = await db.query<AttemptRow>(
      `DELETE FROM login_attempts WHERE token_hash = $1
       RETURNING state, nonce, code_verifier, redirect_to, expires_at > now() AS fresh`,
      [hashToken(token)],
    );
    if (!attempt?.fresh) return failed(c, LOGIN_FAILED, attempt ? 'the login took too long' : 'unknown or used login');
    // The address the provider sent the browser to, as the provider saw it (the redirect_uri of the login).
    const currentUrl = new URL(`${requestOrigin(c)}${CALLBACK_PATH}${new URL(c.req.url).search}`);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(provider, currentUrl, {
        pkceCodeVerifier: attempt.code_verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const code = error instanceof Error ? `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}` : 'error';
      return failed(c, LOGIN_FAILED, `the provider's answer was refused (${code})`);
    }
    const idClaims = tokens.claims() as Record<string, unknown> | undefined;
    let userinfo: Record<string, unknown> | undefined;
    if (claimOf(claims.nin, idClaims) === undefined && tokens.access_token && provider.serverMetadata().userinfo_endpoint && idClaims) {
      try {
        userinfo = (await client.fetchUserInfo(provider, tokens.access_token, String(idClaims.sub))) as Record<string, unknown>;
      } catch {
        userinfo = undefined;
      }
    }
    const ssn = claimOf(claims.nin, idClaims, userinfo);
    if (!isFodselsnummer(ssn)) return failed(c, NO_FODSELSNUMMER, `no valid ${claims.nin} claim`);
    const customer = await customerFor(db, ssn, cleanName(claimOf(claims.name, idClaims, userinfo)), 'Kunde');
    await startSession(db, c, customer.id, tokens.id_token ?? null);
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirectTarget(attempt.redirect_to, siteOrigins(c)), 302);
  });

  auth.get('/.auth/logout', async (c) => {
    const idToken = await endSession(c.get('db'), c);
    c.header('Cache-Control', 'no-store');
    const target = safeRedirectTarget(c.req.query('post_logout_redirect_uri'), siteOrigins(c));
    if (!provider.serverMetadata().end_session_endpoint) return c.redirect(target, 302);
    const parameters: Record<string, string> = { post_logout_redirect_uri: new URL(target, requestOrigin(c)).href };
    if (idToken) parameters.id_token_hint = idToken;
    return c.redirect(client.buildEndSessionUrl(provider, parameters).href, 302);
  });

  return auth;
}
