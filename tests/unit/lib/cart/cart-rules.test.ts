import {describe, expect, it, vi} from 'vitest';
import {
  CART_CREATE_FAILURE_LOG,
  CART_FAILURE_LOG,
  creationInput,
  isUnknownCart,
  runCartOperation,
  unapplicableCode,
  type CartMutationResult,
  type CartOperation,
  type CartPort,
} from '~/lib/cart/cart-rules.server';

type TestCart = {id: string; discountCodes?: Array<{code: string; applicable: boolean}>};

const UNKNOWN_CART = {
  cart: null,
  userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
};

function fakePort(options: {
  cartId?: string;
  answer?: CartMutationResult<TestCart> | Error;
  created?: CartMutationResult<TestCart> | Error;
}) {
  const reply = (value: CartMutationResult<TestCart> | Error | undefined) =>
    vi.fn(async () => {
      if (value instanceof Error) throw value;
      return value ?? {cart: {id: 'gid://shopify/Cart/same'}, userErrors: []};
    });
  const setCartId = vi.fn((id: string) => new Headers({'Set-Cookie': `cart=${id.split('/').pop()}`}));
  const forgetCartId = vi.fn(() => new Headers({'Set-Cookie': 'cart=; Max-Age=0'}));
  const port = {
    getCartId: () => options.cartId,
    setCartId,
    forgetCartId,
    create: reply(options.created ?? {cart: {id: 'gid://shopify/Cart/new'}, userErrors: []}),
    addLines: reply(options.answer),
    updateLines: reply(options.answer),
    removeLines: reply(options.answer),
    updateDiscountCodes: reply(options.answer),
    updateBuyerIdentity: reply(options.answer),
  } satisfies CartPort<TestCart>;
  return port;
}

const ADD: CartOperation = {action: 'LinesAdd', lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]};
const UPDATE: CartOperation = {action: 'LinesUpdate', lines: [{id: 'gid://shopify/CartLine/1', quantity: 3}]};
const REMOVE: CartOperation = {action: 'LinesRemove', lineIds: ['gid://shopify/CartLine/1']};
const CODES: CartOperation = {action: 'DiscountCodesUpdate', discountCodes: ['FOLK10']};
const IDENTITY: CartOperation = {action: 'BuyerIdentityUpdate', buyerIdentity: {countryCode: 'BE'}};

describe('a cart operation with no known cart id', () => {
  it('creates a cart carrying what the operation adds, and stores its id', async () => {
    const port = fakePort({});
    const outcome = await runCartOperation(port, ADD, vi.fn());
    expect(port.addLines).not.toHaveBeenCalled();
    expect(port.create).toHaveBeenCalledWith({lines: ADD.lines});
    expect(outcome).toMatchObject({ok: true, created: true, cart: {id: 'gid://shopify/Cart/new'}});
    expect(outcome.headers.get('Set-Cookie')).toBe('cart=new');
  });

  it('does not replay edits of lines that belonged to no cart we have', async () => {
    for (const operation of [UPDATE, REMOVE]) {
      const port = fakePort({});
      await runCartOperation(port, operation, vi.fn());
      expect(port.create).toHaveBeenCalledWith({});
      expect(port.updateLines).not.toHaveBeenCalled();
      expect(port.removeLines).not.toHaveBeenCalled();
    }
  });

  it('starts the cart with the codes or the buyer identity it was given', () => {
    expect(creationInput(CODES)).toEqual({discountCodes: ['FOLK10']});
    expect(creationInput(IDENTITY)).toEqual({buyerIdentity: {countryCode: 'BE'}});
  });

  it('logs the fixed message and stores nothing when the cart cannot be created', async () => {
    const log = vi.fn();
    const port = fakePort({created: {cart: null, userErrors: [{code: 'INVALID', field: ['input'], message: 'bad'}]}});
    const outcome = await runCartOperation(port, ADD, log);
    expect(outcome.ok).toBe(false);
    expect(log).toHaveBeenCalledWith(CART_CREATE_FAILURE_LOG, expect.anything());
    expect(port.setCartId).not.toHaveBeenCalled();
    expect(outcome.headers.has('Set-Cookie')).toBe(false);
  });
});

