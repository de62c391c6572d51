import {data} from 'react-router';
import type {CmsClient} from '~/lib/cms/client.server';
import {
  SUBSCRIPTION_LINK_STATUS_CODES,
  followSubscriptionLink,
  readLinkToken,
  type SubscriptionLinkAction,
} from './subscription-link.server';
import {readForm} from '~/lib/forms/read-form.server';

export function loadSubscriptionLink({request}: {request: Request}) {
  const token = readLinkToken(new URL(request.url).searchParams.get('token'));
  return data({token}, {status: token ? 200 : 400});
}

export async function performSubscriptionLink(
  action: SubscriptionLinkAction,
  {request, context}: {request: Request; context: {cms: CmsClient}},
) {
  const form = await readForm(request);
  const outcome = await followSubscriptionLink(action, readLinkToken(form.get('token')), context);
  return data(outcome, {status: SUBSCRIPTION_LINK_STATUS_CODES[outcome.status]});
}
