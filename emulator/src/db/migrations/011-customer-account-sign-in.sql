-- Customer Account API sign-in: the authorization requests waiting on the hosted sign-in page (with the
-- one-time code mailed to the customer), the authorization codes they end in, and the key that signs
-- id tokens. Secrets (request ids, form tokens, one-time codes, authorization codes) are stored hashed.
CREATE TABLE customer_account_sign_ins (
  id_hash TEXT PRIMARY KEY,
  form_token_hash TEXT NOT NULL,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  scope TEXT NOT NULL,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  locale TEXT NOT NULL,
  login_hint TEXT,
  email TEXT,
  one_time_code_hash TEXT,
  one_time_code_expires_at TEXT,
  one_time_code_attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  completed_at TEXT
);

CREATE TABLE customer_account_authorization_codes (
  code_hash TEXT PRIMARY KEY,
  -- The grant the code's tokens will belong to, fixed when the code is made so that a replayed code can
  -- end every token it produced.
  grant_id TEXT NOT NULL UNIQUE,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  nonce TEXT NOT NULL,
  scope TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE customer_account_signing_keys (
  kid TEXT PRIMARY KEY,
  private_key_pem TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);
