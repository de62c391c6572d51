// Account pages need a signed-in customer: a visitor without one is sent to sign in and brought back after;
// an expired or revoked token signs out cleanly with a notice; a token close to its end is renewed.
import {redirect, type RouterContextProvider} from 'react-router';
import {screenPath} from '~/i18n/links';
import {createCustomerClient} from './customer-client.server';
import {flashNotice, forgetCustomer, keepToken, storedToken} from './customer-session.server';
import {sameOriginPath} from '~/lib/http/safe-redirect';
import {tokenState} from './token-rules';

type Context = Readonly<RouterContextProvider>;

/** Account answers are one person's: never stored by a browser cache or a shared one. */
export const PRIVATE_HEADERS = {'Cache-Control': 'private, no-store'} as const;

/** The sign-in page of the request's language, bringing the visitor back to where they were. */
export function signInPath(context: Context, request: Request): string {
  const url = new URL(request.url);
  const back = sameOriginPath(`${url.pathname}${url.search}`, url.origin);
  const login = screenPath('login', context.locale);
  return back ? `${login}?${new URLSearchParams({redirect: back})}` : login;
}

/** Signs out locally (the token is already dead) and sends the visitor to sign in with a notice. */
export function endedSession(context: Context, request: Request): Response {
  forgetCustomer(context.session);
  flashNotice(context.session, 'sessionExpired');
  return redirect(signInPath(context, request), {headers: PRIVATE_HEADERS});
}

// One guard per request: the layout's (before the loaders) and the screens' (for the token) share it, so a
// token close to its end is renewed once.
const guarded = new WeakMap<Context, Promise<string>>();

/** The access token of the signed-in customer; throws the redirect to sign in otherwise. */
export function requireAccessToken(context: Context, request: Request): Promise<string> {
  let token = guarded.get(context);
  if (!token) {
    token = signedInToken(context, request);
    guarded.set(context, token);
  }
  return token;
}

async function signedInToken(context: Context, request: Request): Promise<string> {
  const token = storedToken(context.session);
  if (!token) throw redirect(signInPath(context, request), {headers: PRIVATE_HEADERS});
  const state = tokenState(token, Date.now());
  if (state === 'expired') throw endedSession(context, request);
  if (state === 'renew') {
    const renewed = await createCustomerClient(context.storefront).renew(token.accessToken);
    if (!renewed) throw endedSession(context, request);
    keepToken(context.session, renewed);
    return renewed.accessToken;
  }
  return token.accessToken;
}

/** Screens for signed-out visitors (sign in, register, …) send a signed-in customer to the account. */
export function redirectIfSignedIn(context: Context): void {
  const token = storedToken(context.session);
  if (token && tokenState(token, Date.now()) !== 'expired') {
    throw redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
  }
}
