// Customer access tokens: random, stored hashed, valid until expiresAt; renewal moves expiresAt.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import {customerAccessTokenLifetimeMs} from './commerce-config.js';
import {customerById, type CustomerRecord} from './customer-store.js';
import {hashSecretToken, newSecretToken} from './secret-tokens.js';

export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}

export function issueAccessToken(db: Database, customerId: number, now: Date): CustomerAccessToken {
  const accessToken = newSecretToken();
  const expiresAt = new Date(now.getTime() + customerAccessTokenLifetimeMs()).toISOString();
  prepared(
    db,
    'INSERT INTO customer_access_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashSecretToken(accessToken), customerId, now.toISOString(), expiresAt);
  return {accessToken, expiresAt};
}

/** The enabled customer a live token belongs to; null for unknown, expired or disabled. */
export function customerForAccessToken(db: Database, accessToken: string, now: Date): CustomerRecord | null {
  const row = prepared(
    db,
    'SELECT customer_id, expires_at FROM customer_access_tokens WHERE token_hash = ?',
  ).get(hashSecretToken(accessToken)) as {customer_id: number; expires_at: string} | undefined;
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  const customer = customerById(db, row.customer_id);
  return customer?.state === 'enabled' ? customer : null;
}

export function renewAccessToken(db: Database, accessToken: string, now: Date): CustomerAccessToken | null {
  if (!customerForAccessToken(db, accessToken, now)) return null;
  const expiresAt = new Date(now.getTime() + customerAccessTokenLifetimeMs()).toISOString();
  prepared(db, 'UPDATE customer_access_tokens SET expires_at = ? WHERE token_hash = ?').run(
    expiresAt,
    hashSecretToken(accessToken),
  );
  return {accessToken, expiresAt};
}

export function deleteAccessToken(db: Database, accessToken: string): boolean {
  return (
    prepared(db, 'DELETE FROM customer_access_tokens WHERE token_hash = ?').run(hashSecretToken(accessToken))
      .changes === 1
  );
}

export function deleteAccessTokensOf(db: Database, customerId: number): void {
  prepared(db, 'DELETE FROM customer_access_tokens WHERE customer_id = ?').run(customerId);
}
