// The site's side of the hosted sign-in: leaving for it, coming back from it, and leaving through it.
import {data, redirect, type RouterContextProvider} from 'react-router';
import {screenPath} from '~/i18n/links';
import {isAccountOutage} from '~/lib/backend-budget.server';
import {readForm} from '~/lib/forms/read-form.server';
import {sameOriginPath, safeRedirect} from '~/lib/http/safe-redirect';
import {PRIVATE_HEADERS} from './account-guard.server';
import {accountData, usesCustomerAccountApi} from './account-data.server';
import {
  finishHostedSignIn,
  hostedSignInUrl,
  hostedSignOutUrl,
  storedAccountTokens,
} from './customer-account/sign-in-flow.server';
import {carryToCart} from './customer-account/cart-buyer.server';
import {flashNotice, forgetCustomer, keepFirstName} from './customer-session.server';
import {attachCart} from './sign-in.server';

type Context = Readonly<RouterContextProvider>;

/** Password screens have nothing to do on a shop without passwords: a post to one is refused. */
export async function refusePasswordForm(context: Context, request: Request): Promise<void> {
  if (!usesCustomerAccountApi(context.appEnv)) return;
  // Read first: a body left unread resets the connection instead of answering.
  await readForm(request).catch(() => null);
  throw data(null, {status: 404, headers: PRIVATE_HEADERS});
}

export async function leaveForSignIn(context: Context, request: Request, form: FormData): Promise<Response> {
  const origin = new URL(request.url).origin;
  const back = sameOriginPath(form.get('redirect'), origin);
  const url = await context.backendBudget.run(
    'customer accounts',
    () => hostedSignInUrl(context.appEnv, context.session, request, context.locale, back),
    isAccountOutage,
  );
  return redirect(url, {headers: PRIVATE_HEADERS});
}

/** The callback: a refused or stale sign-in goes back to the sign-in page with a word, never an error page. */
export async function returnFromSignIn(context: Context, request: Request): Promise<Response> {
  if (!usesCustomerAccountApi(context.appEnv)) {
    return redirect(screenPath('login', context.locale), {headers: PRIVATE_HEADERS});
  }
  const end = await context.backendBudget.run(
    'customer accounts',
    () => finishHostedSignIn(context.appEnv, context.session, request, context.locale),
    isAccountOutage,
  );
  if (!end.ok) {
    flashNotice(context.session, 'signInFailed');
    return redirect(screenPath('login', context.locale), {headers: PRIVATE_HEADERS});
  }
  const customer = await (await accountData(context, request)).greeting(end.tokens.accessToken);
  keepFirstName(context.session, customer?.firstName);
  await carryToCart(context, request, end.tokens);
  const origin = new URL(request.url).origin;
  return redirect(safeRedirect(end.redirect, origin, screenPath('account', context.locale)), {headers: PRIVATE_HEADERS});
}

/** Forgets the customer here, then ends the sign-in at the shop, which comes back to the sign-in page. */
export async function leaveThroughSignOut(context: Context, request: Request): Promise<Response> {
  const idToken = storedAccountTokens(context.session)?.idToken ?? null;
  forgetCustomer(context.session);
  await attachCart(context, null);
  flashNotice(context.session, 'signedOut');
  const url = await hostedSignOutUrl(context.appEnv, request, context.locale, idToken).catch((error: unknown) => {
    // The local session is gone either way; the shop's ends with its tokens.
    console.error('Cannot reach the end of session', error);
    return screenPath('login', context.locale);
  });
  return redirect(url, {headers: PRIVATE_HEADERS});
}
