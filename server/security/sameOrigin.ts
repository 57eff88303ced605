/**
 * CSRF defence for /api: a state-changing request must come from the site's own pages. Browsers send
 * Sec-Fetch-Site on every request (Chromium, Firefox, Safari 16.4+); older ones send Origin on every non-GET
 * fetch/XHR. A request with neither is not from a browser page of ours and is refused too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv';
import { siteOrigins } from './proxy';

export const CROSS_SITE_MESSAGE = 'Forespørselen kom ikke fra Min side og ble avvist. Last inn siden på nytt og prøv igjen.';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Sec-Fetch-Site: same-origin; or, without it, an Origin that is this site or a TRUSTED_ORIGINS entry. */
export function isSameOriginRequest(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site.trim().toLowerCase() === 'same-origin';
  const origin = c.req.header('origin');
  return origin !== undefined && siteOrigins(c).includes(origin);
}

/** 403 {message} for a non-GET/HEAD request that is not same-origin. */
export function requireSameOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c)) return c.json({ message: CROSS_SITE_MESSAGE }, 403);
    await next();
  };
}
