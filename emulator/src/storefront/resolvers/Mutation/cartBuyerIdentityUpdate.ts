import {applyBuyerIdentity, type BuyerIdentityInput} from '../../../commerce/cart-fields.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

export function cartBuyerIdentityUpdate(
  _parent: unknown,
  args: {cartId: string; buyerIdentity: BuyerIdentityInput},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) =>
    applyBuyerIdentity(ctx.db, cart, args.buyerIdentity, issues, ctx.now(), ['buyerIdentity']),
  );
}
