/**
 * The claims system's access tokens (routes/claims.ts), checked as Azure's own APIs check Entra ID's: a JWT whose
 * signature verifies against the issuer's JWKS (found by OIDC discovery of CLAIMS_API_ISSUER), with `iss` equal to
 * the issuer, `exp` in the future and `nbf` (when present) in the past, `aud` equal to CLAIMS_API_AUDIENCE, and the
 * app role CLAIMS_API_ROLE in `roles`. Only asymmetric signatures: `alg: none` and HMAC (HS*) are refused, whatever
 * the JWKS holds. The checks themselves are jose's; nothing of JOSE is written here. The issuer is asked for its
 * discovery document and keys at most once per KEYS_COOLDOWN_MS, and an outage of it is logged once (issuerKeys.ts).
 */
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { ClaimsApiConfig } from '../config/claimsApiConfig';
import { isLoopbackHost } from '../config/envValues';
import { issuerKeySet, KEYS_COOLDOWN_MS, KeysUnavailable } from './issuerKeys';
import { outageLog, type LogLines } from './outageLog';

/** The signatures a token may carry: RSA, RSA-PSS, ECDSA and EdDSA. */
export const ASYMMETRIC_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Clock skew allowed on `exp` and `nbf`, in seconds. */
export const CLOCK_TOLERANCE_S = 60;
/** Longest Authorization value read; Entra's app tokens are about 1.5 KB. */
const MAX_TOKEN_LENGTH = 16 * 1024;
/** How long the discovery document and the JWKS may take to answer. */
const FETCH_TIMEOUT_MS = 5_000;

const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The token errors that are the caller's (401); any other failure is ours or the issuer's (503). */
const TOKEN_ERRORS: ReadonlySet<string> = new Set([
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

export type TokenCheck =
  | { ok: true; payload: JWTPayload }
  /** No bearer token at all. */
  | { ok: false; status: 401; problem: 'missing' }
  /** Not a token of the issuer, badly signed, expired or not yet valid. */
  | { ok: false; status: 401; problem: 'invalid' }
  | { ok: false; status: 403; problem: 'audience' | 'role' }
  /** The issuer's discovery document or keys could not be had. */
  | { ok: false; status: 503; problem: 'unavailable' };

export interface ClaimsTokenVerifier {
  check(authorization: string | undefined): Promise<TokenCheck>;
}

/** https, or http on a loopback address: the same rule as for the issuer (config/claimsApiConfig.ts). */
function allowedUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)) ? url : null;
  } catch {
    return null;
  }
}

/** The issuer's discovery document could not be had or was not the issuer's (logged once per outage). */
class DiscoveryFailed extends Error {}

/** The issuer's JWKS address, from its discovery document, which must name the same issuer (OpenID Connect Discovery §4.3). */
async function discoverJwksUri(issuer: string): Promise<URL> {
  const where = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let doc: Record<string, unknown> | null;
  try {
    const res = await fetch(where, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new DiscoveryFailed(`${where} answered ${res.status}`);
    doc = (await res.json()) as Record<string, unknown> | null;
  } catch (err) {
    throw err instanceof DiscoveryFailed ? err : new DiscoveryFailed(`${where}: ${err instanceof Error ? `${err.name} ${err.message}` : String(err)}`);
  }
  if (doc?.issuer !== issuer) {
    throw new DiscoveryFailed(`${where} names the issuer ${JSON.stringify(doc?.issuer)}, not ${issuer} (CLAIMS_API_ISSUER must be written exactly as the provider writes it)`);
  }
  const jwks = allowedUrl(doc.jwks_uri);
  if (!jwks) throw new DiscoveryFailed(`${where} has no jwks_uri on https`);
  return jwks;
}

const bearerToken = (authorization: string | undefined): string | null => {
  const m = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return m?.[1] ?? null;
};

export interface VerifierOptions extends Partial<LogLines> {
  /** The clock of the cooldowns and the keys' age (tests give their own). */
  now?: () => number;
}

/**
 * The claims system's token checks for one app. The discovery document is fetched on first use and kept; the keys
 * are issuerKeys.ts's. While either cannot be had, a token is answered 503 (`unavailable`): the API cannot tell a
 * good token from a bad one then, and the claims system should retry rather than take its token for refused.
 */
export function claimsTokenVerifier(config: ClaimsApiConfig, options: VerifierOptions = {}): ClaimsTokenVerifier {
  const { now = Date.now, error = (line) => console.error(line), info = (line) => console.info(line) } = options;
  const outage = outageLog({ error, info });
  let keys: Promise<JWTVerifyGetKey> | undefined;
  let failedAt = -Infinity;

  const keySet = (): Promise<JWTVerifyGetKey> | null => {
    if (keys) return keys;
    if (now() - failedAt < KEYS_COOLDOWN_MS) return null;
    keys = discoverJwksUri(config.issuer).then((uri) => issuerKeySet(uri, { timeoutMs: FETCH_TIMEOUT_MS, now, outage }));
    keys.catch((err: unknown) => {
      keys = undefined;
      failedAt = now();
      outage.failed(`[error] claims API: OIDC discovery of CLAIMS_API_ISSUER failed: ${err instanceof Error ? err.message : String(err)}`);
    });
    return keys;
  };

  return {
    async check(authorization) {
      if (!authorization || !/^Bearer\b/i.test(authorization.trim())) return { ok: false, status: 401, problem: 'missing' };
      const token = bearerToken(authorization);
      if (!token || token.length > MAX_TOKEN_LENGTH || !COMPACT_JWT.test(token)) return { ok: false, status: 401, problem: 'invalid' };
      const pending = keySet();
      if (!pending) return { ok: false, status: 503, problem: 'unavailable' };
      let payload: JWTPayload;
      try {
        const getKey = await pending;
        ({ payload } = await jwtVerify(token, getKey, {
          issuer: config.issuer,
          algorithms: ASYMMETRIC_ALGORITHMS,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp'],
        }));
      } catch (err) {
        if (err instanceof errors.JOSEError && TOKEN_ERRORS.has(err.code)) return { ok: false, status: 401, problem: 'invalid' };
        // The issuer's outage is logged once where it was met (keySet above, issuerKeys.ts); anything else here.
        if (!(err instanceof DiscoveryFailed || err instanceof KeysUnavailable)) {
          error(`[error] claims API: a token could not be checked: ${err instanceof Error ? `${err.name} ${err.message}` : String(err)}`);
        }
        return { ok: false, status: 503, problem: 'unavailable' };
      }
      // Checked after the signature and times, so an expired token of another audience is a 401, not a 403.
      const audiences = typeof payload.aud === 'string' ? [payload.aud] : Array.isArray(payload.aud) ? payload.aud : [];
      if (!audiences.includes(config.audience)) return { ok: false, status: 403, problem: 'audience' };
      const roles: unknown = payload.roles;
      if (!Array.isArray(roles) || !roles.includes(config.role)) return { ok: false, status: 403, problem: 'role' };
      return { ok: true, payload };
    },
  };
}
