import type {MetaFunction} from 'react-router';
import {rootCatalogue} from '~/i18n/page-catalogue';
import type {RootLoader} from '~/root';
import type {SubscriptionLinkAction} from './subscription-link.server';

export function subscriptionLinkMeta(action: SubscriptionLinkAction): MetaFunction<unknown, {root: RootLoader}> {
  return ({matches}) => {
    const messages = rootCatalogue(matches);
    if (!messages) return [];
    return [
      {title: `${messages.newsletter[action].title} | ${messages.site.name}`},
      {name: 'robots', content: 'noindex'},
      // The URL holds the mail's token: it never leaves the site in a Referer. Not no-referrer, which
      // makes the browser post the button's form with `Origin: null`, refused as a cross-site action.
      {name: 'referrer', content: 'same-origin'},
    ];
  };
}
