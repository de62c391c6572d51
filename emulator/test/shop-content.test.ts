import {afterAll, describe, expect, it} from 'vitest';
import {createHarness} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

async function cartWithLine(): Promise<string> {
  const {data} = await h.gql(`{ product(handle: "ardennes-road") { variants(first: 1) { nodes { id } } } }`);
  const created = await h.gql(
    `mutation ($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 1}]}) { cart { id } } }`,
    {v: data.product.variants.nodes[0].id},
  );
  return created.data.cartCreate.cart.id;
}

describe('gift cards', () => {
  const add = `mutation ($id: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: $codes) {
    cart { appliedGiftCards { id lastCharacters amountUsed { amount } balance { amount } } }
    userErrors { code field message }
  } }`;

  it('applies a seeded code once, in any case, and drops a wrong, expired or padded one without an error', async () => {
    const cartId = await cartWithLine();
    for (const code of ['NOSUCHCARD', 'EXPIREDGIFT25', ' FOLKGIFT2026']) {
      const rejected = await h.gql(add, {id: cartId, codes: [code]});
      expect(rejected.data.cartGiftCardCodesAdd).toEqual({cart: {appliedGiftCards: []}, userErrors: []});
    }
    const applied = await h.gql(add, {id: cartId, codes: ['folkgift2026', 'FOLKGIFT2026']});
    expect(applied.data.cartGiftCardCodesAdd.userErrors).toEqual([]);
    expect(applied.data.cartGiftCardCodesAdd.cart.appliedGiftCards).toHaveLength(1);
    const [card] = applied.data.cartGiftCardCodesAdd.cart.appliedGiftCards;
    expect(card.lastCharacters).toBe('2026');
    expect(Number(card.amountUsed.amount) + Number(card.balance.amount)).toBe(25);
    const removed = await h.gql(
      `mutation ($id: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: $ids) { cart { appliedGiftCards { id } } userErrors { code } } }`,
      {id: cartId, ids: [card.id]},
    );
    expect(removed.data.cartGiftCardCodesRemove).toEqual({cart: {appliedGiftCards: []}, userErrors: []});
  });
});

describe('delivery options', () => {
  it('offers flat-rate shipping on a cart with lines and lets the buyer select it', async () => {
    const cartId = await cartWithLine();
    const {data} = await h.gql(`query ($id: ID!) { cart(id: $id) { deliveryGroups(first: 5) { nodes {
      id deliveryOptions { handle estimatedCost { amount } } selectedDeliveryOption { handle } } } } }`, {id: cartId});
    const [group] = data.cart.deliveryGroups.nodes;
    expect(group.deliveryOptions).toEqual([{handle: 'standard-shipping', estimatedCost: {amount: '5.0'}}]);
    expect(group.selectedDeliveryOption).toBeNull();
    const select = `mutation ($id: ID!, $options: [CartSelectedDeliveryOptionInput!]!) {
      cartSelectedDeliveryOptionsUpdate(cartId: $id, selectedDeliveryOptions: $options) {
        cart { deliveryGroups(first: 1) { nodes { selectedDeliveryOption { handle } } } } userErrors { code }
      } }`;
    const wrong = await h.gql(select, {id: cartId, options: [{deliveryGroupId: group.id, deliveryOptionHandle: 'drone'}]});
    expect(wrong.data.cartSelectedDeliveryOptionsUpdate.userErrors).toEqual([{code: 'INVALID_DELIVERY_OPTION'}]);
    const chosen = await h.gql(select, {id: cartId, options: [{deliveryGroupId: group.id, deliveryOptionHandle: 'standard-shipping'}]});
    expect(chosen.data.cartSelectedDeliveryOptionsUpdate.cart.deliveryGroups.nodes[0].selectedDeliveryOption).toEqual({
      handle: 'standard-shipping',
    });
  });
});

