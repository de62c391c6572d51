// Shopify's tokens last weeks: a visit in the last days renews one.
export const RENEWAL_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface StoredToken {
  accessToken: string;
  expiresAt: string;
}

export type TokenState = 'valid' | 'renew' | 'expired';

export function tokenState(token: StoredToken, now: number): TokenState {
  const expiresAt = Date.parse(token.expiresAt);
  if (Number.isNaN(expiresAt) || expiresAt <= now) return 'expired';
  return expiresAt - now <= RENEWAL_WINDOW_MS ? 'renew' : 'valid';
}

export function readStoredToken(value: unknown): StoredToken | null {
  if (!value || typeof value !== 'object') return null;
  const {accessToken, expiresAt} = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  return {accessToken, expiresAt};
}
