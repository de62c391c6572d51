import {setDiscountCodes} from '../../../commerce/cart-fields.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

/** Unknown codes are kept and reported `applicable: false`, as Shopify does. */
export function cartDiscountCodesUpdate(
  _parent: unknown,
  args: {cartId: string; discountCodes: string[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart) => setDiscountCodes(cart, args.discountCodes));
}
