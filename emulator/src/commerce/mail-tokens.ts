// One-time tokens sent by mail (password reset, account activation), stored hashed and consumed on use.
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import {activationTokenLifetimeMs, resetTokenLifetimeMs} from './commerce-config.js';
import {hashSecretToken, newSecretToken} from './secret-tokens.js';

export type MailTokenPurpose = 'reset' | 'activation';

export function issueMailToken(db: Database, customerId: number, purpose: MailTokenPurpose, now: Date): string {
  const token = newSecretToken();
  const lifetime = purpose === 'reset' ? resetTokenLifetimeMs() : activationTokenLifetimeMs();
  prepared(db, 'DELETE FROM customer_mail_tokens WHERE customer_id = ? AND purpose = ?').run(customerId, purpose);
  prepared(
    db,
    'INSERT INTO customer_mail_tokens (token_hash, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashSecretToken(token), customerId, purpose, new Date(now.getTime() + lifetime).toISOString());
  return token;
}

/** True when the token is live for this customer and purpose. */
export function mailTokenValid(
  db: Database,
  customerId: number,
  purpose: MailTokenPurpose,
  token: string,
  now: Date,
): boolean {
  const row = prepared(
    db,
    'SELECT customer_id, purpose, expires_at FROM customer_mail_tokens WHERE token_hash = ?',
  ).get(hashSecretToken(token)) as {customer_id: number; purpose: string; expires_at: string} | undefined;
  return (
    row !== undefined &&
    row.customer_id === customerId &&
    row.purpose === purpose &&
    Date.parse(row.expires_at) > now.getTime()
  );
}

export function consumeMailToken(db: Database, token: string): void {
  prepared(db, 'DELETE FROM customer_mail_tokens WHERE token_hash = ?').run(hashSecretToken(token));
}
