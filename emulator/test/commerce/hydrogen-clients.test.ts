// Hydrogen's own storefront client and cart handler, over real HTTP, against the emulator.
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {serveFetch} from '../../src/http/node-adapter.js';
import {PUBLIC_TOKEN, signUp, startHarness, type Harness} from './commerce-harness.js';

let h: Harness;
let server: Server;
let storeDomain: string;

beforeAll(async () => {
  h = startHarness();
  server = serveFetch((request) => h.emulator.fetch(request), 'http://127.0.0.1');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  storeDomain = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  h.close();
});

function hydrogenCart(language: 'EN' | 'FR' = 'EN') {
  const {storefront} = createStorefrontClient({
    storeDomain,
    publicStorefrontToken: PUBLIC_TOKEN,
    storefrontApiVersion: '2026-04',
    i18n: {language, country: 'BE'},
    logErrors: false,
  });
  let cartId: string | undefined;
  const cart = createCartHandler({
    storefront,
    getCartId: () => cartId,
    setCartId: (id) => {
      cartId = id;
      return new Headers();
    },
  });
  return {storefront, cart, cartId: () => cartId};
}

describe('Hydrogen clients against the emulator', () => {
  it('runs a storefront query with the public token', async () => {
    const {storefront} = hydrogenCart();
    const result = await storefront.query(`#graphql
      query ShopName { shop { name } }`);
    expect(typeof (result as {shop: {name: string}}).shop.name).toBe('string');
  });

  it('create → add → update → remove → discount → buyer identity with createCartHandler', async () => {
    const {cart, cartId} = hydrogenCart('FR');
    const a = h.variantWithStock(10, 1200);
    const b = h.variantWithStock(10, 800);

    const created = await cart.create({lines: [{merchandiseId: a.gid, quantity: 1}]});
    expect(created.userErrors).toEqual([]);
    expect(created.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    cart.setCartId(created.cart.id);
    expect(cartId()).toBe(created.cart.id);
    expect(created.cart.checkoutUrl).toMatch(/locale=fr/);

    const added = await cart.addLines([{merchandiseId: b.gid, quantity: 2}]);
    expect(added.userErrors).toEqual([]);
    expect(added.cart.totalQuantity).toBe(3);

    const fetched = await cart.get();
    expect(fetched?.errors).toBeUndefined();
    const lines = fetched!.lines.edges.map((edge) => edge.node);
    expect(lines).toHaveLength(2);
    expect(fetched?.cost.subtotalAmount.amount).toBe('28.0');
    expect(fetched?.cost.totalTaxAmount).toBeNull();
    const lineB = lines.find((line) => line.merchandise.id === b.gid)!;

    const updated = await cart.updateLines([{id: lineB.id, quantity: 3}]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.totalQuantity).toBe(4);

    const removed = await cart.removeLines([lineB.id]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(1);

    const discounted = await cart.updateDiscountCodes(['FOLK10', 'UNKNOWN']);
    expect(discounted.userErrors).toEqual([]);
    const afterDiscount = await cart.get();
    expect(afterDiscount?.discountCodes).toEqual([
      {applicable: true, code: 'FOLK10'},
      {applicable: false, code: 'UNKNOWN'},
    ]);
    expect(afterDiscount?.cost.totalAmount.amount).toBe('10.8');

    const token = await signUp(h, 'hydrogen@example.com');
    const identified = await cart.updateBuyerIdentity({customerAccessToken: token, countryCode: 'NL'});
    expect(identified.userErrors).toEqual([]);
    const identifiedCart = await cart.get();
    expect(identifiedCart?.buyerIdentity.countryCode).toBe('NL');
    expect(identifiedCart?.buyerIdentity.email).toBe('hydrogen@example.com');
    expect(identifiedCart?.buyerIdentity.customer?.email).toBe('hydrogen@example.com');

    const bad = await cart.addLines([{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]);
    expect(bad.userErrors?.[0]).toMatchObject({code: 'INVALID'});
    expect((await cart.get())?.totalQuantity).toBe(1);
  });
});
