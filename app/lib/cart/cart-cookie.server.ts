import type {CookieOptions} from '@shopify/hydrogen';
import {DEFAULT_COUNTRY} from '~/i18n/locales';

/** How long a cart is remembered without a visit. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * The `cart` cookie: unreadable by scripts, sent on top-level navigations from
 * other sites (a return from checkout) but not on their sub-requests, Secure over https.
 */
export function cartCookieOptions(request: Request): CookieOptions {
  return {
    path: '/',
    maxage: CART_COOKIE_MAX_AGE_SECONDS,
    httponly: true,
    samesite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  };
}

/** The cart's buyer identity: the shop sells in one market. */
export const CART_BUYER_IDENTITY = {countryCode: DEFAULT_COUNTRY} as const;

/** A Set-Cookie that makes the browser forget its cart. */
export function forgetCartCookie(request: Request): Headers {
  const {secure} = cartCookieOptions(request);
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    `cart=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return headers;
}
