import {variantParent} from '../../catalogue.js';
import type {EmulatorContext} from '../../context.js';
import type {orderLineItemShape} from '../commerce-mappers.js';

export const OrderLineItem = {
  variant: (line: ReturnType<typeof orderLineItemShape>, _args: unknown, ctx: EmulatorContext) =>
    line.variantId === null ? null : variantParent(ctx.db, line.variantId),
};
