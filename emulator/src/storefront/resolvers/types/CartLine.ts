import {variantParent} from '../../../catalogue/catalogue-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import type {CartLineShape} from '../../graphql-shapes.js';
import type {CartLineResolvers} from '../generated-resolver-types.js';

export const CartLine: CartLineResolvers = {
  merchandise: (line: CartLineShape, _args: unknown, ctx: EmulatorContext) => {
    const variant = variantParent(ctx.db, line.variantId);
    if (!variant) throw new Error(`Cart line ${line.id} has no variant ${line.variantId}`);
    return variant;
  },
  attribute: (line: CartLineShape, args: {key: string}) =>
    line.attributes.find((attribute) => attribute.key === args.key) ?? null,
};
