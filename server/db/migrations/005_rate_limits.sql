-- Rate limits counted in the database when it is PostgreSQL, so that several server processes enforce one limit
-- (server/limits.ts). One row per counted hit; of the key (a customer id, a client address) only its SHA-256 is kept.
CREATE TABLE rate_limit_hits (
  limiter text NOT NULL,
  key_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (limiter, key_hash, at);