describe('a cart operation on the stored cart', () => {
  it('replaces the stored id with the one the backend answers', async () => {
    const port = fakePort({cartId: 'gid://shopify/Cart/old', answer: {cart: {id: 'gid://shopify/Cart/old?key=2'}, userErrors: []}});
    const outcome = await runCartOperation(port, UPDATE, vi.fn());
    expect(port.updateLines).toHaveBeenCalledWith(UPDATE.lines);
    expect(port.create).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ok: true, created: false});
    expect(port.setCartId).toHaveBeenCalledWith('gid://shopify/Cart/old?key=2');
  });

  it.each([
    [ADD, 'Cannot add item to cart'],
    [UPDATE, 'Cannot update cart item'],
    [REMOVE, 'Cannot remove item from cart'],
    [IDENTITY, 'Cannot update cart buyer identity'],
  ] as const)('logs %s user errors with the fixed message and keeps the cart', async (operation, message) => {
    const log = vi.fn();
    const port = fakePort({
      cartId: 'gid://shopify/Cart/old',
      answer: {cart: null, userErrors: [{code: 'INVALID', field: ['lines', '0', 'merchandiseId'], message: 'no'}]},
    });
    const outcome = await runCartOperation(port, operation, log);
    expect(CART_FAILURE_LOG[operation.action]).toBe(message);
    expect(log).toHaveBeenCalledWith(message, expect.objectContaining({userErrors: expect.any(Array)}));
    expect(outcome).toMatchObject({ok: false, reason: 'rejected'});
    expect(outcome.headers.has('Set-Cookie')).toBe(false);
    expect(port.create).not.toHaveBeenCalled();
  });

  it('logs a thrown request and keeps the cart', async () => {
    const log = vi.fn();
    const port = fakePort({cartId: 'gid://shopify/Cart/old', answer: new Error('network down')});
    const outcome = await runCartOperation(port, ADD, log);
    expect(outcome).toMatchObject({ok: false, reason: 'unavailable'});
    expect(log).toHaveBeenCalledWith('Cannot add item to cart', expect.any(Error));
    expect(port.setCartId).not.toHaveBeenCalled();
  });

  it('treats GraphQL errors as a failure even with a cart in the answer', async () => {
    const port = fakePort({cartId: 'gid://shopify/Cart/old', answer: {cart: {id: 'gid://shopify/Cart/old'}, errors: [{message: 'x'}]}});
    const outcome = await runCartOperation(port, ADD, vi.fn());
    expect(outcome.ok).toBe(false);
    expect(port.setCartId).not.toHaveBeenCalled();
  });

  it('drops a cart id the backend no longer knows and creates a cart instead', async () => {
    const port = fakePort({cartId: 'gid://shopify/Cart/completed', answer: UNKNOWN_CART});
    const outcome = await runCartOperation(port, ADD, vi.fn());
    expect(port.create).toHaveBeenCalledWith({lines: ADD.lines});
    expect(outcome).toMatchObject({ok: true, created: true, cart: {id: 'gid://shopify/Cart/new'}});
    expect(outcome.headers.get('Set-Cookie')).toBe('cart=new');
  });

  it('forgets a dead cart id even when no new cart can be made', async () => {
    const port = fakePort({cartId: 'gid://shopify/Cart/completed', answer: UNKNOWN_CART, created: new Error('down')});
    const outcome = await runCartOperation(port, REMOVE, vi.fn());
    expect(outcome.ok).toBe(false);
    expect(outcome.headers.get('Set-Cookie')).toBe('cart=; Max-Age=0');
  });
});

describe('recognising answers', () => {
  it('knows the unknown-cart user error', () => {
    expect(isUnknownCart(UNKNOWN_CART)).toBe(true);
    expect(isUnknownCart({userErrors: [{code: 'INVALID', field: ['lines'], message: 'Merchandise not found'}]})).toBe(false);
    expect(isUnknownCart({cart: {id: 'x'}, userErrors: []})).toBe(false);
  });

  it('finds the entered code among the cart codes that do not apply, in any case', () => {
    const cart = {discountCodes: [{code: 'FOLK10', applicable: true}, {code: 'NOPE', applicable: false}]};
    expect(unapplicableCode(cart, 'nope')).toBe('NOPE');
    expect(unapplicableCode(cart, 'folk10')).toBeNull();
    expect(unapplicableCode(cart, '')).toBeNull();
    expect(unapplicableCode({discountCodes: null}, 'NOPE')).toBeNull();
  });
});
