/**
 * The session's idle clock on the server (domain/session.ts): GET the time left without using the session, POST
 * FORTSETT. null when the session has ended (401); any other failure (offline, 5xx, an answer of another shape)
 * rejects, so nobody is told their session ended when the server did not say so. Plain fetch, same origin, with
 * a timeout: a hanging request must not hide an ended session.
 */
import * as v from 'valibot';
import { SESSION_ENDED_QUERY, SESSION_EXTEND_PATH, SESSION_TIME_PATH, type SessionTimeLeft } from '../../domain/sessionRequests';
import { siteOrigin } from './apiError';

const TimeLeft = v.object({
  endsInSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
  warnBeforeSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  idleSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const TIMEOUT_MS = 10_000;

async function ask(method: 'GET' | 'POST', path: string): Promise<SessionTimeLeft | null> {
  const response = await fetch(`${siteOrigin()}${path}`, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return v.parse(TimeLeft, await response.json());
}

/** How long the session has left, without using it; null: it has ended. */
export const askSessionTimeLeft = () => ask('GET', SESSION_TIME_PATH);
/** Uses the session now (FORTSETT); null: it had ended. */
export const extendSession = () => ask('POST', SESSION_EXTEND_PATH);

/**
 * «Du er logget ut» shows: the server answers this with `Clear-Site-Data: "storage"` while the browser still holds
 * the ended session, so what the app removed is gone from the browser's files too (issue 44 F). No answer: nothing.
 */
export function forgetEndedSessionOnDisk(): void {
  void fetch(`${siteOrigin()}${SESSION_TIME_PATH}?${SESSION_ENDED_QUERY}`, { credentials: 'same-origin', cache: 'no-store' }).catch(() => {});
}
