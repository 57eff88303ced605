import { API_READS } from '../../domain/pageReads';
import { OWNER_HEADER } from '../../domain/session';
import { apiErrorFromResponse } from './apiError';
import { sameOriginGet } from './sameOriginGet';

/**
 * How many drafts `customer` has: GET /api/getCases?status=draft, counted (404 → 0, as getCases reads it).
 * Plain fetch, for the home page's first render (src/api/sameOriginGet.ts); failures throw an ApiError. The question
 * names the customer the page shows: under another's session (a login in another tab) the server refuses it (409).
 */
export async function getDraftCount(customer: string): Promise<number> {
  const response = await sameOriginGet(API_READS.cases('draft'), { [OWNER_HEADER]: customer });
  if (response.status === 404) return 0;
  if (!response.ok) throw await apiErrorFromResponse(response);
  const drafts: unknown = await response.json();
  return Array.isArray(drafts) ? drafts.length : 0;
}
