import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

export function cartNoteUpdate(_parent: unknown, args: {cartId: string; note: string}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart) => {
    cart.note = args.note;
  });
}
