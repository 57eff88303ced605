import { API_READS } from '../../domain/pageReads';
import { apiErrorFromResponse } from './apiError';
import { sameOriginGet } from './sameOriginGet';

/**
 * How many drafts the customer has: GET /api/getCases?status=draft, counted (404 → 0, as getCases reads it).
 * Plain fetch, for the home page's first render (src/api/sameOriginGet.ts); failures throw an ApiError.
 */
export async function getDraftCount(): Promise<number> {
  const response = await sameOriginGet(API_READS.cases('draft'));
  if (response.status === 404) return 0;
  if (!response.ok) throw await apiErrorFromResponse(response);
  const drafts: unknown = await response.json();
  return Array.isArray(drafts) ? drafts.length : 0;
}
