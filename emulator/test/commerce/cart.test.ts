import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  CART_ATTRIBUTES,
  CART_BUYER,
  CART_CREATE,
  CART_DISCOUNTS,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_NOTE,
  CART_QUERY,
  signUp,
  startHarness,
  type Harness,
} from './commerce-harness.js';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());

async function createCart(input: Record<string, unknown> = {}) {
  const body = await h.gql(CART_CREATE, {input});
  expect(body.errors).toBeUndefined();
  return body.data.cartCreate;
}

describe('cartCreate and cart', () => {
  it('creates a cart with Shopify-shaped ids, costs and a checkout URL', async () => {
    const variant = h.variantWithStock(10, 1500);
    const payload = await createCart({lines: [{merchandiseId: variant.gid, quantity: 2}], note: 'Gift'});
    expect(payload.userErrors).toEqual([]);
    const cart = payload.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[a-z0-9]+\?key=[a-f0-9]{32}$/);
    expect(cart.lines.nodes[0].id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=[a-z0-9]+$/);
    expect(cart.checkoutUrl).toMatch(/^http:\/\/emulator\.test\/checkouts\/cn\/[a-z0-9]+\?key=[a-f0-9]{32}&locale=en$/);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.note).toBe('Gift');
    expect(cart.buyerIdentity.countryCode).toBe('BE');
    expect(cart.cost.subtotalAmount).toEqual({amount: '30.0', currencyCode: 'EUR'});
    expect(cart.cost.totalAmount).toEqual({amount: '30.0', currencyCode: 'EUR'});
    expect(cart.cost.checkoutChargeAmount.amount).toBe('30.0');
    expect(cart.cost.totalTaxAmount).toBeNull();
    expect(cart.cost.totalDutyAmount).toBeNull();
    const line = cart.lines.nodes[0];
    expect(line.merchandise.id).toBe(variant.gid);
    expect(line.cost.amountPerQuantity.amount).toBe('15.0');
    expect(line.cost.compareAtAmountPerQuantity).toBeNull();
    expect(line.sellingPlanAllocation).toBeNull();

    const fetched = await h.gql(CART_QUERY, {id: cart.id});
    expect(fetched.data.cart).toEqual(cart);
  });

  it('creates an empty cart without input and honours @inContext for country and checkout language', async () => {
    const body = await h.gql(
      `mutation Create @inContext(country: NL, language: FR) { cartCreate { cart { buyerIdentity { countryCode } checkoutUrl totalQuantity lines(first: 5) { nodes { id } } } userErrors { code } } }`,
    );
    const cart = body.data.cartCreate.cart;
    expect(cart.buyerIdentity.countryCode).toBe('NL');
    expect(cart.checkoutUrl).toMatch(/&locale=fr$/);
    expect(cart.totalQuantity).toBe(0);
    expect(cart.lines.nodes).toEqual([]);
  });

  it('returns null for unknown, malformed and wrong-key cart ids', async () => {
    const {cart} = await createCart();
    const wrongKey = cart.id.replace(/key=[a-f0-9]+/, 'key=' + '0'.repeat(32));
    for (const id of ['gid://shopify/Cart/doesnotexist?key=abc', 'not-a-gid', wrongKey]) {
      const body = await h.gql(CART_QUERY, {id});
      expect(body.errors).toBeUndefined();
      expect(body.data.cart).toBeNull();
    }
  });

  it('refuses a cart with a bad line and stores nothing', async () => {
    const before = h.countRows('carts');
    const good = h.variantWithStock(5);
    const payload = await createCart({
      lines: [
        {merchandiseId: good.gid, quantity: 1},
        {merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1},
      ],
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
      },
    ]);
    expect(h.countRows('carts')).toBe(before);
  });

  it('rejects a badly typed input the way GraphQL does', async () => {
    const body = await h.gql(CART_CREATE, {input: {lines: [{quantity: 1}]}});
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/merchandiseId/);
  });
});

