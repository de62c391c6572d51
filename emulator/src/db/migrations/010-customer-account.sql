-- Customer Account API (OAuth 2.0 with PKCE): the tokens it hands out, on the same customers as the
-- Storefront API's legacy accounts. Only hashes are stored. One grant is one sign-in: its access tokens
-- and its refresh token end together at sign-out.
CREATE TABLE customer_account_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  grant_id TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX customer_account_tokens_grant ON customer_account_tokens(grant_id);
