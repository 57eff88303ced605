import ky, { HTTPError, type Options } from 'ky';
import { OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS, OWNER_HEADER } from '../../domain/sessionRequests';
import { noteSessionUse } from '../lib/device/deviceSession';
import { deviceCustomer } from '../lib/device/owner';
import { reportSessionCustomer } from '../lib/device/sessionChannel';
import { ApiError, apiErrorFromResponse, siteOrigin } from './apiError';
import { userNow } from './userNow';

export { ApiError };

/**
 * Every answer of a session names its customer (OWNER_HEADER). Another customer's than the one this page shows (a
 * login in another tab, straight from the e-ID, that no page of the app saw) is not used: the page is told, and
 * ends its customer's session here (src/components/shell/SessionWatcher.tsx). The device's customer's is a use of
 * their session, which the device's clock of it counts (src/lib/device/deviceSession.ts).
 */
function checkWhoseAnswer(_request: Request, _options: unknown, response: Response): void {
  const whose = response.headers.get(OWNER_HEADER);
  if (whose === null) return;
  const shown = userNow()?.id;
  if (shown && whose !== shown) {
    reportSessionCustomer(whose);
    throw new ApiError(OTHER_CUSTOMER_MESSAGE, OTHER_CUSTOMER_STATUS);
  }
  if (whose === deviceCustomer()) noteSessionUse();
}

/**
 * The shared ky instance for the portal's own API (SPEC §7). No retries: a failed call is reported
 * at once (SWR does not retry either, see apiRead.ts). Paths are relative to the site origin.
 */
export const api = ky.create({
  prefixUrl: siteOrigin(),
  retry: 0,
  timeout: 30_000,
  credentials: 'same-origin',
  hooks: { afterResponse: [checkWhoseAnswer] },
});

/**
 * SPEC §7 read semantics: the error uses the response's `message`, or `Error {status}: {statusText}`.
 */
export async function toApiError(error: unknown): Promise<Error> {
  if (error instanceof HTTPError) return apiErrorFromResponse(error.response);
  return error instanceof Error ? error : new Error(String(error));
}

/** ky's prefixUrl wants a path without the leading slash; the app's URLs (domain/pageReads.ts) have one. */
const fromOrigin = (path: string) => path.replace(/^\/+/, '');

function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}

/** GET JSON; any failure becomes an Error per §7. */
export async function getJson<T>(path: string, options?: Options): Promise<T> {
  try {
    return await api.get(fromOrigin(path), options).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GET a JSON list; a 404 yields an empty list (SPEC §7), other failures an Error. */
export async function getList<T>(path: string, options?: Options): Promise<T[]> {
  try {
    const data = await api.get(fromOrigin(path), options).json<T[] | null>();
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (isNotFound(error)) return [];
    throw await toApiError(error);
  }
}

/** Send a request and read the JSON answer if there is one (204/empty bodies give undefined). */
export async function sendJson<T = unknown>(
  method: 'post' | 'patch' | 'put' | 'delete',
  path: string,
  options?: Options,
): Promise<T | undefined> {
  try {
    const response = await api(path, { ...options, method });
    const text = await response.text();
    return text ? (JSON.parse(text) as T) : undefined;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GET a file as a Blob. */
export async function getBlob(path: string, options?: Options): Promise<Blob> {
  try {
    return await api.get(path, options).blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Saves a blob as a download in the browser. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
