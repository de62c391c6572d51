import {Link} from 'react-router';
import {Money} from '@shopify/hydrogen';
import {useTranslation} from '~/i18n/translate';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';
import {PriceFormat} from '~/components/shop/price-format';
import {orderSearch} from '~/lib/customer/order-view';

export interface OrderRow {
  id: string;
  key: string;
  name: string;
  dateText: string;
  isoDate: string;
  financialStatus?: string | null;
  fulfillmentStatus: string;
  total: {amount: string; currencyCode: string};
}

export function OrderTable({orders}: {orders: OrderRow[]}) {
  const {t} = useTranslation();
  const locale = useLocale();
  // A phone shows each order as a card of labelled lines (account.css); the labels are for the eye,
  // screen readers keep the column headers.
  const label = (key: 'date' | 'status' | 'total') => (
    <span className="order-table__label" aria-hidden="true">
      {t(`account.orders.${key}`)}
    </span>
  );
  return (
    <PriceFormat>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.order')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col">{t('account.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link
                  to={`${screenPath('order', locale, {id: order.id})}${orderSearch(order.key)}`}
                  aria-label={t('account.orders.view', {name: order.name})}
                >
                  {order.name}
                </Link>
              </th>
              <td>
                {label('date')}
                <time dateTime={order.isoDate}>{order.dateText}</time>
              </td>
              <td>
                {label('status')}
                <span>
                  {order.financialStatus ? `${t(`account.financial.${order.financialStatus}`)} · ` : ''}
                  {t(`account.fulfillment.${order.fulfillmentStatus}`)}
                </span>
              </td>
              <td>
                {label('total')}
                <Money data={order.total as Parameters<typeof Money>[0]['data']} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PriceFormat>
  );
}
