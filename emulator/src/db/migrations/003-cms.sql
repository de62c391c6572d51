-- The content system's writable collections and its users (Strapi's users-permissions plugin).

CREATE TABLE cms_contact_messages (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  message     TEXT NOT NULL,
  locale      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- One row per address whatever its case: a second sign-up is answered but not stored.
CREATE TABLE cms_newsletter_subscriptions (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id TEXT NOT NULL UNIQUE,
  email       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  consent     INTEGER NOT NULL,
  locale      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE cms_users (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id          TEXT NOT NULL UNIQUE,
  username             TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email                TEXT NOT NULL UNIQUE COLLATE NOCASE,
  provider             TEXT NOT NULL,
  password_hash        TEXT,
  confirmed            INTEGER NOT NULL DEFAULT 1,
  blocked              INTEGER NOT NULL DEFAULT 0,
  reset_password_token TEXT UNIQUE,
  created_at           TEXT NOT NULL,
  updated_at           TEXT NOT NULL
);
