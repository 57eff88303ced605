/** CLAIMS_API_*: who may move a case's status through the claims system's API (routes/claims.ts). */
import { isLoopbackHost } from './envValues';

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

export const DEFAULT_CLAIMS_API_ROLE = 'Cases.Status.Write';
/** An audience or app role value: printable ASCII without spaces, quotes or commas (Entra's app role values are stricter still). */
const TOKEN_VALUE = /^[\x21\x23-\x2b\x2d-\x7e]{1,200}$/;

/**
 * CLAIMS_API_*: the claims system's API is on when CLAIMS_API_ISSUER is set; then CLAIMS_API_AUDIENCE is required.
 * The issuer must be https://, or http:// on a loopback address (127.0.0.1, ::1, localhost); else the start stops.
 */
export function claimsApiConfig(env: NodeJS.ProcessEnv): ClaimsApiConfig | undefined {
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
