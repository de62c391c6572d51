// Mutations the emulator does not model still answer as Shopify does: the payload, with the cart left
// as it was and a user error saying what is not supported, so a client can tell refusal from success.
import {parseCartGid} from '../../../commerce/cart-id.js';
import {findCart} from '../../../commerce/cart-store.js';
import {priceCart} from '../../../commerce/priced-cart.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {cartShape} from '../../graphql-shapes.js';
import {cartNotFound} from '../run-cart-mutation.js';
import type {CartErrorCode} from '../../../commerce/cart-issues.js';
import type {MutationResolvers} from '../generated-resolver-types.js';

function unchangedCart(ctx: EmulatorContext, cartId: string) {
  const reference = parseCartGid(cartId);
  const cart = reference ? findCart(ctx.db, reference) : null;
  if (!cart || cart.completedAt) return null;
  return cartShape(priceCart(ctx.db, cart, localeOf(ctx)), ctx.baseUrl);
}

/** A cart mutation refused with `code` on `field`; an unknown cart is reported as such first. */
function refusedCartMutation(what: string, code: CartErrorCode, field: string[]) {
  return (_parent: unknown, args: {cartId: string}, ctx: EmulatorContext) => {
    const cart = unchangedCart(ctx, args.cartId);
    if (!cart) return cartNotFound();
    return {cart, userErrors: [{code, field, message: `${what} is not supported by the emulator.`}], warnings: []};
  };
}

/** Payloads whose result is not a cart: `result` null with the user error. */
function refusedCompletion(what: string) {
  return (_parent: unknown, args: {cartId: string}, ctx: EmulatorContext) => {
    if (!unchangedCart(ctx, args.cartId)) return {result: null, userErrors: cartNotFound().userErrors};
    return {
      result: null,
      userErrors: [{code: 'INVALID' as const, field: null, message: `${what} is not supported by the emulator; use the cart's checkoutUrl.`}],
    };
  };
}

export const refusedMutations: MutationResolvers = {
  cartBillingAddressUpdate: refusedCartMutation('A billing address on the cart', 'INVALID', ['billingAddress']),
  cartPaymentUpdate: refusedCartMutation('Paying through the API', 'PAYMENT_METHOD_NOT_SUPPORTED', ['payment']),
  cartPrepareForCompletion: refusedCompletion('Completing a cart through the API'),
  cartSubmitForCompletion: refusedCompletion('Completing a cart through the API'),
  cartMetafieldsSet: (_parent, args: {metafields: unknown[]}) => ({
    metafields: null,
    userErrors: args.metafields.map((_metafield, index) => ({
      code: 'INVALID_OWNER',
      elementIndex: index,
      field: ['metafields', String(index), 'ownerId'],
      message: 'Cart metafields are not supported by the emulator.',
    })),
  }),
  cartMetafieldDelete: () => ({
    deletedId: null,
    userErrors: [{code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: 'Cart metafields are not supported by the emulator.'}],
  }),
  customerAccessTokenCreateWithMultipass: () => {
    const errors = [
      {code: 'INVALID_MULTIPASS_REQUEST' as const, field: ['multipassToken'], message: 'Multipass is not supported by the emulator.'},
    ];
    return {customerAccessToken: null, customerUserErrors: errors, userErrors: errors};
  },
  shopPayPaymentRequestSessionCreate: () => ({
    shopPayPaymentRequestSession: null,
    userErrors: [{code: 'PAYMENT_REQUEST_INVALID_INPUT', field: ['paymentRequest'], message: 'Shop Pay is not supported by the emulator.'}],
  }),
  shopPayPaymentRequestSessionSubmit: () => ({
    paymentRequestReceipt: null,
    userErrors: [{code: 'PAYMENT_REQUEST_INVALID_INPUT', field: ['paymentRequest'], message: 'Shop Pay is not supported by the emulator.'}],
  }),
};
