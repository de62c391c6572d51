import {paginate} from '../../connection.js';
import type {CartLineShape, CartShape} from '../commerce-mappers.js';
import {inRequestedOrder, type ReversiblePageArgs} from '../list-order.js';

export const Cart = {
  lines: (cart: CartShape, args: ReversiblePageArgs) =>
    paginate<CartLineShape>(inRequestedOrder(cart.lineShapes, args), args, (line) => line.id),
  attribute: (cart: CartShape, args: {key: string}) =>
    cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
  // Carts hold no delivery addresses or metafields in the emulator.
  delivery: () => ({addresses: []}),
  deliveryGroups: (_cart: CartShape, args: ReversiblePageArgs) => paginate([], args, () => ''),
  metafield: () => null,
  metafields: (_cart: CartShape, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
};
