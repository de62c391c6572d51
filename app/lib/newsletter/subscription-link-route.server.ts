import {data} from 'react-router';
import {
  SUBSCRIPTION_LINK_STATUS_CODES,
  followSubscriptionLink,
  readLinkToken,
  type LinkDeps,
  type SubscriptionLinkAction,
} from './subscription-link.server';
import {readForm} from '~/lib/forms/read-form.server';

export function loadSubscriptionLink({request}: {request: Request}) {
  const token = readLinkToken(new URL(request.url).searchParams.get('token'));
  return data({token}, {status: token ? 200 : 400});
}

/**
 * The token a POST carries: the page's button posts it as a field; a mail program's one-click
 * unsubscribe (RFC 8058) posts only `List-Unsubscribe=One-Click` to the mail's link, whose URL has it.
 */
function postedToken(action: SubscriptionLinkAction, request: Request, form: FormData): string | null {
  const field = form.get('token');
  if (field !== null) return readLinkToken(field);
  const oneClick = action === 'unsubscribe' && form.get('List-Unsubscribe') === 'One-Click';
  return oneClick ? readLinkToken(new URL(request.url).searchParams.get('token')) : null;
}

export async function performSubscriptionLink(
  action: SubscriptionLinkAction,
  {request, context}: {request: Request; context: LinkDeps},
) {
  const form = await readForm(request);
  const outcome = await followSubscriptionLink(action, postedToken(action, request, form), context);
  return data(outcome, {status: SUBSCRIPTION_LINK_STATUS_CODES[outcome.status]});
}
