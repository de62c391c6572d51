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
  // A phone shows each order as a card of labelled lines (account.css). The roles keep it a table for
  // screen readers where a browser stops exposing one whose parts no longer display as a table.
  const label = (key: 'date' | 'status' | 'total') => (
    <span className="order-table__label" aria-hidden="true">
      {t(`account.orders.${key}`)}
    </span>
  );
  return (
    <PriceFormat>
      <table className="order-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('account.orders.order')}
            </th>
            <th scope="col" role="columnheader">
              {t('account.orders.date')}
            </th>
            <th scope="col" role="columnheader">
              {t('account.orders.status')}
            </th>
            <th scope="col" role="columnheader">
              {t('account.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr key={order.id} role="row">
              <th scope="row" role="rowheader">
                <Link
                  to={`${screenPath('order', locale, {id: order.id})}${orderSearch(order.key)}`}
                  aria-label={t('account.orders.view', {name: order.name})}
                >
                  {order.name}
                </Link>
              </th>
              <td role="cell">
                {label('date')}
                <time dateTime={order.isoDate}>{order.dateText}</time>
              </td>
              <td role="cell">
                {label('status')}
                <span>
                  {order.financialStatus ? `${t(`account.financial.${order.financialStatus}`)} · ` : ''}
                  {t(`account.fulfillment.${order.fulfillmentStatus}`)}
                </span>
              </td>
              <td role="cell">
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
