/**
 * A stand-in for Entra ID for the claims API's tests: a discovery document and a JWKS served on a random port of
 * 127.0.0.1 (as Entra serves https://login.microsoftonline.com/{tenant}/v2.0/.well-known/…), and access tokens
 * minted with the test's own key pairs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { DEFAULT_CLAIMS_API_ROLE, type ClaimsApiConfig } from '../../../server/config/claimsApiConfig';

export const AUDIENCE = '6d1f6a2e-3b8c-4a57-9d0e-2f4b5c6d7e8f';
export const ROLE = DEFAULT_CLAIMS_API_ROLE;
const KID = 'test-key-1';
const EC_KID = 'test-key-ec';

export interface MintOptions {
  key?: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  iss?: string;
  aud?: string | string[];
  /** Seconds since the epoch; null: no exp claim. */
  exp?: number | null;
  nbf?: number;
}

/** A stand-in for Entra ID's discovery document and keys, on a random port of 127.0.0.1. */
export interface TestIssuer {
  issuer: string;
  /** Signs with the issuer's RSA key (in the JWKS), or another key given. */
  mint(claims?: JWTPayload, opts?: MintOptions): Promise<string>;
  /** How the discovery document or the JWKS answers from now on: 200 with it (the default), or this status (an outage). */
  respond(what: 'discovery' | 'keys', status: number): void;
  /** How often the discovery document and the JWKS were asked for. */
  readonly fetches: { discovery: number; keys: number };
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const rsa = await generateKeyPair('RS256');
  const ec = await generateKeyPair('ES256');
  const jwks: JWK[] = [
    { ...(await exportJWK(rsa.publicKey)), kid: KID, alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.publicKey)), kid: EC_KID, alg: 'ES256', use: 'sig' },
  ];
  let issuer = '';
  const statuses = { discovery: 200, keys: 200 };
  const fetches = { discovery: 0, keys: 0 };
  const server: Server = createServer((req, res) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      fetches.discovery++;
      if (statuses.discovery !== 200) return res.writeHead(statuses.discovery).end();
      return send({ issuer, jwks_uri: `${issuer}/discovery/keys`, id_token_signing_alg_values_supported: ['RS256'] });
    }
    // A discovery document that names another issuer than the one it is found under.
    if (req.url === '/impostor/.well-known/openid-configuration') return send({ issuer, jwks_uri: `${issuer}/discovery/keys` });
    if (req.url === '/discovery/keys') {
      fetches.keys++;
      return statuses.keys === 200 ? send({ keys: jwks }) : res.writeHead(statuses.keys).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys: Record<string, CryptoKey> = { RS256: rsa.privateKey, ES256: ec.privateKey };
  return {
    issuer,
    async mint(claims = { roles: [ROLE] }, opts = {}) {
      const alg = opts.alg ?? 'RS256';
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ ver: '2.0', azp: 'claims-system-client-id', ...claims })
        .setProtectedHeader({ alg, typ: 'JWT', kid: opts.kid ?? (alg === 'ES256' ? EC_KID : KID) })
        .setIssuer(opts.iss ?? issuer)
        .setAudience(opts.aud ?? AUDIENCE)
        .setIssuedAt(now - 10)
        .setNotBefore(opts.nbf ?? now - 10);
      if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? now + 3600);
      return jwt.sign(opts.key ?? keys[alg]!);
    },
    respond(what, status) {
      statuses[what] = status;
    },
    fetches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The claims API's configuration for tokens of this issuer. */
export const claimsApiOf = (idp: TestIssuer): ClaimsApiConfig => ({ issuer: idp.issuer, audience: AUDIENCE, role: ROLE });
