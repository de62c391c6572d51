import {setAttributes} from '../../../commerce/cart-fields.js';
import type {Attribute} from '../../../commerce/cart-store.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

/** Replaces the cart's attributes with the given set. */
export function cartAttributesUpdate(
  _parent: unknown,
  args: {cartId: string; attributes: Attribute[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => setAttributes(cart, args.attributes, issues, ['attributes']));
}
