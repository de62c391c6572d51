import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartApiMutationFragment, CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_LINES_LIMIT} from '~/graphql/cart';
import {forgetCartCookie} from './cart-cookie.server';
import type {CartMutationResult, CartPort, CartReader} from './cart-rules.server';

type Handler = Pick<
  HydrogenCart,
  | 'get'
  | 'getCartId'
  | 'setCartId'
  | 'create'
  | 'addLines'
  | 'updateLines'
  | 'removeLines'
  | 'updateDiscountCodes'
  | 'updateBuyerIdentity'
>;

type Mutated = CartMutationResult<CartApiMutationFragment>;

export function hydrogenCartPort(cart: Handler, request: Request): CartPort<CartApiMutationFragment> {
  return {
    getCartId: () => cart.getCartId(),
    setCartId: (cartId) => cart.setCartId(cartId),
    forgetCartId: () => forgetCartCookie(request),
    create: async (input) => (await cart.create(input)) as Mutated,
    addLines: async (lines) => (await cart.addLines(lines)) as Mutated,
    updateLines: async (lines) => (await cart.updateLines(lines)) as Mutated,
    removeLines: async (lineIds) => (await cart.removeLines(lineIds)) as Mutated,
    updateDiscountCodes: async (codes) => (await cart.updateDiscountCodes(codes)) as Mutated,
    updateBuyerIdentity: async (identity) => (await cart.updateBuyerIdentity(identity)) as Mutated,
  };
}

export function hydrogenCartReader(cart: Handler): CartReader<CartApiQueryFragment> {
  return {
    get: async () => (await cart.get({numCartLines: CART_LINES_LIMIT})) as CartApiQueryFragment | null,
  };
}
