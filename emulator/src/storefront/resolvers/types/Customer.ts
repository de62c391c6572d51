import {addressesOf, addressOf} from '../../../commerce/address-store.js';
import {countOrdersOfCustomer, ordersOfCustomer, type OrderRecord} from '../../../commerce/order-store.js';
import {paginate} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerAddressShape, orderShape, type CustomerShape} from '../../graphql-shapes.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';
import type {CustomerResolvers} from '../generated-resolver-types.js';

type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';

const ORDER_COMPARATORS: Record<OrderSortKey, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.id - b.id,
  RELEVANCE: (a, b) => a.id - b.id,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.id - b.id,
  TOTAL_PRICE: (a, b) => a.totalCents - b.totalCents || a.id - b.id,
};

export const Customer: CustomerResolvers = {
  numberOfOrders: (customer: CustomerShape, _args: unknown, ctx: EmulatorContext) =>
    String(countOrdersOfCustomer(ctx.db, customer.customerId)),
  defaultAddress: (customer: CustomerShape, _args: unknown, ctx: EmulatorContext) => {
    if (customer.defaultAddressId === null) return null;
    const address = addressOf(ctx.db, customer.customerId, customer.defaultAddressId);
    return address ? customerAddressShape(address) : null;
  },
  addresses: (customer: CustomerShape, args: ReversiblePageArgs, ctx: EmulatorContext) =>
    paginate(
      inRequestedOrder(addressesOf(ctx.db, customer.customerId).map(customerAddressShape), args),
      args,
      (address) => address.id,
    ),
  orders: (
    customer: CustomerShape,
    args: ReversiblePageArgs & {sortKey?: OrderSortKey | null},
    ctx: EmulatorContext,
  ) => {
    const orders = ordersOfCustomer(ctx.db, customer.customerId).sort(ORDER_COMPARATORS[args.sortKey ?? 'ID']);
    const shapes = orders.map((order) => orderShape(order, ctx.baseUrl));
    return {
      ...paginate(inRequestedOrder(shapes, args), args, (order) => order.orderId),
      totalCount: String(orders.length),
    };
  },
  metafield: () => null,
  metafields: (_customer: CustomerShape, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};
