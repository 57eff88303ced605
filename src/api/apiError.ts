/** An HTTP failure with the status kept for callers that branch on it (e.g. 401 on getUser). */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * The server answered and refused the request (4xx): its words say why, and sending it again changes nothing. A
 * server's or a gateway's error (5xx) is none: like no answer, it says nothing of whether the write was made.
 */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** SPEC §7 read semantics: the error uses the response's `message`, or `Error {status}: {statusText}`. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const { status, statusText } = response;
  let message: string | undefined;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      message = body.message;
    }
  } catch {
    // not JSON: fall back to the status line
  }
  return new ApiError(message ?? `Error ${status}: ${statusText}`, status);
}

/** The site's origin, for absolute request URLs (http://localhost outside a browser). */
export function siteOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}
