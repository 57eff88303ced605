/**
 * A logout the browser could not yet tell the server (LOGG UT offline, or a logout navigation that failed): the
 * app sets this cookie before anything else, and the server ends the session on the first request that carries
 * it, before it answers anything as logged in (server/auth/pendingLogout.ts), then clears it. Its value names no
 * customer: it is the session's key (SESSION_KEY_HEADER) when the app knows it, so that a mark left from a logout
 * never ends a later login; any other value ends whatever session the request has.
 */
export const LOGOUT_PENDING_COOKIE = 'husvern-utlogging';
/** The mark when the app does not know the session's key (it started offline): it ends any session. */
export const LOGOUT_PENDING_VALUE = '1';
/** A mark that names one session: this prefix and that session's key. */
export const LOGOUT_PENDING_SESSION_PREFIX = 'okt-';
/**
 * GET /api/getUser's answer names its session by this header: a one-way hash of the session cookie, which cannot
 * be turned back into the cookie and names no customer. The logout's mark carries it.
 */
export const SESSION_KEY_HEADER = 'X-Husvern-Okt';
/**
 * The mark again, where a browser killed right after LOGG UT keeps it: cookies reach the disk only every ~30 s, an
 * IndexedDB database at once. Its name is this prefix and the mark's value; it has no stores, nothing in it.
 * The app puts the cookie back from it before it asks who is logged in, and so does the service worker before a
 * page is fetched (src/lib/device/pendingLogout.ts, scripts/build/serviceWorkerLogout.ts).
 */
export const LOGOUT_PENDING_DATABASE_PREFIX = 'husvern-utlogging:';
/** How long a pending logout is kept: longer than any session (8 hours). */
export const LOGOUT_PENDING_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Whose session is this, asked at the moment queued work is sent (docs/auth.md, «Whose session sends»): GET, no
 * body, never cached; answers `{ customerId }`, the portal's own id of the customer logged in, or null. Ours in
 * every AUTH_MODE (with easyauth the platform answers /.auth/me, and its userId is not our customer id).
 */
export const SESSION_CUSTOMER_PATH = '/api/sessionCustomer';

/**
 * The customer a write's data belongs to, sent with every customer-data write. The server refuses the request
 * (OTHER_CUSTOMER_STATUS) before it reads the body when the header names another customer than the session's.
 */
export const OWNER_HEADER = 'X-Husvern-Kunde';
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
