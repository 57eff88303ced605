/**
 * What the browser sees: the request's origin and scheme, and the client's IP address. X-Forwarded-Proto and
 * X-Forwarded-For are believed only from a trusted proxy (TRUST_PROXY); otherwise anyone could claim https or any IP.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Config } from '../config';

/** The TCP peer's address (Node server), or null (e.g. app.request() in tests). */
function peerAddress(c: Context): string | null {
  const env = c.env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  const incoming = env?.server?.incoming ?? env?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/** An address without its IPv4-mapped prefix and without a port (Azure's front ends send `1.2.3.4:56789`, `[::1]:443`). */
export const normalizeIp = (ip: string) =>
  ip
    .replace(/^\[([^\]]+)\](:\d+)?$/, '$1')
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/^::ffff:/, '');

function proxyTrusted(c: Context, config: Config): boolean {
  const trust = config.trustProxy;
  if (trust === true) return true;
  if (trust === false) return false;
  const peer = peerAddress(c);
  return peer !== null && trust.includes(normalizeIp(peer));
}

const config = (c: Context): Config => c.get('config') as Config;

/** Origin of the request as the browser sees it (X-Forwarded-Proto from a trusted proxy honoured). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  if (proxyTrusted(c, config(c))) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') return `${proto}://${url.host}`;
  }
  return url.origin;
}

export const isHttps = (c: Context) => requestOrigin(c).startsWith('https:');

/** The request's origin followed by the configured TRUSTED_ORIGINS. */
export function siteOrigins(c: Context): string[] {
  return [requestOrigin(c), ...config(c).trustedOrigins];
}

/**
 * The client's IP address: the peer, or behind a trusted proxy the last X-Forwarded-For entry (the address the
 * proxy itself saw; earlier entries are the client's own claims). 'unknown' when there is no socket (tests).
 */
export function clientIp(c: Context): string {
  if (proxyTrusted(c, config(c))) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) return normalizeIp(last);
  }
  const peer = peerAddress(c);
  return peer ? normalizeIp(peer) : 'unknown';
}
