/**
 * The requests about the session that the flows and the idle timeout make (not the front page's first load: kept
 * apart from ./session.ts, which the first load's code reads, so that these stay in the chunks that use them).
 */
/**
 * Whose session is this, asked at the moment queued work is sent (docs/auth.md, «Whose session sends»): GET, no
 * body, never cached; answers `{ customerId }`, the portal's own id of the customer logged in, or null. Ours in
 * every AUTH_MODE (with easyauth the platform answers /.auth/me, and its userId is not our customer id).
 */
export const SESSION_CUSTOMER_PATH = '/api/sessionCustomer';

/** The customer a request's data belongs to (./session.ts, where the first load's draft count reads it too). */
export { OWNER_HEADER } from './session';
export const OTHER_CUSTOMER_STATUS = 409;
export const OTHER_CUSTOMER_MESSAGE = 'En annen kunde er logget inn i denne nettleseren nå. Ingenting ble sendt.';

/**
 * The session's idle clock (docs/auth.md, «A session that is not used ends by itself»): GET SESSION_TIME_PATH reads
 * it without using the session, POST SESSION_EXTEND_PATH uses it now (FORTSETT). Either answers SessionTimeLeft,
 * or 401 when the session has ended. Nothing of the customer's.
 */
export const SESSION_TIME_PATH = '/api/session';
export const SESSION_EXTEND_PATH = '/api/session/extend';
/**
 * Asked with SESSION_TIME_PATH once «Du er logget ut» shows: a session the browser still holds that has ended is
 * answered with `Clear-Site-Data: "storage"`, so the browser's files keep nothing of the customer (issue 44 F).
 */
export const SESSION_ENDED_QUERY = 'utlogget';

export interface SessionTimeLeft {
  /** Seconds until the session ends unless it is used (the idle end, or the absolute one when that comes first). */
  endsInSeconds: number;
  /** How long before that end the customer is warned. */
  warnBeforeSeconds: number;
  /** The idle time itself, for the words «… ikke har vært aktiv på 20 minutter». */
  idleSeconds: number;
}
