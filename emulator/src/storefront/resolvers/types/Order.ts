import {orderDiscounts} from '../../../commerce/order-discounts.js';
import {linesOfOrder, orderById} from '../../../commerce/order-store.js';
import {paginate} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {discountCodeApplicationShape, orderLineItemShape, type OrderShape} from '../../graphql-shapes.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';
import type {OrderResolvers} from '../generated-resolver-types.js';

function discountsOf(order: OrderShape, ctx: EmulatorContext) {
  const record = orderById(ctx.db, order.orderId)!;
  const lines = linesOfOrder(ctx.db, order.orderId);
  return {lines, discounts: orderDiscounts(ctx.db, record, lines)};
}

export const Order: OrderResolvers = {
  lineItems: (order: OrderShape, args: ReversiblePageArgs, ctx: EmulatorContext) => {
    const {lines, discounts} = discountsOf(order, ctx);
    const shapes = lines.map((line) =>
      orderLineItemShape(line, order.currencyCode, discounts.lineAllocations.get(line.position) ?? []),
    );
    return paginate(inRequestedOrder(shapes, args), args, (line) => line.position);
  },
  discountApplications: (order: OrderShape, args: ReversiblePageArgs, ctx: EmulatorContext) => {
    const {discounts} = discountsOf(order, ctx);
    const shapes = discounts.applications.map((discount) => discountCodeApplicationShape(discount, order.currencyCode));
    return paginate(inRequestedOrder(shapes, args), args, (application) => application.code);
  },
  metafield: () => null,
  metafields: (_order: OrderShape, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};
