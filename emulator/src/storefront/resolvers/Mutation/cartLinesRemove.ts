import {removeLines} from '../../../commerce/cart-lines.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

export function cartLinesRemove(_parent: unknown, args: {cartId: string; lineIds: string[]}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => removeLines(cart, args.lineIds, issues));
}
