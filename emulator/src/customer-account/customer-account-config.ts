// Settings of the Customer Account API, read from the environment at use so tests can change them.
const HOUR_SECONDS = 60 * 60;

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The shop's numeric id: Shopify puts it in every Customer Account API path. */
export function shopId(): string {
  return process.env.EMULATOR_SHOP_ID ?? '68817551406';
}

/** The one public client (a headless storefront) the shop knows. */
export function customerAccountClientId(): string {
  return process.env.EMULATOR_CUSTOMER_ACCOUNT_CLIENT_ID ?? 'shp_5c1d1a0e-6f2b-4c57-9d1e-0b7a2f3c4d5e';
}

export function customerAccountAccessTokenLifetimeMs(): number {
  return positiveNumber('EMULATOR_CUSTOMER_ACCOUNT_TOKEN_TTL_SECONDS', HOUR_SECONDS) * 1000;
}

export function customerAccountRefreshTokenLifetimeMs(): number {
  return positiveNumber('EMULATOR_CUSTOMER_ACCOUNT_REFRESH_TTL_SECONDS', 90 * 24 * HOUR_SECONDS) * 1000;
}

function uriList(name: string): string[] | null {
  const value = process.env[name]?.trim();
  if (!value) return null;
  return value
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
}

/** Exact redirect URIs the client registered; null lets any URI on the storefront's origin through. */
export function customerAccountRedirectUris(): string[] | null {
  return uriList('EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS');
}

/** Exact post-logout URIs the client registered; null lets any URI on the storefront's origin through. */
export function customerAccountLogoutUris(): string[] | null {
  return uriList('EMULATOR_CUSTOMER_ACCOUNT_LOGOUT_URIS');
}