describe('cart lines', () => {
  it('adds, merges the same merchandise, updates and removes lines', async () => {
    const a = h.variantWithStock(20, 1000);
    const b = h.variantWithStock(20, 2500);
    const {cart} = await createCart({lines: [{merchandiseId: a.gid, quantity: 1}]});

    const added = (await h.gql(CART_LINES_ADD, {cartId: cart.id, lines: [{merchandiseId: a.gid, quantity: 2}, {merchandiseId: b.gid}]})).data
      .cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([
      [a.gid, 3],
      [b.gid, 1],
    ]);
    expect(added.cart.totalQuantity).toBe(4);
    expect(added.cart.cost.subtotalAmount.amount).toBe('55.0');

    const lineA = added.cart.lines.nodes[0].id;
    const lineB = added.cart.lines.nodes[1].id;
    const updated = (await h.gql(CART_LINES_UPDATE, {cartId: cart.id, lines: [{id: lineA, quantity: 5}, {id: lineB, quantity: 0}]}))
      .data.cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes.map((line: any) => line.quantity)).toEqual([5]);
    expect(updated.cart.cost.totalAmount.amount).toBe('50.0');

    const removed = (await h.gql(CART_LINES_REMOVE, {cartId: cart.id, lineIds: [lineA]})).data.cartLinesRemove;
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.cost.totalAmount.amount).toBe('0.0');
    expect(Date.parse(removed.cart.updatedAt)).toBeGreaterThanOrEqual(Date.parse(cart.createdAt));
  });

  it('keeps lines with different attributes apart', async () => {
    const v = h.variantWithStock(20);
    const {cart} = await createCart({
      lines: [
        {merchandiseId: v.gid, quantity: 1, attributes: [{key: 'engraving', value: 'A'}]},
        {merchandiseId: v.gid, quantity: 1, attributes: [{key: 'engraving', value: 'B'}]},
      ],
    });
    expect(cart.lines.nodes).toHaveLength(2);
    expect(cart.lines.nodes[1].attributes).toEqual([{key: 'engraving', value: 'B'}]);
  });

  it('lowers quantities to the stock with warnings, and skips sold-out merchandise', async () => {
    const scarce = h.variantWithStock(3);
    const soldOut = h.variantWithStock(0);
    const payload = await createCart({
      lines: [
        {merchandiseId: scarce.gid, quantity: 5},
        {merchandiseId: soldOut.gid, quantity: 1},
      ],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.lines.nodes.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([[scarce.gid, 3]]);
    expect(payload.warnings).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: scarce.gid, message: 'Only 3 items were added to your cart due to availability.'},
      expect.objectContaining({code: 'MERCHANDISE_OUT_OF_STOCK', target: soldOut.gid}),
    ]);

    const line = payload.cart.lines.nodes[0];
    const more = (await h.gql(CART_LINES_ADD, {cartId: payload.cart.id, lines: [{merchandiseId: scarce.gid, quantity: 1}]})).data
      .cartLinesAdd;
    expect(more.cart.lines.nodes[0].quantity).toBe(3);
    expect(more.warnings).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line.id, message: 'The maximum quantity of this item is already in your cart.'},
    ]);

    const update = (await h.gql(CART_LINES_UPDATE, {cartId: payload.cart.id, lines: [{id: line.id, quantity: 9}]})).data
      .cartLinesUpdate;
    expect(update.cart.lines.nodes[0].quantity).toBe(3);
    expect(update.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('reports bad input with Shopify codes and changes nothing', async () => {
    const v = h.variantWithStock(10);
    const {cart} = await createCart({lines: [{merchandiseId: v.gid, quantity: 2}]});
    const lineId = cart.lines.nodes[0].id;
    const snapshot = (await h.gql(CART_QUERY, {id: cart.id})).data.cart;

    const negative = (await h.gql(CART_LINES_ADD, {cartId: cart.id, lines: [{merchandiseId: v.gid, quantity: -1}]})).data
      .cartLinesAdd;
    expect(negative.cart).toBeNull();
    expect(negative.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'The quantity must be greater than or equal to 0.'},
    ]);

    const huge = (await h.gql(CART_LINES_ADD, {cartId: cart.id, lines: [{merchandiseId: v.gid, quantity: 1_000_000}]})).data
      .cartLinesAdd;
    expect(huge.userErrors[0].code).toBe('LESS_THAN');

    // A good line next to a bad one is not added either.
    const other = h.variantWithStock(10);
    const mixed = (
      await h.gql(CART_LINES_ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: other.gid}, {merchandiseId: 'gid://shopify/Product/1'}],
      })
    ).data.cartLinesAdd;
    expect(mixed.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '1', 'merchandiseId']});

    const unknownLine = (
      await h.gql(CART_LINES_UPDATE, {
        cartId: cart.id,
        lines: [{id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=x', quantity: 1}],
      })
    ).data.cartLinesUpdate;
    expect(unknownLine.userErrors[0]).toMatchObject({code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '0', 'id']});

    const negativeUpdate = (await h.gql(CART_LINES_UPDATE, {cartId: cart.id, lines: [{id: lineId, quantity: -3}]})).data
      .cartLinesUpdate;
    expect(negativeUpdate.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '0', 'quantity']});

    const unknownRemove = (await h.gql(CART_LINES_REMOVE, {cartId: cart.id, lineIds: [lineId, 'gid://shopify/CartLine/nope']}))
      .data.cartLinesRemove;
    expect(unknownRemove.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineIds', '1'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
      },
    ]);

    const sellingPlan = (
      await h.gql(CART_LINES_ADD, {cartId: cart.id, lines: [{merchandiseId: v.gid, sellingPlanId: 'gid://shopify/SellingPlan/1'}]})
    ).data.cartLinesAdd;
    expect(sellingPlan.userErrors[0].code).toBe('SELLING_PLAN_NOT_APPLICABLE');

    expect((await h.gql(CART_QUERY, {id: cart.id})).data.cart).toEqual(snapshot);
  });

  it('refuses more than 250 lines', async () => {
    const v = h.variantWithStock(1000);
    const lines = Array.from({length: 251}, (_, index) => ({
      merchandiseId: v.gid,
      quantity: 1,
      attributes: [{key: 'n', value: String(index)}],
    }));
    const payload = await createCart({lines});
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {code: 'CART_TOO_LARGE', field: ['input', 'lines'], message: "A cart can't have more than 250 lines."},
    ]);

    const full = await createCart({lines: lines.slice(0, 250)});
    expect(full.cart.lines.nodes).toHaveLength(250);
    const page = await h.gql(`query($id: ID!) { cart(id: $id) { lines(first: 100) { pageInfo { hasNextPage endCursor } } } }`, {
      id: full.cart.id,
    });
    expect(page.data.cart.lines.pageInfo.hasNextPage).toBe(true);
    const tooMany = await h.gql(`query($id: ID!) { cart(id: $id) { lines(first: 251) { nodes { id } } } }`, {id: full.cart.id});
    expect(tooMany.errors?.[0].message).toMatch(/250/);
  });

  it('answers an unknown cart id with an INVALID cartId error', async () => {
    const v = h.variantWithStock(1);
    for (const [query, variables] of [
      [CART_LINES_ADD, {lines: [{merchandiseId: v.gid}]}],
      [CART_LINES_UPDATE, {lines: []}],
      [CART_LINES_REMOVE, {lineIds: []}],
      [CART_DISCOUNTS, {codes: []}],
      [CART_BUYER, {buyerIdentity: {countryCode: 'FR'}}],
      [CART_NOTE, {note: 'x'}],
      [CART_ATTRIBUTES, {attributes: []}],
    ] as const) {
      const body = await h.gql(query, {cartId: 'gid://shopify/Cart/unknown?key=00', ...variables});
      const payload = Object.values(body.data)[0] as any;
      expect(payload.cart).toBeNull();
      expect(payload.userErrors).toEqual([{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}]);
    }
  });
});

