-- Issue 44, part D: a session that is not used ends by itself (docs/auth.md). `last_used_at` is when the session
-- was last used (written at most once per twentieth of the idle time, server/auth/sessions.ts); a session unused
-- for the idle time counts as gone, as one past `expires_at` does. Sessions from before start their idle time now.
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
