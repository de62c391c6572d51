import type {EmulatorContext} from '../../graphql-context.js';
import {runCartMutation} from '../run-cart-mutation.js';
import {DELIVERY_OPTION_HANDLE, deliveryGroupId} from '../types/Cart.js';

interface SelectedOption {
  deliveryGroupId: string;
  deliveryOptionHandle: string;
}

export function cartSelectedDeliveryOptionsUpdate(
  _parent: unknown,
  args: {cartId: string; selectedDeliveryOptions: SelectedOption[]},
  ctx: EmulatorContext,
) {
  return runCartMutation(ctx, args.cartId, (cart, issues) => {
    args.selectedDeliveryOptions.forEach((selected, index) => {
      if (cart.lines.length === 0 || selected.deliveryGroupId !== deliveryGroupId(cart.token)) {
        issues.error('INVALID_DELIVERY_GROUP', ['selectedDeliveryOptions', index, 'deliveryGroupId'], 'The delivery group does not exist.');
      } else if (selected.deliveryOptionHandle !== DELIVERY_OPTION_HANDLE) {
        issues.error('INVALID_DELIVERY_OPTION', ['selectedDeliveryOptions', index, 'deliveryOptionHandle'], 'The delivery option does not exist.');
      } else {
        cart.selectedDeliveryOption = selected.deliveryOptionHandle;
      }
    });
  });
}
