import {useLoaderData} from 'react-router';
import {getPaginationVariables} from '@shopify/hydrogen';
import {Pagination} from '~/components/shop/pagination';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/orders';
import {OrderTable} from '~/components/account/order-table';
import {endedSession, requireAccessToken} from '~/lib/customer/account-guard.server';
import {accountData} from '~/lib/customer/account-data.server';
import {orderRows} from '~/lib/customer/order-rows.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

/** Orders per page; the API gives at most 250 a page. */
const PAGE_SIZE = 20;

export async function loader({context, request, params}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const page = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const customer = await (await accountData(context, request)).orders(accessToken, page);
  if (!customer) throw endedSession(context, request);
  const {nodes, pageInfo} = customer.orders;
  return {
    orders: {nodes: orderRows(nodes, context.locale), pageInfo},
    seo: screenSeo({context, request, params}, 'orders'),
  };
}

export default function OrdersScreen() {
  const {t} = useTranslation();
  const {orders} = useLoaderData<typeof loader>();
  return (
    <>
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
