import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/newsletter-confirm';
import {SubscriptionLinkScreen} from '~/components/newsletter/subscription-link-screen';
import {subscriptionLinkMeta} from '~/lib/newsletter/subscription-link-meta';
import {loadSubscriptionLink, performSubscriptionLink} from '~/lib/newsletter/subscription-link-route.server';

export const meta = subscriptionLinkMeta('confirm');

export function loader(args: Route.LoaderArgs) {
  return loadSubscriptionLink(args);
}

export function action(args: Route.ActionArgs) {
  return performSubscriptionLink('confirm', args);
}

export default function NewsletterConfirmScreen() {
  const {token} = useLoaderData<typeof loader>();
  return <SubscriptionLinkScreen action="confirm" token={token} outcome={useActionData<typeof action>()} />;
}
