import {parseCartGid} from '../../../commerce/cart-id.js';
import {findCart} from '../../../commerce/cart-store.js';
import {priceCart} from '../../../commerce/priced-cart.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {cartShape} from '../../graphql-shapes.js';

/** A completed cart (its order placed) is gone, as on Shopify. */
export function cart(_parent: unknown, args: {id: string}, ctx: EmulatorContext) {
  const reference = parseCartGid(args.id);
  const record = reference ? findCart(ctx.db, reference) : null;
  if (!record || record.completedAt) return null;
  return cartShape(priceCart(ctx.db, record, localeOf(ctx)), ctx.baseUrl);
}
