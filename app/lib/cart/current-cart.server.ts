import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {currentCart, type CurrentCart} from './cart-language.server';
import {hydrogenCartPort, hydrogenCartReader} from './hydrogen-cart-port.server';

type Context = Parameters<typeof hydrogenCartPort>[0] extends infer Handler
  ? {
      cart: Handler & Parameters<typeof hydrogenCartReader>[0];
      session: Parameters<typeof currentCart>[0]['session'];
      locale: Locale;
    }
  : never;

const perRequest = new WeakMap<object, Promise<CurrentCart<CartApiQueryFragment>>>();

/**
 * The visitor's cart for this request, read once even when the root and the cart page both ask
 * (their loaders run side by side): see `currentCart` for the rules.
 */
export function loadCurrentCart(context: Context, request: Request): Promise<CurrentCart<CartApiQueryFragment>> {
  let pending = perRequest.get(context.cart);
  if (!pending) {
    pending = currentCart({
      port: hydrogenCartPort(context.cart, request),
      reader: hydrogenCartReader(context.cart),
      session: context.session,
      language: LOCALE_INFO[context.locale].language,
    });
    perRequest.set(context.cart, pending);
  }
  return pending;
}

/** What the header needs of the cart: the count, and the lines for optimistic updates. */
export interface LayoutCart {
  totalQuantity: number;
  lines: {nodes: Array<{id: string; quantity: number}>};
}

export function layoutCart(cart: CartApiQueryFragment): LayoutCart {
  return {
    totalQuantity: cart.totalQuantity ?? 0,
    lines: {nodes: cart.lines.nodes.map((line) => ({id: line.id, quantity: line.quantity}))},
  };
}