describe('cart costs and discount codes', () => {
  it('reports compare-at prices per quantity for variants on sale', async () => {
    const sale = h.onSaleVariant();
    const {cart} = await createCart({lines: [{merchandiseId: sale.gid, quantity: 2}]});
    const line = cart.lines.nodes[0];
    expect(Number(line.cost.compareAtAmountPerQuantity.amount) * 100).toBe(sale.compareAtCents);
    expect(Number(line.cost.amountPerQuantity.amount) * 100).toBe(sale.priceCents);
    expect(Number(line.cost.subtotalAmount.amount) * 100).toBe(sale.priceCents * 2);
  });

  it('applies seeded codes (order and line level), keeps unknown ones as not applicable', async () => {
    const a = h.variantWithStock(10, 1999);
    const b = h.variantWithStock(10, 1000);
    const {cart} = await createCart({
      lines: [
        {merchandiseId: a.gid, quantity: 1},
        {merchandiseId: b.gid, quantity: 2},
      ],
    });

    const folk = (await h.gql(CART_DISCOUNTS, {cartId: cart.id, codes: ['folk10', 'NOT-A-CODE']})).data.cartDiscountCodesUpdate;
    expect(folk.userErrors).toEqual([]);
    expect(folk.cart.discountCodes).toEqual([
      {code: 'folk10', applicable: true},
      {code: 'NOT-A-CODE', applicable: false},
    ]);
    // 10 % of 39.99 = 4.00 (rounded to the cent); lines keep their totals.
    expect(folk.cart.discountAllocations).toEqual([{discountedAmount: {amount: '4.0'}, code: 'folk10'}]);
    expect(folk.cart.cost.subtotalAmount.amount).toBe('39.99');
    expect(folk.cart.cost.totalAmount.amount).toBe('35.99');
    expect(folk.cart.lines.nodes[0].discountAllocations).toEqual([]);

    const welcome = (await h.gql(CART_DISCOUNTS, {cartId: cart.id, codes: ['WELCOME5']})).data.cartDiscountCodesUpdate;
    expect(welcome.cart.discountAllocations).toEqual([{discountedAmount: {amount: '5.0'}, code: 'WELCOME5'}]);
    expect(welcome.cart.cost.totalAmount.amount).toBe('34.99');

    const session = (await h.gql(CART_DISCOUNTS, {cartId: cart.id, codes: ['SESSION15']})).data.cartDiscountCodesUpdate;
    const [lineA, lineB] = session.cart.lines.nodes;
    expect(lineA.discountAllocations).toEqual([{discountedAmount: {amount: '3.0'}, code: 'SESSION15'}]);
    expect(lineA.cost.subtotalAmount.amount).toBe('19.99');
    expect(lineA.cost.totalAmount.amount).toBe('16.99');
    expect(lineB.cost.totalAmount.amount).toBe('17.0');
    // Line discounts lower the subtotal; there is no cart-level discount.
    expect(session.cart.cost.subtotalAmount.amount).toBe('33.99');
    expect(session.cart.cost.totalAmount.amount).toBe('33.99');
    expect(session.cart.discountAllocations).toEqual([]);

    const cleared = (await h.gql(CART_DISCOUNTS, {cartId: cart.id, codes: []})).data.cartDiscountCodesUpdate;
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe('39.99');
  });

  it('does not apply a code to an empty cart or below its minimum', async () => {
    const {cart} = await createCart({discountCodes: ['FOLK10']});
    expect(cart.discountCodes).toEqual([{code: 'FOLK10', applicable: false}]);
    const cheap = h.variantWithStock(5, 300);
    const small = await createCart({lines: [{merchandiseId: cheap.gid}], discountCodes: ['WELCOME5']});
    expect(small.cart.discountCodes).toEqual([{code: 'WELCOME5', applicable: false}]);
    expect(small.cart.cost.totalAmount.amount).toBe('3.0');
  });
});

