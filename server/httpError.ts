/** The errors a request is answered with: a status and `{ message }`, or the client's own hang-up (499). */

/** An error answered as `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * The client went away while its request body was being read: what reading it throws (clientAbort.ts), logged at
 * info level and answered CLIENT_CLOSED_REQUEST, which nobody receives, so no 5xx is counted.
 */
export class ClientAborted extends Error {
  constructor() {
    super('client aborted the request');
    this.name = 'ClientAborted';
  }
}

/** nginx's «client closed request»: the status a request the client abandoned is logged with. */
export const CLIENT_CLOSED_REQUEST = 499;

export const notFound = (what = 'Fant ikke ressursen.') => new HttpError(404, what);
