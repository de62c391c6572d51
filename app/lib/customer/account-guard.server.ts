import {redirect, type RouterContextProvider} from 'react-router';
import {screenPath} from '~/i18n/links';
import {isAccountOutage} from '~/lib/backend-budget.server';
import {usesCustomerAccountApi} from './account-data.server';
import {carryToCart} from './customer-account/cart-buyer.server';
import {REFRESH_MARGIN_MS, refreshAccountTokens, storedAccountTokens} from './customer-account/sign-in-flow.server';
import {createCustomerClient} from './customer-client.server';
import {flashNotice, forgetCustomer, isSignedIn, keepToken, storedToken} from './customer-session.server';
import {sameOriginPath} from '~/lib/http/safe-redirect';
import {forgetSignedOut, wasSignedOut} from './signed-out-tokens.server';
import {tokenState} from './token-rules';

type Context = Readonly<RouterContextProvider>;

export const PRIVATE_HEADERS = {'Cache-Control': 'private, no-store'} as const;

export function signInPath(context: Context, request: Request): string {
  const url = new URL(request.url);
  const back = sameOriginPath(`${url.pathname}${url.search}`, url.origin);
  const login = screenPath('login', context.locale);
  return back ? `${login}?${new URLSearchParams({redirect: back})}` : login;
}

// Signs out locally only: the backend has already ended this token.
export function endedSession(context: Context, request: Request): Response {
  forgetCustomer(context.session);
  flashNotice(context.session, 'sessionExpired');
  return redirect(signInPath(context, request), {headers: PRIVATE_HEADERS});
}

// The layout and the screen both guard one request: shared, so a token near its end is renewed once.
const guarded = new WeakMap<Context, Promise<string>>();

export function requireAccessToken(context: Context, request: Request): Promise<string> {
  let token = guarded.get(context);
  if (!token) {
    token = signedInToken(context, request);
    guarded.set(context, token);
  }
  return token;
}

async function signedInToken(context: Context, request: Request): Promise<string> {
  if (usesCustomerAccountApi(context.appEnv)) return signedInAccountToken(context, request);
  const token = storedToken(context.session);
  if (!token) throw redirect(signInPath(context, request), {headers: PRIVATE_HEADERS});
  const state = tokenState(token, Date.now());
  if (state === 'expired') throw endedSession(context, request);
  if (await signedOutBefore(context, token.accessToken)) throw endedSession(context, request);
  if (state === 'renew') {
    const renewed = await createCustomerClient(context.storefront).renew(token.accessToken);
    if (!renewed) throw endedSession(context, request);
    keepToken(context.session, renewed);
    return renewed.accessToken;
  }
  return token.accessToken;
}

// An access token lives an hour: one near its end is traded, with the refresh token, for a new pair.
async function signedInAccountToken(context: Context, request: Request): Promise<string> {
  const tokens = storedAccountTokens(context.session);
  if (!tokens) throw redirect(signInPath(context, request), {headers: PRIVATE_HEADERS});
  if (tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) return tokens.accessToken;
  const renewed = await context.backendBudget.run(
    'customer accounts',
    () => refreshAccountTokens(context.appEnv, context.session, request, tokens),
    isAccountOutage,
  );
  if (!renewed) throw endedSession(context, request);
  await carryToCart(context, request, renewed);
  return renewed.accessToken;
}

/** A token whose owner signed out while the shop could not revoke it: revoked now if the shop answers. */
async function signedOutBefore(context: Context, accessToken: string): Promise<boolean> {
  const secret = context.appEnv.SESSION_SECRET;
  try {
    if (!(await wasSignedOut(accessToken, secret))) return false;
  } catch (error) {
    // Without the worker's cache the session is judged by the shop alone, as before.
    console.error('Cannot read the signed-out tokens', error);
    return false;
  }
  try {
    await createCustomerClient(context.storefront).signOut(accessToken);
    await forgetSignedOut(accessToken, secret);
  } catch {
    // Still refused here until it expires; the shop is asked again next time.
  }
  return true;
}

export function redirectIfSignedIn(context: Context): void {
  if (isSignedIn(context.session, Date.now())) {
    throw redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
  }
}
