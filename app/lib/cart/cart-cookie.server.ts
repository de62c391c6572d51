import type {CookieOptions} from '@shopify/hydrogen';
import {DEFAULT_COUNTRY} from '~/i18n/locales';

export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

// Lax, not Strict: the cookie must come back on the return from checkout, a navigation from another site.
export function cartCookieOptions(request: Request): CookieOptions {
  return {
    path: '/',
    maxage: CART_COOKIE_MAX_AGE_SECONDS,
    httponly: true,
    samesite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  };
}

export const CART_BUYER_IDENTITY = {countryCode: DEFAULT_COUNTRY} as const;

export function forgetCartCookie(request: Request): Headers {
  const {secure} = cartCookieOptions(request);
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    `cart=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return headers;
}
