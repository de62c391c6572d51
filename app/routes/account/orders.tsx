import {data, useLoaderData} from 'react-router';
import {Pagination, getPaginationVariables} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/orders';
import {AccountNav} from '~/components/account/account-nav';
import {OrderTable} from '~/components/account/order-table';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {
  PRIVATE_HEADERS,
  endedSession,
  requireAccessToken,
} from '~/lib/customer/account-guard.server';
import {createCustomerClient} from '~/lib/customer/customer-client.server';
import {orderRows} from '~/lib/customer/order-rows.server';
import {screenMeta} from '~/lib/seo/screen-meta';
import accountStyles from '~/styles/account.css?url';

export const meta = screenMeta();
export const links = () => [{rel: 'stylesheet', href: accountStyles}];

/** Orders per page; the API gives at most 250 a page. */
const PAGE_SIZE = 20;

export async function loader({context, request}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const page = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const customer = await createCustomerClient(context.storefront).orders(accessToken, page);
  if (!customer) throw endedSession(context, request);
  const {nodes, pageInfo} = customer.orders;
  return data(
    {orders: {nodes: orderRows(nodes, context.locale), pageInfo}},
    {headers: PRIVATE_HEADERS},
  );
}

export default function OrdersScreen() {
  const {t} = useTranslation();
  const {orders} = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading screen="orders" />
      <AccountNav />
      {orders.nodes.length === 0 ? (
        <p>{t('account.orders.none')}</p>
      ) : (
        <Pagination connection={orders}>
          {({nodes, isLoading, PreviousLink, NextLink}) => (
            <>
              <PreviousLink className="pagination-link">
                {isLoading ? t('account.orders.loading') : t('account.orders.newer')}
              </PreviousLink>
              <OrderTable orders={nodes} />
              <NextLink className="pagination-link">
                {isLoading ? t('account.orders.loading') : t('account.orders.older')}
              </NextLink>
            </>
          )}
        </Pagination>
      )}
    </>
  );
}
