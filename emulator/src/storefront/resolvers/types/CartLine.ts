import {variantParent} from '../../catalogue.js';
import type {EmulatorContext} from '../../context.js';
import type {CartLineShape} from '../commerce-mappers.js';

export const CartLine = {
  merchandise: (line: CartLineShape, _args: unknown, ctx: EmulatorContext) => variantParent(ctx.db, line.variantId),
  attribute: (line: CartLineShape, args: {key: string}) =>
    line.attributes.find((attribute) => attribute.key === args.key) ?? null,
};
