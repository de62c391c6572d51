import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';

/** Forgets who the buyer is (customer, e-mail, phone, delivery addresses); lines, note and codes stay. */
export function cartRemovePersonalData(_parent: unknown, args: {cartId: string}, ctx: EmulatorContext) {
  return runCartMutation(ctx, args.cartId, (cart) => {
    cart.customerId = null;
    cart.email = null;
    cart.phone = null;
    cart.deliveryAddresses = [];
  });
}
