import { siteOrigin } from './apiError';

/** Same origin, cookies sent, JSON back (as the ky instance in http.ts asks). */
const SAME_ORIGIN_JSON: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json' } };

/**
 * GET on the site's own API with plain fetch: for the reads of a page's first render (am I logged in, are drafts
 * due a reminder), so that render needs neither ky nor its chunk.
 */
export function sameOriginGet(path: string): Promise<Response> {
  return fetch(`${siteOrigin()}${path}`, SAME_ORIGIN_JSON);
}
