/**
 * A logout the browser could not yet tell the server (LOGG UT offline, or a logout navigation that failed): the
 * app sets this cookie before anything else, and the server ends the session on the first request that carries
 * it, before it answers anything as logged in (server/auth/pendingLogout.ts), then clears it. Its value names no
 * customer.
 */
export const LOGOUT_PENDING_COOKIE = 'husvern-utlogging';
export const LOGOUT_PENDING_VALUE = '1';
/** How long a pending logout is kept: longer than any session (8 hours). */
export const LOGOUT_PENDING_MAX_AGE_S = 30 * 24 * 3600;

/**
 * The session's idle clock (docs/auth.md, «A session that is not used ends by itself»): GET SESSION_TIME_PATH reads
 * it without using the session, POST SESSION_EXTEND_PATH uses it now (FORTSETT). Either answers SessionTimeLeft,
 * or 401 when the session has ended. Nothing of the customer's.
 */
export const SESSION_TIME_PATH = '/api/session';
export const SESSION_EXTEND_PATH = '/api/session/extend';

export interface SessionTimeLeft {
  /** Seconds until the session ends unless it is used (the idle end, or the absolute one when that comes first). */
  endsInSeconds: number;
  /** How long before that end the customer is warned. */
  warnBeforeSeconds: number;
  /** The idle time itself, for the words «… ikke har vært aktiv på 20 minutter». */
  idleSeconds: number;
}
