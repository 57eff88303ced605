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
