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
 * The customer a request's data belongs to, sent with every customer-data write and with the front page's draft
 * count. The server refuses the request (OTHER_CUSTOMER_STATUS, ./sessionRequests.ts) before it reads the body
 * when the header names another customer than the session's; every answer under a session names its customer by it.
 */
export const OWNER_HEADER = 'X-Husvern-Kunde';
/**
 * The mark again, where a browser killed right after LOGG UT keeps it: cookies reach the disk only every ~30 s, an
 * IndexedDB database at once. Its name is this prefix and the mark's value; it has no stores, nothing in it.
 * The app puts the cookie back from it before it asks who is logged in, and so does the service worker before a
 * page is fetched (src/lib/device/pendingLogout.ts, scripts/build/serviceWorkerLogout.ts).
 */
export const LOGOUT_PENDING_DATABASE_PREFIX = 'husvern-utlogging:';
/** How long a pending logout is kept: longer than any session (8 hours). */
export const LOGOUT_PENDING_MAX_AGE_S = 30 * 24 * 3600;
