import {orderStatusUrl} from '../../../../commerce/commerce-urls.js';
import {customerById} from '../../../../commerce/customer-store.js';
import {fulfillmentsOfOrder} from '../../../../commerce/order-fulfillments.js';
import type {OrderRecord} from '../../../../commerce/order-store.js';
import {toGid} from '../../../../ids/gid.js';
import type {CustomerAccountContext} from '../../context.js';
import {
  confirmationNumber,
  discountCodeApplication,
  money,
  orderAddressParent,
  orderLines,
} from '../../shapes.js';
import {connection, noneYet, type ReversiblePageArgs} from '../connections.js';
import type {OrderResolvers} from '../generated-resolver-types.js';

/** The checkout's one delivery option. */
const SHIPPING_TITLE = 'Standard shipping';

function lineTotals(order: OrderRecord, ctx: CustomerAccountContext) {
  const {lineItems} = orderLines(ctx.db, order);
  return {
    original: lineItems.reduce((sum, {line}) => sum + line.originalTotalCents, 0),
    discounted: lineItems.reduce((sum, {line}) => sum + line.discountedTotalCents, 0),
    quantity: lineItems.reduce((sum, {line}) => sum + line.quantity, 0),
    count: lineItems.length,
  };
}

function updatedAt(order: OrderRecord, ctx: CustomerAccountContext): string {
  const times = [order.processedAt, order.canceledAt, ...fulfillmentsOfOrder(ctx.db, order.id).map((f) => f.createdAt)];
  return times.filter((time): time is string => time !== null).sort().at(-1)!;
}

export const Order: OrderResolvers = {
  id: (order) => toGid('Order', order.id),
  name: (order) => `#${order.orderNumber}`,
  number: (order) => order.orderNumber,
  confirmationNumber: (order) => confirmationNumber(order),
  createdAt: (order) => order.processedAt,
  updatedAt: (order, _args, ctx) => updatedAt(order, ctx),
  cancelledAt: (order) => order.canceledAt,
  cancelReason: () => null,
  customerLocale: (order) => order.locale,
  customAttributes: (order) => order.attributes,
  customer: (order, _args, ctx) => (order.customerId === null ? null : customerById(ctx.db, order.customerId)),
  statusPageUrl: (order, _args, ctx) => orderStatusUrl(ctx.baseUrl, order),
  financialStatus: (order) => order.financialStatus as 'PAID',
  fulfillmentStatus: (order) => order.fulfillmentStatus as 'UNFULFILLED' | 'FULFILLED',
  hasEmail: (order) => Boolean(order.email),
  edited: () => false,
  requiresShipping: () => true,
  note: () => null,
  poNumber: () => null,
  totalPrice: (order) => money(order.totalCents, order.currencyCode),
  subtotal: (order) => money(order.subtotalCents - order.orderDiscountCents, order.currencyCode),
  subtotalBeforeDiscounts: (order, _args, ctx) => money(lineTotals(order, ctx).original, order.currencyCode),
  totalShipping: (order) => money(order.shippingCents, order.currencyCode),
  totalDiscountedShipping: (order) => money(order.shippingCents, order.currencyCode),
  totalTax: (order) => money(order.taxCents, order.currencyCode),
  totalRefunded: (order) => money(0, order.currencyCode),
  totalDuties: () => null,
  totalTip: () => null,
  shippingAddress: (order) => orderAddressParent(order),
  billingAddress: () => null,
  shippingLine: (order) => ({
    title: SHIPPING_TITLE,
    handle: 'standard-shipping',
    originalPrice: money(order.shippingCents, order.currencyCode),
  }),
  shippingTitle: () => SHIPPING_TITLE,
  shippingDiscountAllocations: () => [],
  shippingLineGroups: (order) => [
    {groupType: 'ONE_TIME_PURCHASE' as const, lineAmountAfterDiscounts: money(order.shippingCents, order.currencyCode)},
  ],
  lineItems: (order, args: ReversiblePageArgs, ctx) =>
    connection(orderLines(ctx.db, order).lineItems, args, ({line}) => line.id),
  lineItemsSummary: (order, _args, ctx) => {
    const totals = lineTotals(order, ctx);
    return {
      lineItemCount: totals.count,
      totalQuantityOfLineItems: totals.quantity,
      totalQuantityOfLegacyFeesLineItems: 0,
      totalQuantityOfTipLineItems: 0,
    };
  },
  discountApplications: (order, args: ReversiblePageArgs, ctx) => {
    const {discounts} = orderLines(ctx.db, order);
    const applications = discounts.applications.map((discount) => discountCodeApplication(discount, order.currencyCode));
    return connection(applications, args, (application) => application.code);
  },
  discountInformation: (order, _args, ctx) => {
    const {lineItems, discounts} = orderLines(ctx.db, order);
    const byCode = new Map<string, {cents: number; target: 'line' | 'order'}>();
    const add = (code: string, cents: number, target: 'line' | 'order') => {
      const entry = byCode.get(code) ?? {cents: 0, target};
      byCode.set(code, {...entry, cents: entry.cents + cents});
    };
    for (const {allocations} of lineItems) for (const allocation of allocations) add(allocation.code, allocation.cents, 'line');
    for (const allocation of discounts.orderAllocations) add(allocation.code, allocation.cents, 'order');
    const all = [...byCode].map(([code, {cents, target}]) => ({
      target,
      discountApplicationType: 'DISCOUNT_CODE' as const,
      discountValue: money(cents, order.currencyCode),
      targetType: 'LINE_ITEM' as const,
      title: code,
    }));
    const orderLevel = all.filter((discount) => discount.target === 'order');
    const totalCents = [...byCode.values()].reduce((sum, {cents}) => sum + cents, 0);
    return {
      allAppliedDiscounts: all,
      allOrderLevelAppliedDiscounts: orderLevel,
      allOrderLevelAppliedDiscountsOnSoldItems: orderLevel,
      totalDiscounts: money(totalCents, order.currencyCode),
      totalOrderLevelAppliedDiscounts: money(order.orderDiscountCents, order.currencyCode),
    };
  },
  soldInformation: (order, _args, ctx) => {
    const totals = lineTotals(order, ctx);
    return {
      quantity: totals.quantity,
      refundedQuantity: 0,
      subtotal: money(order.subtotalCents - order.orderDiscountCents, order.currencyCode),
      total: money(order.totalCents, order.currencyCode),
      totalDiscount: money(totals.original - order.subtotalCents + order.orderDiscountCents, order.currencyCode),
      totalTaxes: money(order.taxCents, order.currencyCode),
    };
  },
  fulfillments: (order, args: ReversiblePageArgs, ctx) =>
    connection(
      fulfillmentsOfOrder(ctx.db, order.id).map((fulfillment) => ({fulfillment, order})),
      args,
      ({fulfillment}) => fulfillment.id,
    ),
  hasMultipleFulfillments: (order, _args, ctx) => fulfillmentsOfOrder(ctx.db, order.id).length > 1,
  latestFulfillmentDeliveryDate: () => null,
  market: () => ({id: toGid('Market', 1), handle: 'be'}),
  agreements: (_order, args) => noneYet(args),
  returns: (_order, args) => noneYet(args),
  return: () => null,
  refunds: () => [],
  transactions: () => [],
  taxInvoices: () => [],
  orderReceiptMetafields: () => [],
  legacyAggregatedMerchandiseTermsAsFees: () => [],
  legacyRepresentProductsAsFees: () => false,
  legacySubtotalWithoutFees: () => null,
  metafield: () => null,
  metafields: (_order, args) => args.identifiers.map(() => null),
};
