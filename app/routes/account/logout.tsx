import {redirect} from 'react-router';
import type {Route} from './+types/logout';
import {screenPath} from '~/i18n/links';
import {PRIVATE_HEADERS} from '~/lib/customer/account-guard.server';
import {flashNotice} from '~/lib/customer/customer-session.server';
import {endSession} from '~/lib/customer/sign-in.server';

/** Signing out changes state, so only a POST does it; a visit (or a prefetch) goes to the account. */
export function loader({context}: Route.LoaderArgs) {
  return redirect(screenPath('account', context.locale), {headers: PRIVATE_HEADERS});
}

export async function action({context}: Route.ActionArgs) {
  await endSession(context);
  flashNotice(context.session, 'signedOut');
  return redirect(screenPath('login', context.locale), {headers: PRIVATE_HEADERS});
}
