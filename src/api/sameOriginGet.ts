import { siteOrigin } from './apiError';

/**
 * GET on the site's own API with plain fetch: for the reads of a page's first render (am I logged in, are drafts
 * due a reminder), so that render needs neither ky nor its chunk. Same origin, cookies sent, JSON back (as the ky
 * instance in http.ts asks), with `headers` besides.
 */
export function sameOriginGet(path: string, headers?: Record<string, string>): Promise<Response> {
  return fetch(`${siteOrigin()}${path}`, { credentials: 'same-origin', headers: { Accept: 'application/json', ...headers } });
}
