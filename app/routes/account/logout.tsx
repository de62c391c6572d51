import {data, redirect} from 'react-router';
import type {Route} from './+types/logout';
import {screenPath} from '~/i18n/links';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import {flashNotice} from '~/lib/customer/customer-session.server';
import {endSession} from '~/lib/customer/sign-in.server';
import {usesCustomerAccountApi} from '~/lib/customer/account-data.server';
import {leaveThroughSignOut} from '~/lib/customer/hosted-sign-in.server';
import {isSameOriginPost} from '~/lib/http/same-site';

/** Signing out changes state, so only a POST does it; a visit (or a prefetch) goes to the account. */
export function loader({context}: Route.LoaderArgs) {
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export async function action({context, request}: Route.ActionArgs) {
  // Signing someone out from another site's page is a nuisance an attacker should not have.
  if (!isSameOriginPost(request)) throw data({badForm: 'origin'}, {status: 403, headers: PRIVATE_HEADERS});
  if (usesCustomerAccountApi(context.appEnv)) return leaveThroughSignOut(context, request);
  await endSession(context);
  flashNotice(context.session, 'signedOut');
  return redirect(screenPath('login', context.locale), {headers: PRIVATE_HEADERS});
}

/** Never shown (every answer redirects); it makes this a page, so a refusal is the error page in the layout. */
export default function LogoutScreen() {
  return null;
}
