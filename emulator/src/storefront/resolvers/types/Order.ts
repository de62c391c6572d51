import {linesOfOrder} from '../../../commerce/order-store.js';
import {paginate} from '../../cursor-connections.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {orderLineItemShape, type OrderShape} from '../../graphql-shapes.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';
import type {OrderResolvers} from '../generated-resolver-types.js';

export const Order: OrderResolvers = {
  lineItems: (order: OrderShape, args: ReversiblePageArgs, ctx: EmulatorContext) => {
    const lines = linesOfOrder(ctx.db, order.orderId).map((line) => orderLineItemShape(line, order.currencyCode));
    return paginate(inRequestedOrder(lines, args), args, (line) => line.position);
  },
  metafield: () => null,
  metafields: (_order: OrderShape, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};
