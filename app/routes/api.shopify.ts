import type {Route} from './+types/api.shopify';
import {relay} from '~/lib/relay/relay.server';

/** The relay for older callers; see docs/relay.md. */
export async function action({request, context}: Route.ActionArgs) {
  const {storefront, appEnv} = context;
  return relay(request, {
    url: storefront.getApiUrl(),
    headers: storefront.getHeaders(),
    secrets: [appEnv.PRIVATE_STOREFRONT_API_TOKEN, appEnv.PUBLIC_STOREFRONT_API_TOKEN],
  }, {secret: appEnv.SESSION_SECRET});
}

export async function loader({request, context}: Route.LoaderArgs) {
  return action({request, context} as Route.ActionArgs);
}
