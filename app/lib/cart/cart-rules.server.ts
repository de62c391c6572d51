import type {
  CartBuyerIdentityInput,
  CartInput,
  CartLineInput,
  CartLineUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';

export type CartOperation =
  | {action: 'LinesAdd'; lines: CartLineInput[]}
  | {action: 'LinesUpdate'; lines: CartLineUpdateInput[]}
  | {action: 'LinesRemove'; lineIds: string[]}
  | {action: 'DiscountCodesUpdate'; discountCodes: string[]}
  | {action: 'BuyerIdentityUpdate'; buyerIdentity: CartBuyerIdentityInput};

export type CartAction = CartOperation['action'];

export const CART_FAILURE_LOG: Record<CartAction, string> = {
  LinesAdd: 'Cannot add item to cart',
  LinesUpdate: 'Cannot update cart item',
  LinesRemove: 'Cannot remove item from cart',
  BuyerIdentityUpdate: 'Cannot update cart buyer identity',
  DiscountCodesUpdate: 'Cannot update cart discount codes',
};
export const CART_CREATE_FAILURE_LOG = 'No cart returned from cartCreate mutation';
export const CART_QUERY_FAILURE_LOG = 'No cart retrieved from cart query';

export interface CartUserError {
  code?: string | null;
  field?: string[] | null;
  message: string;
}

export interface CartMutationResult<TCart> {
  cart?: TCart | null;
  userErrors?: CartUserError[] | null;
  errors?: unknown;
}

export interface CartPort<TCart extends {id: string}> {
  getCartId(): string | undefined;
  setCartId(cartId: string): Headers;
  forgetCartId(): Headers;
  create(input: CartInput): Promise<CartMutationResult<TCart>>;
  addLines(lines: CartLineInput[]): Promise<CartMutationResult<TCart>>;
  updateLines(lines: CartLineUpdateInput[]): Promise<CartMutationResult<TCart>>;
  removeLines(lineIds: string[]): Promise<CartMutationResult<TCart>>;
  updateDiscountCodes(codes: string[]): Promise<CartMutationResult<TCart>>;
  updateBuyerIdentity(buyerIdentity: CartBuyerIdentityInput): Promise<CartMutationResult<TCart>>;
}

export interface CartReader<TFull> {
  get(): Promise<TFull | null>;
}

export type CartOutcome<TCart> =
  | {ok: true; cart: TCart; headers: Headers; created: boolean}
  | {ok: false; reason: 'rejected' | 'unavailable'; headers: Headers};

export type CartLogger = (message: string, detail: unknown) => void;

const defaultLogger: CartLogger = (message, detail) => console.error(message, detail);

export function creationInput(operation: CartOperation): CartInput {
  switch (operation.action) {
    case 'LinesAdd':
      return {lines: operation.lines};
    case 'DiscountCodesUpdate':
      return {discountCodes: operation.discountCodes};
    case 'BuyerIdentityUpdate':
      return {buyerIdentity: operation.buyerIdentity};
    case 'LinesUpdate':
    case 'LinesRemove':
      // Those lines were in a cart we no longer have: nothing of them to carry over.
      return {};
  }
}

export function isUnknownCart(result: CartMutationResult<unknown>): boolean {
  return (result.userErrors ?? []).some(
    (error) => (error.field ?? []).includes('cartId') || /cart does not exist/i.test(error.message),
  );
}

function succeeded<TCart extends {id: string}>(
  result: CartMutationResult<TCart> | null | undefined,
): result is CartMutationResult<TCart> & {cart: TCart} {
  return Boolean(result?.cart?.id) && !result?.userErrors?.length && !result?.errors;
}

function perform<TCart extends {id: string}>(port: CartPort<TCart>, operation: CartOperation) {
  switch (operation.action) {
    case 'LinesAdd':
      return port.addLines(operation.lines);
    case 'LinesUpdate':
      return port.updateLines(operation.lines);
    case 'LinesRemove':
      return port.removeLines(operation.lineIds);
    case 'DiscountCodesUpdate':
      return port.updateDiscountCodes(operation.discountCodes);
    case 'BuyerIdentityUpdate':
      return port.updateBuyerIdentity(operation.buyerIdentity);
  }
}

async function createInstead<TCart extends {id: string}>(
  port: CartPort<TCart>,
  operation: CartOperation,
  log: CartLogger,
  hadDeadId: boolean,
): Promise<CartOutcome<TCart>> {
  // A dead id is dropped even when no new cart can be made.
  const keep = hadDeadId ? port.forgetCartId() : new Headers();
  try {
    const result = await port.create(creationInput(operation));
    if (succeeded(result)) {
      return {ok: true, cart: result.cart, headers: port.setCartId(result.cart.id), created: true};
    }
    log(CART_CREATE_FAILURE_LOG, {userErrors: result?.userErrors ?? [], errors: result?.errors});
    return {ok: false, reason: 'rejected', headers: keep};
  } catch (error) {
    log(CART_CREATE_FAILURE_LOG, error);
    return {ok: false, reason: 'unavailable', headers: keep};
  }
}

export async function runCartOperation<TCart extends {id: string}>(
  port: CartPort<TCart>,
  operation: CartOperation,
  log: CartLogger = defaultLogger,
): Promise<CartOutcome<TCart>> {
  if (!port.getCartId()) return createInstead(port, operation, log, false);
  let result: CartMutationResult<TCart>;
  try {
    result = await perform(port, operation);
  } catch (error) {
    log(CART_FAILURE_LOG[operation.action], error);
    return {ok: false, reason: 'unavailable', headers: new Headers()};
  }
  if (isUnknownCart(result)) return createInstead(port, operation, log, true);
  if (succeeded(result)) {
    return {ok: true, cart: result.cart, headers: port.setCartId(result.cart.id), created: false};
  }
  log(CART_FAILURE_LOG[operation.action], {userErrors: result?.userErrors ?? [], errors: result?.errors});
  return {ok: false, reason: 'rejected', headers: new Headers()};
}

// Shopify keeps an unknown code on the cart, with `applicable: false`, rather than refusing it.
export function unapplicableCode(
  cart: {discountCodes?: Array<{code: string; applicable: boolean}> | null},
  entered: string,
): string | null {
  const wanted = entered.trim().toUpperCase();
  if (!wanted) return null;
  const found = (cart.discountCodes ?? []).find((code) => code.code.toUpperCase() === wanted);
  return found && !found.applicable ? found.code : null;
}
