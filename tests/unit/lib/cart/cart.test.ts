import {describe, expect, it, vi} from 'vitest';
import {loadCartPage, loadHeaderCart, performCartAction} from '~/lib/cart/cart.server';
import {CART_NOTICE_KEY} from '~/lib/cart/cart-notice';

type Answer = {cart?: unknown; userErrors?: unknown[]} | Error;

const LINE = {id: 'gid://shopify/CartLine/1', quantity: 2};
const STORED = {id: 'gid://shopify/Cart/1', checkoutUrl: 'https://shop.example/checkout', totalQuantity: 2, lines: {nodes: [LINE]}};

/** Hydrogen's cart handler as the facade uses it, answering `answer` to every mutation. */
function fakeHandler(options: {cartId?: string; answer?: Answer; stored?: unknown}) {
  const reply = () =>
    vi.fn(async () => {
      if (options.answer instanceof Error) throw options.answer;
      return options.answer ?? {cart: {id: 'gid://shopify/Cart/1', discountCodes: []}, userErrors: []};
    });
  return {
    get: vi.fn(async () => options.stored ?? null),
    getCartId: () => options.cartId,
    setCartId: (id: string) => new Headers({'Set-Cookie': `cart=${id.split('/').pop()}`}),
    create: reply(),
    addLines: reply(),
    updateLines: reply(),
    removeLines: reply(),
    updateDiscountCodes: reply(),
    updateBuyerIdentity: reply(),
  };
}

function fakeContext(options: Parameters<typeof fakeHandler>[0] & {session?: Record<string, unknown>}) {
  const values = new Map(Object.entries(options.session ?? {}));
  const session = {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  };
  const handler = fakeHandler(options);
  const cart = handler as unknown as Parameters<typeof performCartAction>[0]['cart'];
  return {cart, handler, session, values, locale: 'fr' as const};
}

function cartPost(fields: Record<string, string>, referer?: string) {
  return new Request('https://shop.example/fr/panier', {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...(referer ? {Referer: referer} : {})},
    body: new URLSearchParams(fields),
  });
}

const add = (inputs: unknown = {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]}) => ({
  cartFormInput: JSON.stringify({action: 'LinesAdd', inputs}),
});

/** The status and body of what an action returned or threw (`data()` is not a Response). */
async function settle(promise: Promise<unknown>): Promise<{status: number; body?: unknown; location?: string | null}> {
  const answer = await promise.catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return {status: answer.status, location: answer.headers.get('Location')};
  const {data, init} = answer as {data: unknown; init?: {status?: number}};
  return {status: init?.status ?? 200, body: data};
}

describe('a cart action posted by script', () => {
  it('answers the notice as data and stores the new cart id', async () => {
    const context = fakeContext({});
    const answer = (await performCartAction(context, cartPost({...add(), scripted: '1'}))) as {
      data: {ok: boolean; notice: string};
      init: {headers: Headers};
    };
    expect(answer.data).toMatchObject({ok: true, notice: 'added'});
    expect(answer.init.headers.get('Set-Cookie')).toBe('cart=1');
    expect(context.values.get('cartLanguage')).toBe('FR');
  });

  it('refuses what no CartForm sends with a 400, and a form it cannot act on with the failure notice', async () => {
    expect(await settle(performCartAction(fakeContext({}), cartPost({cartFormInput: 'not json', scripted: '1'})))).toMatchObject({
      status: 400,
      body: {badForm: 'body'},
    });
    const bad = await settle(performCartAction(fakeContext({}), cartPost({...add({lines: []}), scripted: '1'})));
    expect(bad).toMatchObject({status: 400, body: {ok: false, notice: 'updateFailed'}});
  });

  it('keeps the cart when the shop cannot be reached: a notice, never a 5xx', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = fakeContext({cartId: 'gid://shopify/Cart/1', answer: new Error('offline')});
    const answer = await settle(performCartAction(context, cartPost({...add(), scripted: '1'})));
    expect(answer).toMatchObject({status: 200, body: {ok: false, notice: 'addFailed'}});
    log.mockRestore();
  });
});

describe('a cart action posted without JavaScript', () => {
  it('goes back to the page of this site it came from', async () => {
    const answer = await settle(
      performCartAction(fakeContext({}), cartPost(add(), 'https://shop.example/fr/shop/produits/x?version=PDF')),
    );
    expect(answer).toEqual({status: 303, location: '/fr/shop/produits/x?version=PDF'});
  });

  it('goes to the cart page, with its notice, from another site, a bad Referer or none', async () => {
    for (const referer of ['https://evil.example/', 'not a url', undefined]) {
      const context = fakeContext({});
      expect(await settle(performCartAction(context, cartPost(add(), referer)))).toEqual({
        status: 303,
        location: '/fr/panier',
      });
      expect(context.values.get(CART_NOTICE_KEY)).toBe('added');
    }
  });

  it('shows a failure on the cart page, once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = fakeContext({cartId: 'gid://shopify/Cart/1', answer: {cart: null, userErrors: [{message: 'no'}]}});
    const answer = await settle(performCartAction(context, cartPost(add(), 'https://shop.example/fr')));
    expect(answer).toEqual({status: 303, location: '/fr/panier'});
    log.mockRestore();

    const page = await loadCartPage(context, new Request('https://shop.example/fr/panier'));
    expect(page.notice).toBe('addFailed');
    expect((await loadCartPage(context, new Request('https://shop.example/fr/panier'))).notice).toBeNull();
  });
});

describe('loading the cart', () => {
  it('reads it once a request for the page and the header', async () => {
    const context = fakeContext({cartId: 'gid://shopify/Cart/1', stored: STORED, session: {cartLanguage: 'FR'}});
    const request = new Request('https://shop.example/fr/panier');
    const [page, header] = await Promise.all([loadCartPage(context, request), loadHeaderCart(context, request)]);
    expect(context.handler.get).toHaveBeenCalledTimes(1);
    expect(context.handler.updateBuyerIdentity).not.toHaveBeenCalled();
    expect(page).toMatchObject({cart: STORED, unavailable: false, discount: null});
    expect(header.cart).toEqual({totalQuantity: 2, lines: {nodes: [LINE]}});
  });

  it('costs nothing without a cart cookie', async () => {
    const context = fakeContext({});
    expect((await loadHeaderCart(context, new Request('https://shop.example/'))).cart).toBeNull();
    expect(context.handler.get).not.toHaveBeenCalled();
  });
});
