-- The CMS's record of keyed writes (`Idempotency-Key`): a repeat of a stored write answers its first
-- result. `scope` is the SHA-256 of the caller's token and the key, so one caller cannot read another's;
-- `status` is NULL while the first request is still being handled.
CREATE TABLE cms_idempotency_keys (
  scope TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX cms_idempotency_keys_created ON cms_idempotency_keys (created_at);
