// Dates are formatted here so no page ships date-fns.
import type {OrderRow} from '~/components/account/order-table';
import {formatDate} from '~/i18n/dates';
import type {Locale} from '~/i18n/locales';
import {orderRef} from './order-view';

interface OrderSummary {
  id: string;
  name: string;
  processedAt: string;
  financialStatus?: string | null;
  fulfillmentStatus: string;
  currentTotalPrice: {amount: string; currencyCode: string};
}

export const DATE_PATTERN = 'PPP';

export function orderRows(orders: readonly OrderSummary[], locale: Locale): OrderRow[] {
  return orders.flatMap((order) => {
    const ref = orderRef(order.id);
    if (!ref) return [];
    return [
      {
        id: ref.id,
        key: ref.key,
        name: order.name,
        isoDate: order.processedAt,
        dateText: formatDate(order.processedAt, DATE_PATTERN, locale),
        financialStatus: order.financialStatus ?? null,
        fulfillmentStatus: order.fulfillmentStatus,
        total: order.currentTotalPrice,
      },
    ];
  });
}
