import {orderById} from '../../../../commerce/order-store.js';
import {fromGidNumber} from '../../../../ids/gid.js';
import type {QueryRootResolvers} from '../generated-resolver-types.js';

/** Only the signed-in customer's own orders: anyone else's reads as not found. */
export const order: QueryRootResolvers['order'] = (_root, args, ctx) => {
  const id = fromGidNumber(args.id, 'Order');
  const found = id === null ? null : orderById(ctx.db, id);
  return found && found.customerId === ctx.customer.id ? found : null;
};
