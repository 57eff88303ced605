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
