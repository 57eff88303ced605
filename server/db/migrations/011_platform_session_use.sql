-- Issue 44, part D, AUTH_MODE=easyauth: the platform owns the session (its cookie AppServiceAuthSession), so the app
-- keeps only when each platform session was last used, keyed by the cookie's SHA-256 (server/auth/platformSessionUse.ts).
-- One unused for the idle time counts as logged out until it has been through the platform's /.auth/logout. Rows
-- unused for a day are deleted as new ones come.
CREATE TABLE platform_session_use (
  cookie_hash text PRIMARY KEY,
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_session_use_last_used_idx ON platform_session_use(last_used_at);
