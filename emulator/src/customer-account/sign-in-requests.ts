// Authorization requests waiting on the hosted sign-in page. The whole request stays here, so the
// page's forms carry only the request's id and its form token: a POST cannot change the client, the
// redirect_uri or the PKCE challenge. The one-time code mailed to the customer lives on the request.
import {randomInt} from 'node:crypto';
import {hashSecretToken, newSecretToken} from '../commerce/secret-tokens.js';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';
import type {AuthorizationRequest} from './authorization-request.js';
import {isShopLocale} from './sign-in-messages.js';

const REQUEST_LIFETIME_MS = 30 * 60 * 1000;
export const ONE_TIME_CODE_LIFETIME_MINUTES = 10;
export const ONE_TIME_CODE_ATTEMPTS = 5;

export interface SignInRequest extends AuthorizationRequest {
  idHash: string;
  email: string | null;
  oneTimeCodeAttempts: number;
}

interface SignInRow {
  id_hash: string;
  form_token_hash: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  locale: string;
  login_hint: string | null;
  email: string | null;
  one_time_code_hash: string | null;
  one_time_code_expires_at: string | null;
  one_time_code_attempts: number;
  expires_at: string;
  completed_at: string | null;
}

function toSignInRequest(row: SignInRow): SignInRequest {
  return {
    idHash: row.id_hash,
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    scope: row.scope,
    state: row.state,
    nonce: row.nonce,
    codeChallenge: row.code_challenge,
    locale: isShopLocale(row.locale) ? row.locale : 'en',
    loginHint: row.login_hint,
    email: row.email,
    oneTimeCodeAttempts: row.one_time_code_attempts,
  };
}

/** Stores the request; the id and form token go into the page's forms. */
export function startSignIn(db: Database, request: AuthorizationRequest, now: Date): {id: string; formToken: string} {
  const id = newSecretToken();
  const formToken = newSecretToken();
  prepared(
    db,
    `INSERT INTO customer_account_sign_ins (id_hash, form_token_hash, client_id, redirect_uri, scope, state, nonce,
       code_challenge, locale, login_hint, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSecretToken(id),
    hashSecretToken(formToken),
    request.clientId,
    request.redirectUri,
    request.scope,
    request.state,
    request.nonce,
    request.codeChallenge,
    request.locale,
    request.loginHint,
    now.toISOString(),
    new Date(now.getTime() + REQUEST_LIFETIME_MS).toISOString(),
  );
  return {id, formToken};
}

function rowOf(db: Database, idHash: string): SignInRow | undefined {
  return prepared(db, 'SELECT * FROM customer_account_sign_ins WHERE id_hash = ?').get(idHash) as SignInRow | undefined;
}

/** The open request a form names, when its form token matches; null for anything else. */
export function openSignIn(db: Database, id: string, formToken: string, now: Date): SignInRequest | null {
  const row = rowOf(db, hashSecretToken(id));
  if (!row || row.form_token_hash !== hashSecretToken(formToken)) return null;
  if (row.completed_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  return toSignInRequest(row);
}

function codeHash(idHash: string, code: string): string {
  return hashSecretToken(`${idHash}:${code}`);
}

/** A new six-digit code for `email`; any earlier code of the request stops working. */
export function newOneTimeCode(db: Database, signIn: SignInRequest, email: string, now: Date): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  prepared(
    db,
    `UPDATE customer_account_sign_ins SET email = ?, one_time_code_hash = ?, one_time_code_expires_at = ?,
       one_time_code_attempts = 0 WHERE id_hash = ?`,
  ).run(email, codeHash(signIn.idHash, code), new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_MINUTES * 60_000).toISOString(), signIn.idHash);
  return code;
}

export type CodeCheck = {ok: true} | {ok: false; reason: 'expired' | 'exhausted'} | {ok: false; reason: 'wrong'; attemptsLeft: number};

export function checkOneTimeCode(db: Database, signIn: SignInRequest, code: string, now: Date): CodeCheck {
  const row = rowOf(db, signIn.idHash);
  if (!row?.one_time_code_hash || !row.one_time_code_expires_at) return {ok: false, reason: 'expired'};
  if (row.one_time_code_attempts >= ONE_TIME_CODE_ATTEMPTS) return {ok: false, reason: 'exhausted'};
  if (Date.parse(row.one_time_code_expires_at) <= now.getTime()) return {ok: false, reason: 'expired'};
  if (row.one_time_code_hash === codeHash(signIn.idHash, code)) return {ok: true};
  const attempts = row.one_time_code_attempts + 1;
  prepared(db, 'UPDATE customer_account_sign_ins SET one_time_code_attempts = ? WHERE id_hash = ?').run(attempts, signIn.idHash);
  return attempts >= ONE_TIME_CODE_ATTEMPTS
    ? {ok: false, reason: 'exhausted'}
    : {ok: false, reason: 'wrong', attemptsLeft: ONE_TIME_CODE_ATTEMPTS - attempts};
}

/** Closes the request once it has produced an authorization code: its forms stop working. */
export function completeSignIn(db: Database, signIn: SignInRequest, now: Date): void {
  prepared(db, 'UPDATE customer_account_sign_ins SET completed_at = ?, one_time_code_hash = NULL WHERE id_hash = ?').run(
    now.toISOString(),
    signIn.idHash,
  );
}
