import {describe, expect, it, vi} from 'vitest';
import {CART_LANGUAGE_KEY, currentCart} from '~/lib/cart/cart-language.server';
import {CART_QUERY_FAILURE_LOG, type CartPort} from '~/lib/cart/cart-rules.server';

type Stored = {id: string; checkoutUrl: string; totalQuantity: number};

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  };
}

function port(cartId: string | undefined, identityAnswer = {cart: {id: 'gid://shopify/Cart/a', checkoutUrl: 'https://x/c?locale=nl'}, userErrors: []}) {
  return {
    getCartId: () => cartId,
    setCartId: vi.fn((id: string) => new Headers({'Set-Cookie': `cart=${id}`})),
    forgetCartId: vi.fn(() => new Headers({'Set-Cookie': 'cart=; Max-Age=0'})),
    create: vi.fn(async () => ({cart: {id: 'gid://shopify/Cart/new'}, userErrors: []})),
    addLines: vi.fn(),
    updateLines: vi.fn(),
    removeLines: vi.fn(),
    updateDiscountCodes: vi.fn(),
    updateBuyerIdentity: vi.fn(async () => identityAnswer),
  } satisfies CartPort<{id: string; checkoutUrl?: string}>;
}

const STORED: Stored = {id: 'gid://shopify/Cart/a', checkoutUrl: 'https://x/c?locale=fr', totalQuantity: 2};

describe('the current cart', () => {
  it('asks nothing when there is no cart id', async () => {
    const reader = {get: vi.fn()};
    const result = await currentCart({port: port(undefined), reader, session: memory(), language: 'EN'});
    expect(result.state).toBe('none');
    expect(reader.get).not.toHaveBeenCalled();
  });

  it('reads the cart and leaves it alone when its language is the page language', async () => {
    const cartPort = port('gid://shopify/Cart/a');
    const result = await currentCart({
      port: cartPort,
      reader: {get: async () => STORED},
      session: memory({[CART_LANGUAGE_KEY]: 'FR'}),
      language: 'FR',
    });
    expect(result).toMatchObject({state: 'found', cart: STORED});
    expect(cartPort.updateBuyerIdentity).not.toHaveBeenCalled();
  });

  it('tells the cart the country and the new language on a language switch', async () => {
    const cartPort = port('gid://shopify/Cart/a');
    const session = memory({[CART_LANGUAGE_KEY]: 'FR'});
    const result = await currentCart({port: cartPort, reader: {get: async () => STORED}, session, language: 'NL'});
    expect(cartPort.updateBuyerIdentity).toHaveBeenCalledWith({countryCode: 'BE'});
    expect(session.values.get(CART_LANGUAGE_KEY)).toBe('NL');
    expect(result).toMatchObject({state: 'found', cart: {checkoutUrl: 'https://x/c?locale=nl', totalQuantity: 2}});
  });

  it('keeps the cart and tries again next time when the language update fails', async () => {
    const cartPort = port('gid://shopify/Cart/a', {cart: null as never, userErrors: [{code: 'X', field: null, message: 'no'}] as never});
    const session = memory({[CART_LANGUAGE_KEY]: 'FR'});
    const log = vi.fn();
    const result = await currentCart({port: cartPort, reader: {get: async () => STORED}, session, language: 'NL', log});
    expect(result).toMatchObject({state: 'found', cart: STORED});
    expect(session.values.get(CART_LANGUAGE_KEY)).toBe('FR');
    expect(log).toHaveBeenCalledWith('Cannot update cart buyer identity', expect.anything());
  });

  it('drops a cart the backend no longer knows (completed or expired)', async () => {
    const cartPort = port('gid://shopify/Cart/completed');
    const session = memory({[CART_LANGUAGE_KEY]: 'EN'});
    const log = vi.fn();
    const result = await currentCart({port: cartPort, reader: {get: async () => null}, session, language: 'EN', log});
    expect(result.state).toBe('none');
    expect(result.headers.get('Set-Cookie')).toBe('cart=; Max-Age=0');
    expect(session.values.has(CART_LANGUAGE_KEY)).toBe(false);
    expect(log).toHaveBeenCalledWith(CART_QUERY_FAILURE_LOG, expect.anything());
    expect(cartPort.create).not.toHaveBeenCalled();
  });

  it('keeps the cart id when the query fails or throws', async () => {
    for (const get of [async () => ({errors: [{message: 'down'}]}) as never, async () => Promise.reject(new Error('down'))]) {
      const cartPort = port('gid://shopify/Cart/a');
      const result = await currentCart({port: cartPort, reader: {get}, session: memory(), language: 'EN', log: vi.fn()});
      expect(result.state).toBe('unavailable');
      expect(result.headers.has('Set-Cookie')).toBe(false);
      expect(cartPort.forgetCartId).not.toHaveBeenCalled();
    }
  });
});
