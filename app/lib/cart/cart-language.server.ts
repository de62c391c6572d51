import {CART_BUYER_IDENTITY} from './cart-cookie.server';
import {
  CART_QUERY_FAILURE_LOG,
  runCartOperation,
  type CartLogger,
  type CartPort,
  type CartReader,
} from './cart-rules.server';

/** Session key: the language the stored cart was last told. */
export const CART_LANGUAGE_KEY = 'cartLanguage';

interface LanguageMemory {
  get(key: string): unknown;
  set(key: string, value: string): void;
  unset(key: string): void;
}

export function rememberCartLanguage(session: LanguageMemory, language: string): void {
  if (session.get(CART_LANGUAGE_KEY) !== language) session.set(CART_LANGUAGE_KEY, language);
}

export type CurrentCart<TFull> =
  | {state: 'none'; headers: Headers}
  | {state: 'unavailable'; headers: Headers}
  | {state: 'found'; cart: TFull; headers: Headers};

const defaultLogger: CartLogger = (message, detail) => console.error(message, detail);

function isCart(value: unknown): value is {id: string} {
  return typeof value === 'object' && value !== null && typeof (value as {id?: unknown}).id === 'string';
}

/**
 * The stored cart for a page in `language`. A cart the backend no longer knows (completed at
 * checkout, expired) is forgotten: the page shows no cart and the next operation starts a new
 * one. When the page's language is not the one the cart was last told (a language switch, or a
 * cart made before this session), its buyer identity is sent again under the page's @inContext,
 * which sets the cart's country and language, so checkout opens in the page's language.
 * Never throws.
 */
export async function currentCart<TFull extends {checkoutUrl?: string}>(options: {
  port: CartPort<{id: string; checkoutUrl?: string}>;
  reader: CartReader<TFull>;
  session: LanguageMemory;
  language: string;
  log?: CartLogger;
}): Promise<CurrentCart<TFull>> {
  const {port, reader, session, language, log = defaultLogger} = options;
  if (!port.getCartId()) return {state: 'none', headers: new Headers()};

  let cart: TFull | null;
  try {
    cart = await reader.get();
  } catch (error) {
    log(CART_QUERY_FAILURE_LOG, error);
    return {state: 'unavailable', headers: new Headers()};
  }
  if (!isCart(cart)) {
    if (cart && typeof cart === 'object' && 'errors' in cart) {
      // The query failed: keep the cart for the next visit.
      log(CART_QUERY_FAILURE_LOG, (cart as {errors: unknown}).errors);
      return {state: 'unavailable', headers: new Headers()};
    }
    // The query answered without a cart: that id is dead.
    log(CART_QUERY_FAILURE_LOG, {cartId: port.getCartId()});
    session.unset(CART_LANGUAGE_KEY);
    return {state: 'none', headers: port.forgetCartId()};
  }

  if (session.get(CART_LANGUAGE_KEY) === language) return {state: 'found', cart, headers: new Headers()};
  const outcome = await runCartOperation(
    port,
    {action: 'BuyerIdentityUpdate', buyerIdentity: CART_BUYER_IDENTITY},
    log,
  );
  if (!outcome.ok) return {state: 'found', cart, headers: outcome.headers};
  rememberCartLanguage(session, language);
  const checkoutUrl = outcome.cart.checkoutUrl ?? cart.checkoutUrl;
  return {state: 'found', cart: {...cart, checkoutUrl}, headers: outcome.headers};
}
