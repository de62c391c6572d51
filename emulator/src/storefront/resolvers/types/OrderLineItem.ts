import {variantParent} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import type {orderLineItemShape} from '../../graphql-shapes.js';
import type {OrderLineItemResolvers} from '../generated-resolver-types.js';

export const OrderLineItem: OrderLineItemResolvers = {
  variant: (line: ReturnType<typeof orderLineItemShape>, _args: unknown, ctx: EmulatorContext) =>
    line.variantId === null ? null : variantParent(ctx.db, line.variantId),
};
