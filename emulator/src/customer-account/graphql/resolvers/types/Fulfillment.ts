import {toGid} from '../../../../ids/gid.js';
import {orderLines} from '../../shapes.js';
import {connection, noneYet, type ReversiblePageArgs} from '../connections.js';
import type {FulfillmentResolvers} from '../generated-resolver-types.js';

/** Every fulfilment ships the whole order, and its tracking is known when it is recorded. */
export const Fulfillment: FulfillmentResolvers = {
  id: ({fulfillment}) => toGid('Fulfillment', fulfillment.id),
  status: () => 'SUCCESS',
  createdAt: ({fulfillment}) => fulfillment.createdAt,
  updatedAt: ({fulfillment}) => fulfillment.createdAt,
  estimatedDeliveryAt: () => null,
  latestShipmentStatus: () => null,
  isPickedUp: () => false,
  pickupAddress: () => null,
  requiresShipping: () => true,
  trackingInformation: ({fulfillment}) => (fulfillment.tracking ? [fulfillment.tracking] : []),
  fulfillmentLineItems: ({fulfillment, order}, args: ReversiblePageArgs, ctx) =>
    connection(
      orderLines(ctx.db, order).lineItems.map((lineItem) => ({fulfillment, lineItem})),
      args,
      ({lineItem}) => lineItem.line.id,
    ),
  events: (_fulfillment, args) => noneYet(args),
};
