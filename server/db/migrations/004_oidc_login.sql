-- AUTH_MODE=oidc. A login under way at the e-ID: the browser holds a random token in a cookie, only its SHA-256 is
-- stored, with what the callback must check (state, nonce, the PKCE verifier) and where to go afterwards. Any
-- server process can finish a login another one started; each row is used once.
CREATE TABLE login_attempts (
  token_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_to text NOT NULL,
  expires_at timestamptz NOT NULL
);
-- The ID token of a session started through the e-ID, sent back as id_token_hint when the customer logs out there.
ALTER TABLE sessions ADD COLUMN id_token text;
