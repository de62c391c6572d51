// Tokens of the Customer Account API: an access token for the GraphQL API and a refresh token that
// trades for a new pair, both tied to one grant (one sign-in) so that signing out ends them together.
import {randomUUID} from 'node:crypto';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import {customerById, type CustomerRecord} from '../commerce/customer-store.js';
import {hashSecretToken, newSecretToken} from '../commerce/secret-tokens.js';
import {customerAccountAccessTokenLifetimeMs, customerAccountRefreshTokenLifetimeMs} from './customer-account-config.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives, as the token endpoint's `expires_in`. */
  expiresIn: number;
  grantId: string;
}

interface TokenRow {
  kind: 'access' | 'refresh';
  grant_id: string;
  customer_id: number;
  client_id: string;
  expires_at: string;
  revoked_at: string | null;
}

function insertToken(db: Database, token: string, row: Omit<TokenRow, 'revoked_at'>, now: Date): void {
  prepared(
    db,
    `INSERT INTO customer_account_tokens (token_hash, kind, grant_id, customer_id, client_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(hashSecretToken(token), row.kind, row.grant_id, row.customer_id, row.client_id, now.toISOString(), row.expires_at);
}

/** A new pair; `grantId` continues a sign-in (refresh), absent starts one. */
export function issueTokenPair(
  db: Database,
  grant: {customerId: number; clientId: string; grantId?: string},
  now: Date,
): TokenPair {
  const grantId = grant.grantId ?? randomUUID();
  const accessToken = `shcat_${newSecretToken()}`;
  const refreshToken = `shcrt_${newSecretToken()}`;
  const accessLifetime = customerAccountAccessTokenLifetimeMs();
  const base = {grant_id: grantId, customer_id: grant.customerId, client_id: grant.clientId};
  insertToken(db, accessToken, {...base, kind: 'access', expires_at: new Date(now.getTime() + accessLifetime).toISOString()}, now);
  insertToken(
    db,
    refreshToken,
    {...base, kind: 'refresh', expires_at: new Date(now.getTime() + customerAccountRefreshTokenLifetimeMs()).toISOString()},
    now,
  );
  return {accessToken, refreshToken, expiresIn: Math.floor(accessLifetime / 1000), grantId};
}

/** A live, unrevoked token of that kind, with its grant and owner; null otherwise. */
export function liveToken(
  db: Database,
  token: string,
  kind: TokenRow['kind'],
  now: Date,
): {grantId: string; customerId: number; clientId: string} | null {
  const row = prepared(
    db,
    'SELECT kind, grant_id, customer_id, client_id, expires_at, revoked_at FROM customer_account_tokens WHERE token_hash = ?',
  ).get(hashSecretToken(token)) as TokenRow | undefined;
  if (!row || row.kind !== kind || row.revoked_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  return {grantId: row.grant_id, customerId: row.customer_id, clientId: row.client_id};
}

/** The enabled customer an access token speaks for; null for unknown, expired, revoked or disabled. */
export function customerForAccountToken(db: Database, accessToken: string, now: Date): CustomerRecord | null {
  const token = liveToken(db, accessToken, 'access', now);
  if (!token) return null;
  const customer = customerById(db, token.customerId);
  return customer?.state === 'enabled' ? customer : null;
}

/** Ends one token (a refresh token once used). */
export function revokeToken(db: Database, token: string, now: Date): void {
  prepared(db, 'UPDATE customer_account_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    hashSecretToken(token),
  );
}

/** Ends every token of a sign-in (sign-out, or a refresh token presented twice). */
export function revokeGrant(db: Database, grantId: string, now: Date): void {
  prepared(db, 'UPDATE customer_account_tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL').run(
    now.toISOString(),
    grantId,
  );
}

export interface TokenRecord {
  kind: TokenRow['kind'];
  grantId: string;
  customerId: number;
  clientId: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** Any token this shop issued, live or not: the token endpoint tells a replayed refresh token from a forged one. */
export function tokenRecord(db: Database, token: string): TokenRecord | null {
  const row = prepared(
    db,
    'SELECT kind, grant_id, customer_id, client_id, expires_at, revoked_at FROM customer_account_tokens WHERE token_hash = ?',
  ).get(hashSecretToken(token)) as TokenRow | undefined;
  if (!row) return null;
  return {
    kind: row.kind,
    grantId: row.grant_id,
    customerId: row.customer_id,
    clientId: row.client_id,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}
