// Where the shop may send a customer back to: after sign-in (redirect_uri) and after sign-out
// (post_logout_redirect_uri). Shopify compares against the URIs registered in the admin, exactly.
import {shopUrl} from '../commerce/commerce-config.js';
import {customerAccountLogoutUris, customerAccountRedirectUris} from './customer-account-config.js';

function parsedUri(uri: string): URL | null {
  try {
    const url = new URL(uri);
    // RFC 6749 §3.1.2: an absolute URI without a fragment.
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || uri.includes('#')) return null;
    return url;
  } catch {
    return null;
  }
}

function registered(uri: string, exact: string[] | null): boolean {
  const url = parsedUri(uri);
  if (!url) return false;
  if (exact) return exact.includes(uri);
  // Unconfigured, the emulator trusts the storefront's whole origin, so that localized callback routes
  // need no set-up; in http or https, because Hydrogen turns an http request's origin into https when it
  // builds its redirect_uri.
  const shop = new URL(shopUrl());
  return url.host === shop.host;
}

export function isRegisteredRedirectUri(uri: string): boolean {
  return registered(uri, customerAccountRedirectUris());
}

export function isRegisteredLogoutUri(uri: string): boolean {
  return registered(uri, customerAccountLogoutUris());
}
