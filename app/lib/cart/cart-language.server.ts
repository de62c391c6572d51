import {CART_BUYER_IDENTITY} from './cart-cookie.server';
import {
  CART_QUERY_FAILURE_LOG,
  runCartOperation,
  type CartLogger,
  type CartPort,
  type CartReader,
} from './cart-rules.server';

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
      // A failed query is not a dead id: keep the cart for the next visit.
      log(CART_QUERY_FAILURE_LOG, (cart as {errors: unknown}).errors);
      return {state: 'unavailable', headers: new Headers()};
    }
    log(CART_QUERY_FAILURE_LOG, {cartId: port.getCartId()});
    session.unset(CART_LANGUAGE_KEY);
    return {state: 'none', headers: port.forgetCartId()};
  }

  if (session.get(CART_LANGUAGE_KEY) === language) return {state: 'found', cart, headers: new Headers()};
  // Sent again under the page's @inContext, the buyer identity moves the cart and its checkout to this language.
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
