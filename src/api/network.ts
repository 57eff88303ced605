import { NetworkUnavailable } from '../../machines/flowKit/connection';

/**
 * Whether a failed request never got an answer: fetch rejects with a TypeError when there is no network, and
 * ky with a TimeoutError. A server's answer (ApiError) and an abort are not.
 */
export const isNoAnswer = (error: unknown): boolean =>
  error instanceof NetworkUnavailable || error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');

/** Runs a request; one that got no answer rejects with NetworkUnavailable, so the flow goes offline and keeps it. */
export async function reachingServer<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw isNoAnswer(error) ? new NetworkUnavailable(error) : error;
  }
}
