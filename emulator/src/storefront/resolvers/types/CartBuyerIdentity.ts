import {customerById} from '../../../commerce/customer-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {customerShape, type CartShape} from '../../graphql-shapes.js';
import type {CartBuyerIdentityResolvers} from '../generated-resolver-types.js';

export const CartBuyerIdentity: CartBuyerIdentityResolvers = {
  customer: (identity: CartShape['buyerIdentity'], _args: unknown, ctx: EmulatorContext) => {
    const customer = identity.customerId === null ? null : customerById(ctx.db, identity.customerId);
    return customer ? customerShape(customer) : null;
  },
};
