import type {Route} from './+types/authorize';
import {returnFromSignIn} from '~/lib/customer/hosted-sign-in.server';

/** Where the shop's hosted sign-in comes back with a code: traded for tokens, then on to the account. */
export function loader({context, request}: Route.LoaderArgs) {
  return returnFromSignIn(context, request);
}

/** Never shown (every answer redirects); it makes this a page, so a refusal is the error page in the layout. */
export default function AuthorizeScreen() {
  return null;
}
