import type {HydrogenSession} from '@shopify/hydrogen';
import {forgetAccountTokens, storedAccountTokens} from './customer-account/sign-in-flow.server';
import {readStoredToken, tokenState, type StoredToken} from './token-rules';

const TOKEN_KEY = 'customerAccessToken';
const FIRST_NAME_KEY = 'customerFirstName';
const NOTICE_KEY = 'accountNotice';

export type AccountNotice =
  | 'signedOut'
  | 'sessionExpired'
  | 'passwordReset'
  | 'activated'
  | 'registered'
  | 'profileSaved'
  | 'addressSaved'
  | 'addressDeleted'
  | 'defaultSaved'
  | 'signInFailed';

export function storedToken(session: HydrogenSession): StoredToken | null {
  return readStoredToken(session.get(TOKEN_KEY));
}

/** Signed in through either API: a live legacy token, or Customer Account API tokens (refreshed on use). */
export function isSignedIn(session: HydrogenSession, now: number): boolean {
  const token = storedToken(session);
  return Boolean((token && tokenState(token, now) !== 'expired') || storedAccountTokens(session));
}

export function headerAccount(session: HydrogenSession, now: number): {firstName: string | null} | null {
  if (!isSignedIn(session, now)) return null;
  const firstName = session.get(FIRST_NAME_KEY);
  return {firstName: typeof firstName === 'string' && firstName ? firstName : null};
}

export function keepToken(session: HydrogenSession, token: StoredToken): void {
  session.set(TOKEN_KEY, {accessToken: token.accessToken, expiresAt: token.expiresAt});
}

export function keepFirstName(session: HydrogenSession, firstName: string | null | undefined): void {
  if (firstName) session.set(FIRST_NAME_KEY, firstName);
  else session.unset(FIRST_NAME_KEY);
}

export function forgetCustomer(session: HydrogenSession): void {
  forgetAccountTokens(session);
  session.unset(TOKEN_KEY);
  session.unset(FIRST_NAME_KEY);
}

export function flashNotice(session: HydrogenSession, notice: AccountNotice): void {
  session.set(NOTICE_KEY, notice);
}

export function takeNotice(session: HydrogenSession): AccountNotice | null {
  const notice = session.get(NOTICE_KEY) as unknown;
  if (notice === undefined) return null;
  session.unset(NOTICE_KEY);
  return typeof notice === 'string' ? (notice as AccountNotice) : null;
}

// A cart made during this visit carries the token, so checkout files the order under the customer.
export function customerBuyerIdentity(session: HydrogenSession, now: number): {customerAccessToken?: string} {
  const token = storedToken(session);
  return token && tokenState(token, now) !== 'expired' ? {customerAccessToken: token.accessToken} : {};
}
