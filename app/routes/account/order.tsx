import {data, useLoaderData} from 'react-router';
import {Image, Money} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/order';
import type {AccountHeadingHandle} from './signed-in-layout';
import {AddressLines} from '~/components/account/address-lines';
import {ExternalLink} from '~/components/ui/external-link';
import {PriceFormat} from '~/components/shop/price-format';
import {ScreenLink} from '~/components/ui/screen-link';
import {formatDate} from '~/i18n/dates';
import {endedSession, requireAccessToken} from '~/lib/customer/account-guard.server';
import {accountData} from '~/lib/customer/account-data.server';
import {DATE_PATTERN} from '~/lib/customer/order-rows.server';
import {linesInPageLanguage} from '~/lib/customer/order-lines-language.server';
import {orderDiscount} from '~/lib/customer/order-discount';
import {orderGid} from '~/lib/customer/order-view';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {shownVariantTitle} from '~/lib/shop/variant-title';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export const handle: AccountHeadingHandle = {
  accountHeading: (loaderData, t) => {
    const name = (loaderData as Awaited<ReturnType<typeof loader>> | undefined)?.order.name;
    return name ? t('account.order.title', {name}) : undefined;
  },
};

export async function loader({context, params, request}: Route.LoaderArgs) {
  const accessToken = await requireAccessToken(context, request);
  const gid = orderGid(params.id, new URL(request.url).searchParams.get('key'));
  if (!gid) throw data(null, {status: 404});
  const {customer, order} = await (await accountData(context, request)).order(accessToken, gid);
  if (!customer) throw endedSession(context, request);
  if (!order) throw data(null, {status: 404});
  const {locale} = context;
  const lines = await linesInPageLanguage(context.storefront, order.lineItems.nodes);
  return {
    order: {
      ...order,
      lineItems: {nodes: lines},
      placedText: formatDate(order.processedAt, DATE_PATTERN, locale),
      canceledText: order.canceledAt ? formatDate(order.canceledAt, DATE_PATTERN, locale) : null,
      discount: orderDiscount(order),
    },
    seo: screenSeo({context, request, params}, 'order'),
  };
}

export default function OrderScreen() {
  const {t} = useTranslation();
  const {order} = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <time dateTime={order.processedAt}>{t('account.order.placed', {date: order.placedText})}</time>
        {order.canceledText ? <> · {t('account.order.canceled', {date: order.canceledText})}</> : null}
      </p>
      <dl className="order-status">
        {order.financialStatus ? (
          <>
            <dt>{t('account.order.payment')}</dt>
            <dd>{t(`account.financial.${order.financialStatus}`)}</dd>
          </>
        ) : null}
        <dt>{t('account.order.fulfillment')}</dt>
        <dd>{t(`account.fulfillment.${order.fulfillmentStatus}`)}</dd>
      </dl>

      <PriceFormat>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('account.order.product')}</th>
              <th scope="col">{t('account.order.quantity')}</th>
              <th scope="col">{t('account.order.price')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lineItems.nodes.map((line, index) => {
              const variantTitle = shownVariantTitle(line.variant?.title);
              return (
                <tr key={line.variant?.id ?? index}>
                  <th scope="row">
                    {line.variant?.image ? (
                      <Image data={line.variant.image} width={64} height={64} sizes="64px" loading="lazy" />
                    ) : null}
                    {line.variant?.product?.handle ? (
                      <ScreenLink screen="product" params={{handle: line.variant.product.handle}}>
                        {line.title}
                      </ScreenLink>
                    ) : (
                      line.title
                    )}
                    {variantTitle ? ` — ${variantTitle}` : null}
                  </th>
                  <td>{line.quantity}</td>
                  <td>
                    <Money data={line.discountedTotalPrice} />
                    {line.discountedTotalPrice.amount !== line.originalTotalPrice.amount ? (
                      <>
                        {' '}
                        <span className="visually-hidden">{t('shop.regularPrice')}</span>
                        <s>
                          <Money data={line.originalTotalPrice} as="span" />
                        </s>
                      </>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {order.discount.amount ? (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('account.order.discount', {codes: order.discount.codes.join(', ')})}
                </th>
                <td>
                  −<Money data={order.discount.amount} as="span" />
                </td>
              </tr>
            ) : null}
            {order.currentSubtotalPrice ? (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('account.order.subtotal')}
                </th>
                <td>
                  <Money data={order.currentSubtotalPrice} />
                </td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2}>
                {t('account.order.shipping')}
              </th>
              <td>
                <Money data={order.currentTotalShippingPrice} />
              </td>
            </tr>
            {order.currentTotalTax ? (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('account.order.tax')}
                </th>
                <td>
                  <Money data={order.currentTotalTax} />
                </td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2}>
                {t('account.order.total')}
              </th>
              <td>
                <Money data={order.currentTotalPrice} />
              </td>
            </tr>
          </tfoot>
        </table>
      </PriceFormat>

      <section aria-labelledby="order-shipping-address" className="account-section">
        <h2 id="order-shipping-address">{t('account.order.shippingAddress')}</h2>
        {order.shippingAddress?.formatted ? (
          <AddressLines lines={order.shippingAddress.formatted} />
        ) : (
          <p>{t('account.order.noShippingAddress')}</p>
        )}
      </section>
      <p>
        <ExternalLink href={order.statusUrl}>{t('account.order.statusPage')}</ExternalLink>
      </p>
      <p>
        <ScreenLink screen="orders">{t('account.order.back')}</ScreenLink>
      </p>
    </>
  );
}
