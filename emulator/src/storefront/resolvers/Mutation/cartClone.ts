import {newCartLineId, newCartReference} from '../../../commerce/cart-id.js';
import {findCart} from '../../../commerce/cart-store.js';
import {parseCartGid} from '../../../commerce/cart-id.js';
import type {EmulatorContext} from '../../graphql-context.js';
import {cartNotFound, commitCartEdit} from '../run-cart-mutation.js';

/** A new cart with the same lines, attributes, note and codes; the buyer's identity stays with the original. */
export function cartClone(_parent: unknown, args: {cartId: string}, ctx: EmulatorContext) {
  return ctx.db
    .transaction(() => {
      const reference = parseCartGid(args.cartId);
      const original = reference ? findCart(ctx.db, reference) : null;
      if (!original || original.completedAt) return cartNotFound();
      const now = ctx.now().toISOString();
      const copy = {
        ...structuredClone(original),
        ...newCartReference(),
        customerId: null,
        email: null,
        phone: null,
        deliveryAddresses: [],
        createdAt: now,
        updatedAt: now,
      };
      copy.lines = copy.lines.map((line) => ({...line, id: newCartLineId()}));
      return commitCartEdit(ctx, copy, () => {});
    })
    .immediate();
}