describe('buyer identity, note and attributes', () => {
  it('changes the country and attaches a customer by access token', async () => {
    const token = await signUp(h, 'buyer@example.com');
    const {cart} = await createCart();
    const country = (await h.gql(CART_BUYER, {cartId: cart.id, buyerIdentity: {countryCode: 'FR'}})).data.cartBuyerIdentityUpdate;
    expect(country.cart.buyerIdentity.countryCode).toBe('FR');
    expect(country.cart.cost.totalAmount.currencyCode).toBe('EUR');

    const attached = (await h.gql(CART_BUYER, {cartId: cart.id, buyerIdentity: {customerAccessToken: token}})).data
      .cartBuyerIdentityUpdate;
    expect(attached.userErrors).toEqual([]);
    expect(attached.cart.buyerIdentity.email).toBe('buyer@example.com');
    expect(attached.cart.buyerIdentity.customer).toMatchObject({email: 'buyer@example.com'});
    expect(attached.cart.buyerIdentity.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);

    const bad = (await h.gql(CART_BUYER, {cartId: cart.id, buyerIdentity: {customerAccessToken: 'nope', countryCode: 'NL'}})).data
      .cartBuyerIdentityUpdate;
    expect(bad.cart).toBeNull();
    expect(bad.userErrors).toEqual([
      {code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer access token is invalid.'},
    ]);
    const badEmail = (await h.gql(CART_BUYER, {cartId: cart.id, buyerIdentity: {email: 'not-an-email'}})).data
      .cartBuyerIdentityUpdate;
    expect(badEmail.userErrors[0]).toMatchObject({code: 'INVALID', field: ['buyerIdentity', 'email']});
    const after = (await h.gql(CART_QUERY, {id: cart.id})).data.cart;
    expect(after.buyerIdentity.countryCode).toBe('FR');
    expect(after.buyerIdentity.email).toBe('buyer@example.com');
  });

  it('follows the language of the latest mutation in the checkout URL', async () => {
    const {cart} = await createCart();
    const body = await h.gql(
      `mutation Switch($cartId: ID!) @inContext(country: BE, language: NL) {
        cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: {countryCode: BE}) { cart { checkoutUrl } } }`,
      {cartId: cart.id},
    );
    expect(body.data.cartBuyerIdentityUpdate.cart.checkoutUrl).toMatch(/&locale=nl$/);
  });

  it('updates the note and replaces the attributes', async () => {
    const {cart} = await createCart({attributes: [{key: 'source', value: 'newsletter'}]});
    expect(cart.attributes).toEqual([{key: 'source', value: 'newsletter'}]);
    const note = (await h.gql(CART_NOTE, {cartId: cart.id, note: 'Please wrap it'})).data.cartNoteUpdate;
    expect(note.cart.note).toBe('Please wrap it');
    const attributes = (await h.gql(CART_ATTRIBUTES, {cartId: cart.id, attributes: [{key: 'gift', value: 'yes'}]})).data
      .cartAttributesUpdate;
    expect(attributes.cart.attributes).toEqual([{key: 'gift', value: 'yes'}]);
    const blank = (await h.gql(CART_ATTRIBUTES, {cartId: cart.id, attributes: [{key: ' ', value: 'x'}]})).data
      .cartAttributesUpdate;
    expect(blank.userErrors).toEqual([{code: 'INVALID', field: ['attributes', '0', 'key'], message: "Attribute key can't be blank."}]);
    const single = await h.gql(`query($id: ID!) { cart(id: $id) { attribute(key: "gift") { value } } }`, {id: cart.id});
    expect(single.data.cart.attribute).toEqual({value: 'yes'});
  });
});
