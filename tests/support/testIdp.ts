/**
 * A real OpenID Provider for the tests, in-process: oidc-provider (a certified OpenID Provider for Node) on a
 * loopback port, standing in for the e-ID (Signicat). Its people carry the fødselsnummer claim `nin` and `name`
 * in the ID token, as Signicat sends them. Login is oidc-provider's own development form (any password); consent
 * is granted at once, as a first-party e-ID does. `rewriteIdToken` lets a test change the ID token the token
 * endpoint answers (re-signed with the provider's own key, or another) to check that the portal refuses it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestPerson {
  /** The ID token's fødselsnummer claim; left out when undefined. */
  nin?: string;
  name?: string;
}

export const IDP_CLIENT = { clientId: 'husvern-min-side', clientSecret: 'test-client-secret-that-is-long-enough' };

/** A replacement ID token: `sign` signs claims as the provider does (its key), or with a key of another provider. */
export type IdTokenRewrite = (claims: JWTPayload, sign: (claims: JWTPayload, key?: 'provider' | 'other') => Promise<string>) => Promise<string>;

export interface TestIdp {
  issuer: string;
  rewriteIdToken(rewrite: IdTokenRewrite | null): void;
  close(): Promise<void>;
}

async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** `portalOrigins`: the portals whose callback and logout return the provider accepts (registered redirect URIs). */
export async function startTestIdp(people: Record<string, TestPerson>, portalOrigins: string[]): Promise<TestIdp> {
  const own = await signingKey('test-idp');
  const other = await signingKey('someone-else');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = {
    client_id: IDP_CLIENT.clientId,
    client_secret: IDP_CLIENT.clientSecret,
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_post' as const,
    redirect_uris: portalOrigins.map((origin) => `${origin}/.auth/login/signicat/callback`),
    post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/`),
  };
  const provider = new Provider(issuer, {
    clients: [client],
    jwks: { keys: [own.jwk] },
    cookies: { keys: ['test-idp-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'nin'] },
    // Signicat puts the person's claims in the ID token.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      const person = people[id];
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...(person.name ? { name: person.name } : {}), ...(person.nin ? { nin: person.nin } : {}) }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid profile');
      grant.addOIDCClaims(['name', 'nin']);
      await grant.save();
      return grant;
    },
  });
  let rewrite: IdTokenRewrite | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (!rewrite || ctx.path !== '/token' || !body?.id_token) return;
    const sign = (claims: JWTPayload, key: 'provider' | 'other' = 'provider') => {
      const { privateKey, jwk } = key === 'provider' ? own : other;
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(privateKey);
    };
    ctx.body = { ...body, id_token: await rewrite(decodeJwt(body.id_token), sign) };
  });

  server.on('request', provider.callback());
  return {
    issuer,
    rewriteIdToken: (next) => void (rewrite = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar for one site: Set-Cookie in, Cookie out. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Logs `accountId` in at the provider without a browser, starting at the authorization URL the portal redirected
 * to: the provider's login form, then its redirects. Returns the portal callback URL the provider sends back to.
 */
export async function loginAtIdp(authorizeUrl: string, accountId: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  let body: string | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.origin !== origin) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: { Cookie: jar.header(), ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      body,
      redirect: 'manual',
    });
    jar.take(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`the provider answered ${res.status} without a login form at ${url.pathname}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    body = new URLSearchParams({ prompt: 'login', login: accountId, password: 'test' }).toString();
  }
  throw new Error('the provider did not send the browser back to the portal');
}
