/** Reading one environment variable: whole numbers, origins, URLs; a wrong value stops the start, naming the variable. */

/**
 * A host a CSP source may name as it is: a DNS name (letters, digits, hyphens; punycode for the rest), IPv4 or
 * [IPv6]. No wildcard: `https://*` would let the app's pages reach any host. URL parsing lets `*`, `'` and `,` through.
 */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
/** scheme://host[:port] with at most a trailing slash: no path, query, fragment or credentials to drop silently. */
export const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\s]+\/?$/i;

/** An absolute http(s) URL on a plain host, without credentials; null for anything else. */
export function plainHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const http = url.protocol === 'https:' || url.protocol === 'http:';
  return http && PLAIN_HOST.test(url.hostname) && !url.username && !url.password ? url : null;
}

/** A comma-separated list of origins; one that is not a plain scheme://host[:port] stops the start. */
export function origins(name: string, raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = ORIGIN_SHAPE.test(s) ? plainHttpUrl(s) : null;
      if (!url) throw new Error(`Invalid origin in ${name}: ${s} (scheme://host[:port] with a plain host name or IP address; no wildcard, path or credentials)`);
      return url.origin;
    });
}

/** The origin of an absolute http(s) URL; a relative URL (the local emulators) needs none. */
export function originOf(name: string, raw: string | undefined): string[] {
  if (!raw || raw.startsWith('/')) return [];
  const url = plainHttpUrl(raw.trim());
  if (!url) throw new Error(`Invalid URL in ${name}: ${raw} (an absolute http(s) URL on a plain host name or IP address; no wildcard or credentials)`);
  return [url.origin];
}

export function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Invalid ${name}: ${raw} (a whole number of at least 1)`);
  return n;
}


/** A whole number of milliseconds, 0 allowed. */
export function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: ${raw} (a whole number, 0 or more)`);
  return n;
}


const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http URL is accepted only on these hosts (local trials, tests); anything else must be https. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);

/** NODE_ENV=production however it is written (Production, ' PRODUCTION '): a typo must not turn the guard off. */
export const isProduction = (env: NodeJS.ProcessEnv) => (env.NODE_ENV ?? '').trim().toLowerCase() === 'production';
