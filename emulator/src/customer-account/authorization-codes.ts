// Authorization codes: single-use, short-lived, bound to the client, redirect_uri and PKCE challenge of
// the request that made them. Each fixes the grant its tokens will belong to, so a replay can end them.
import {randomUUID} from 'node:crypto';
import {hashSecretToken, newSecretToken} from '../commerce/secret-tokens.js';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface AuthorizationCodeRecord {
  grantId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  scope: string;
  customerId: number;
  /** When the customer signed in: the id token's auth_time. */
  createdAt: string;
}

interface CodeRow {
  grant_id: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string;
  scope: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export function issueAuthorizationCode(
  db: Database,
  grant: Omit<AuthorizationCodeRecord, 'grantId' | 'createdAt'>,
  now: Date,
): string {
  const code = newSecretToken();
  prepared(
    db,
    `INSERT INTO customer_account_authorization_codes (code_hash, grant_id, client_id, redirect_uri, code_challenge,
       nonce, scope, customer_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSecretToken(code),
    randomUUID(),
    grant.clientId,
    grant.redirectUri,
    grant.codeChallenge,
    grant.nonce,
    grant.scope,
    grant.customerId,
    now.toISOString(),
    new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
  );
  return code;
}

export type Redemption =
  | {status: 'redeemed'; code: AuthorizationCodeRecord}
  | {status: 'unknown'}
  | {status: 'expired'}
  | {status: 'reused'; grantId: string};

/** Uses the code up: only the first redemption of a live code succeeds. */
export function redeemAuthorizationCode(db: Database, code: string, now: Date): Redemption {
  const hash = hashSecretToken(code);
  const row = prepared(db, 'SELECT * FROM customer_account_authorization_codes WHERE code_hash = ?').get(hash) as CodeRow | undefined;
  if (!row) return {status: 'unknown'};
  if (row.used_at) return {status: 'reused', grantId: row.grant_id};
  prepared(db, 'UPDATE customer_account_authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(
    now.toISOString(),
    hash,
  );
  if (Date.parse(row.expires_at) <= now.getTime()) return {status: 'expired'};
  return {
    status: 'redeemed',
    code: {
      grantId: row.grant_id,
      clientId: row.client_id,
      redirectUri: row.redirect_uri,
      codeChallenge: row.code_challenge,
      nonce: row.nonce,
      scope: row.scope,
      customerId: row.customer_id,
      createdAt: row.created_at,
    },
  };
}

/** The scope and sign-in time a grant started with, for the tokens a refresh hands out. */
export function grantOrigin(db: Database, grantId: string): {scope: string; createdAt: string} | null {
  const row = prepared(db, 'SELECT scope, created_at FROM customer_account_authorization_codes WHERE grant_id = ?').get(grantId) as
    | {scope: string; created_at: string}
    | undefined;
  return row ? {scope: row.scope, createdAt: row.created_at} : null;
}