describe('pages, blog, metaobjects and sitemap', () => {
  it('serves them in the requested language', async () => {
    const {data, errors} = await h.gql(`query @inContext(language: FR) {
      page(handle: "about") { title }
      blog(handle: "news") { title articleByHandle(handle: "spring-tour") { title blog { handle } } }
      metaobjects(type: "instrument", first: 5) { nodes { handle field(key: "name") { value } } }
      sitemap(type: PAGE) { pagesCount { count } resources(page: 1) { items { handle } hasNextPage } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.page.title).toBe('À propos');
    expect(data.blog).toEqual({title: 'Actualités', articleByHandle: {title: 'Tournée de printemps', blog: {handle: 'news'}}});
    expect(data.metaobjects.nodes.map((n: {handle: string}) => n.handle)).toEqual(['diatonic-accordion', 'fiddle']);
    expect(data.sitemap).toEqual({pagesCount: {count: 1}, resources: {items: [{handle: 'about'}, {handle: 'contact'}], hasNextPage: false}});
  });
});

describe('sitemap', () => {
  it('counts pages and lists resources for every type', async () => {
    const counts: Record<string, number> = {};
    for (const type of ['PRODUCT', 'COLLECTION', 'PAGE', 'BLOG', 'ARTICLE', 'METAOBJECT']) {
      const {data} = await h.gql(
        `query ($type: SitemapType!) { sitemap(type: $type) { pagesCount { count } resources(page: 1) {
          items { handle updatedAt ... on SitemapResourceMetaobject { type } } } } }`,
        {type},
      );
      expect(data.sitemap.pagesCount.count).toBe(1);
      counts[type] = data.sitemap.resources.items.length;
    }
    expect(counts).toEqual({PRODUCT: 12, COLLECTION: 4, PAGE: 2, BLOG: 1, ARTICLE: 2, METAOBJECT: 2});
  });
});

describe('delivery addresses', () => {
  const ADD = `mutation ($id: ID!, $addresses: [CartSelectableAddressInput!]!) {
    cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) {
      cart {
        delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { city countryCode formatted } } } }
        deliveryGroups(first: 1) { nodes { deliveryAddress { city countryCodeV2 } deliveryOptions { handle } } }
      }
      userErrors { code field }
    }
  }`;
  const address = (city: string, countryCode: string, selected = true) => ({
    address: {deliveryAddress: {firstName: 'Lies', address1: 'Veldstraat 1', zip: '9000', city, countryCode}},
    selected,
  });

  it('are added, selected one at a time, and ship the delivery group to the selected one', async () => {
    const cartId = await cartWithLine();
    const first = await h.gql(ADD, {id: cartId, addresses: [address('Gent', 'BE')]});
    expect(first.data.cartDeliveryAddressesAdd.userErrors).toEqual([]);
    const {cart} = first.data.cartDeliveryAddressesAdd;
    expect(cart.delivery.addresses).toEqual([
      {id: expect.any(String), selected: true, oneTimeUse: false, address: {city: 'Gent', countryCode: 'BE', formatted: ['Veldstraat 1', '9000 Gent', 'Belgium']}},
    ]);
    expect(cart.deliveryGroups.nodes[0]).toEqual({
      deliveryAddress: {city: 'Gent', countryCodeV2: 'BE'},
      deliveryOptions: [{handle: 'standard-shipping'}],
    });

    // A country the shop does not ship to: the address is kept, and no delivery option is offered.
    const second = await h.gql(ADD, {id: cartId, addresses: [address('Oslo', 'NO')]});
    const after = second.data.cartDeliveryAddressesAdd.cart;
    expect(after.delivery.addresses.map((a: {selected: boolean}) => a.selected)).toEqual([false, true]);
    expect(after.deliveryGroups.nodes[0]).toEqual({deliveryAddress: {city: 'Oslo', countryCodeV2: 'NO'}, deliveryOptions: []});

    const removed = await h.gql(
      `mutation ($id: ID!, $ids: [ID!]!) { cartDeliveryAddressesRemove(cartId: $id, addressIds: $ids) {
        cart { delivery { addresses { id } } } userErrors { code } } }`,
      {id: cartId, ids: [after.delivery.addresses[1].id, 'gid://shopify/CartSelectableAddress/unknown']},
    );
    expect(removed.data.cartDeliveryAddressesRemove).toEqual({cart: null, userErrors: [{code: 'INVALID_DELIVERY_ADDRESS_ID'}]});
  });

  it('refuse two selected addresses in one call', async () => {
    const cartId = await cartWithLine();
    const both = await h.gql(ADD, {id: cartId, addresses: [address('Gent', 'BE'), address('Brugge', 'BE')]});
    expect(both.data.cartDeliveryAddressesAdd.userErrors).toEqual([
      {code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED', field: ['addresses']},
    ]);
  });
});
