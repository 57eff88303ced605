/** Security headers of every response: CSP for the app's HTML (naming the configured external hosts), HSTS on https. */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../appEnv';
import { isHttps } from './proxy';

/** One year, subdomains included: once seen over https, the browser never tries http again. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * CSP for the app's HTML: own scripts only (and the page's own inline scripts, by their hashes:
 * inlineScripts.ts); connections to this site and the configured external services
 * (address search, company register, map tiles); images from this site, data:/blob: (the map) and the tile hosts.
 */
export function appCsp(config: Pick<Config, 'connectOrigins' | 'mapTileOrigins'>, inlineScripts: readonly string[] = []): string {
  const unique = (xs: string[]) => [...new Set(xs)];
  const connect = unique(["'self'", ...config.connectOrigins, ...config.mapTileOrigins]);
  const img = unique(["'self'", 'data:', 'blob:', ...config.mapTileOrigins]);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const csp = appCsp(config);
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    if (isHttps(c)) c.header('Strict-Transport-Security', HSTS);
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      const inlineScripts = c.get('inlineScripts');
      c.header('Content-Security-Policy', inlineScripts?.length ? appCsp(config, inlineScripts) : csp);
    }
  };
}
