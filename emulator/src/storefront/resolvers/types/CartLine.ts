import {variantParent} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import type {CartLineShape} from '../../graphql-shapes.js';

export const CartLine = {
  merchandise: (line: CartLineShape, _args: unknown, ctx: EmulatorContext) => variantParent(ctx.db, line.variantId),
  attribute: (line: CartLineShape, args: {key: string}) =>
    line.attributes.find((attribute) => attribute.key === args.key) ?? null,
};
