/** OIDC_*: the e-ID provider and this client, with AUTH_MODE=oidc (docs/auth.md). */
import { isLoopbackHost } from './envValues';

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

function required(env: NodeJS.ProcessEnv, name: string): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) throw new Error(`AUTH_MODE=oidc needs ${name} (see docs/auth.md)`);
  return raw;
}

/** The OIDC_* variables of AUTH_MODE=oidc; a missing or invalid one stops the start. */
export function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig {
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
