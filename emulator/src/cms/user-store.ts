// Users of the content system (Strapi's users-permissions plugin), kept in SQLite.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import {newDocumentId} from './document-ids.js';

export interface UserRow {
  id: number;
  document_id: string;
  username: string;
  email: string;
  provider: string;
  password_hash: string | null;
  confirmed: number;
  blocked: number;
  reset_password_token: string | null;
  created_at: string;
  updated_at: string;
}

/** The user as Strapi answers it: never the password or the reset code. */
export function publicUser(row: UserRow) {
  return {
    id: row.id,
    documentId: row.document_id,
    username: row.username,
    email: row.email,
    provider: row.provider,
    confirmed: row.confirmed === 1,
    blocked: row.blocked === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.created_at,
  };
}

export function insertUser(
  db: Database,
  user: {username: string; email: string; provider: string; passwordHash: string | null},
  now: Date,
): UserRow {
  const at = now.toISOString();
  return prepared(
    db,
    `INSERT INTO cms_users (document_id, username, email, provider, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(newDocumentId(), user.username, user.email.toLowerCase(), user.provider, user.passwordHash, at, at) as UserRow;
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return prepared(db, 'SELECT * FROM cms_users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return prepared(db, 'SELECT * FROM cms_users WHERE email = ?').get(email) as UserRow | undefined;
}

/** By e-mail or username, case-insensitive, as `/auth/local` looks users up. */
export function findUserByIdentifier(db: Database, identifier: string): UserRow | undefined {
  return prepared(db, 'SELECT * FROM cms_users WHERE email = @identifier OR username = @identifier ORDER BY id LIMIT 1').get({identifier}) as
    | UserRow
    | undefined;
}

export function isUsernameOrEmailTaken(db: Database, username: string, email: string): boolean {
  return prepared(db, 'SELECT 1 FROM cms_users WHERE username = ? OR email = ?').get(username, email) !== undefined;
}

export function setResetToken(db: Database, id: number, token: string): void {
  prepared(db, 'UPDATE cms_users SET reset_password_token = ? WHERE id = ?').run(token, id);
}

export function findUserByResetToken(db: Database, token: string): UserRow | undefined {
  return prepared(db, 'SELECT * FROM cms_users WHERE reset_password_token = ?').get(token) as UserRow | undefined;
}

/** Sets a new password and spends any reset code. */
export function updatePassword(db: Database, id: number, passwordHash: string, now: Date): UserRow {
  return prepared(
    db,
    'UPDATE cms_users SET password_hash = ?, reset_password_token = NULL, updated_at = ? WHERE id = ? RETURNING *',
  ).get(passwordHash, now.toISOString(), id) as UserRow;
}
