import {describe, expect, it} from 'vitest';
import {BASE_URL, CART_BUYER, CART_CREATE, CART_QUERY, signUp, withMailHarness, type Harness} from './commerce-harness.js';

let h: Harness;
withMailHarness((harness) => (h = harness));

const ORDERS_QUERY = `query Orders($token: String!) {
  customer(customerAccessToken: $token) {
    numberOfOrders
    orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
      totalCount
      nodes {
        id name orderNumber processedAt email currencyCode financialStatus fulfillmentStatus canceledAt
        customerUrl statusUrl
        currentTotalPrice { amount } currentSubtotalPrice { amount } currentTotalShippingPrice { amount } currentTotalTax { amount }
        totalPrice { amount } subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount }
        shippingAddress { name address1 city zip countryCodeV2 formatted }
        lineItems(first: 10) { nodes { title quantity variant { id } originalTotalPrice { amount } discountedTotalPrice { amount } } }
      }
    }
  }
}`;

const ADDRESS_FORM = {
  email: 'walter@example.com',
  firstName: 'Walter',
  lastName: 'De Smet',
  address1: 'Korenmarkt 3',
  zip: '9000',
  city: 'Gent',
  country: 'BE',
};

async function cartWith(lines: {merchandiseId: string; quantity: number}[], extra: Record<string, unknown> = {}) {
  const body = await h.gql(CART_CREATE, {input: {lines, ...extra}});
  return body.data.cartCreate.cart as {id: string; checkoutUrl: string};
}

function post(url: string, form: Record<string, string>) {
  return h.emulator.fetch(
    new Request(url, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(form).toString(),
    }),
  );
}

async function mails() {
  return (await (await h.emulator.fetch(new Request(`${BASE_URL}/mailbox.json`))).json()) as any[];
}

describe('checkout', () => {
  it('shows the cart, places the order, and everything follows', async () => {
    const token = await signUp(h, 'walter@example.com');
    const a = h.variantWithStock(5, 2000);
    const b = h.variantWithStock(3, 1500);
    const cart = await cartWith(
      [
        {merchandiseId: a.gid, quantity: 2},
        {merchandiseId: b.gid, quantity: 1},
      ],
      {discountCodes: ['FOLK10'], buyerIdentity: {customerAccessToken: token}},
    );

    const page = await h.emulator.fetch(new Request(cart.checkoutUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('value="walter@example.com"');
    expect(html).toContain('€55.00'); // subtotal
    expect(html).toContain('−€5.50'); // FOLK10
    expect(html).toContain('€5.00'); // flat shipping
    expect(html).toContain('€54.50'); // total
    expect(html).toContain('Including €9.46 VAT (21 %)');
    expect(html).toContain('Pay now');

    const response = await post(cart.checkoutUrl, ADDRESS_FORM);
    expect(response.status).toBe(303);
    const thankYouUrl = response.headers.get('location')!;
    expect(thankYouUrl).toMatch(/^http:\/\/emulator\.test\/checkouts\/thank-you\/\d+\?key=[0-9a-f]+&locale=en$/);

    const thankYou = await (await h.emulator.fetch(new Request(thankYouUrl))).text();
    expect(thankYou).toContain('Thank you!');
    expect(thankYou).toContain('#1001');
    expect(thankYou).toContain('href="http://shop.test"');

    expect(h.stockOf(a.id)).toBe(3);
    expect(h.stockOf(b.id)).toBe(2);
    expect((await h.gql(CART_QUERY, {id: cart.id})).data.cart).toBeNull();
    const afterwards = await h.gql(CART_BUYER, {cartId: cart.id, buyerIdentity: {countryCode: 'FR'}});
    expect(afterwards.data.cartBuyerIdentityUpdate.userErrors[0].code).toBe('INVALID');

    const customer = (await h.gql(ORDERS_QUERY, {token})).data.customer;
    expect(customer.numberOfOrders).toBe('1');
    expect(customer.orders.totalCount).toBe('1');
    const order = customer.orders.nodes[0];
    expect(order).toMatchObject({
      name: '#1001',
      orderNumber: 1001,
      email: 'walter@example.com',
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      canceledAt: null,
      processedAt: '2026-03-02T10:00:00.000Z',
      currentTotalPrice: {amount: '54.5'},
      totalPrice: {amount: '54.5'},
      currentSubtotalPrice: {amount: '49.5'},
      subtotalPrice: {amount: '49.5'},
      currentTotalShippingPrice: {amount: '5.0'},
      totalShippingPrice: {amount: '5.0'},
      currentTotalTax: {amount: '9.46'},
      totalTax: {amount: '9.46'},
      shippingAddress: {
        name: 'Walter De Smet',
        address1: 'Korenmarkt 3',
        city: 'Gent',
        zip: '9000',
        countryCodeV2: 'BE',
        formatted: ['Korenmarkt 3', '9000 Gent', 'Belgium'],
      },
    });
    expect(order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]+$/);
    expect(order.customerUrl).toMatch(/^http:\/\/shop\.test\/account\/orders\/\d+$/);
    expect(order.lineItems.nodes).toEqual([
      expect.objectContaining({quantity: 2, variant: {id: a.gid}, originalTotalPrice: {amount: '40.0'}, discountedTotalPrice: {amount: '40.0'}}),
      expect.objectContaining({quantity: 1, variant: {id: b.gid}, originalTotalPrice: {amount: '15.0'}}),
    ]);
    expect(order.lineItems.nodes[0].title).not.toBe('');

    const status = await h.emulator.fetch(new Request(order.statusUrl));
    expect(status.status).toBe(200);
    expect(await status.text()).toContain('Order #1001');
    const forged = await h.emulator.fetch(new Request(order.statusUrl.replace(/key=\w+/, 'key=0')));
    expect(forged.status).toBe(404);

    const [mail] = await mails();
    expect(mail).toMatchObject({to: 'walter@example.com', subject: expect.stringContaining('Order #1001 confirmed')});
    expect(mail.links).toEqual([order.statusUrl]);
    expect(Object.keys(mail).sort()).toEqual(['createdAt', 'from', 'html', 'id', 'links', 'listHeaders', 'replyTo', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({from: null, replyTo: null, listHeaders: {}});

    const replay = await h.emulator.fetch(new Request(cart.checkoutUrl));
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain('already been placed');
  });

  it('names a line by its product alone when the product has no variants, as Shopify does', async () => {
    const variants = async (handle: string) =>
      (await h.gql(`query ($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id title } } } }`, {handle}))
        .data.product.variants.nodes[0] as {id: string; title: string};
    const plain = await variants('brambles-in-bloom');
    const chosen = await variants('tunebook-dances-from-the-borderlands');
    expect(plain.title).toBe('Default Title');
    const cart = await cartWith([
      {merchandiseId: plain.id, quantity: 1},
      {merchandiseId: chosen.id, quantity: 1},
    ]);

    const checkout = await (await h.emulator.fetch(new Request(cart.checkoutUrl))).text();
    const response = await post(cart.checkoutUrl, ADDRESS_FORM);
    const thankYou = await (await h.emulator.fetch(new Request(response.headers.get('location')!))).text();
    const [mail] = await mails();
    for (const shown of [checkout, thankYou, mail.text as string]) {
      expect(shown).toContain('Brambles in Bloom');
      expect(shown).toContain(chosen.title);
      expect(shown).not.toContain('Default Title');
    }
  });

  it('attaches a guest order to the customer with that email', async () => {
    const token = await signUp(h, 'returning@example.com');
    const v = h.variantWithStock(5);
    const cart = await cartWith([{merchandiseId: v.gid, quantity: 1}]);
    const response = await post(cart.checkoutUrl, {...ADDRESS_FORM, email: 'Returning@example.com'});
    expect(response.status).toBe(303);
    const customer = (await h.gql(ORDERS_QUERY, {token})).data.customer;
    expect(customer.orders.nodes).toHaveLength(1);
  });

  it('refuses to place the order when stock ran out meanwhile, and nothing changes', async () => {
    const v = h.variantWithStock(4);
    const cart = await cartWith([{merchandiseId: v.gid, quantity: 3}]);
    h.emulator.db.prepare('UPDATE product_variants SET inventory_quantity = 1 WHERE id = ?').run(v.id);
    const ordersBefore = h.countRows('orders');

    const response = await post(cart.checkoutUrl, ADDRESS_FORM);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('ran out of stock');
    expect(html).toContain('only 1 left');
    expect(h.stockOf(v.id)).toBe(1);
    expect(h.countRows('orders')).toBe(ordersBefore);
    expect((await h.gql(CART_QUERY, {id: cart.id})).data.cart).not.toBeNull();
    expect(await mails()).toEqual([]);
  });

  it('shows form errors in the page language and escapes what it echoes', async () => {
    const v = h.variantWithStock(5);
    const cart = await cartWith([{merchandiseId: v.gid, quantity: 1}]);
    const frenchUrl = cart.checkoutUrl.replace('locale=en', 'locale=fr');
    const ordersBefore = h.countRows('orders');
    const response = await post(frenchUrl, {...ADDRESS_FORM, email: 'pas-un-email', city: '', lastName: '<script>alert(1)</script>'});
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Saisissez une adresse e-mail valide.');
    expect(html).toContain('Ce champ est obligatoire.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(h.countRows('orders')).toBe(ordersBefore);
    expect((await h.gql(CART_QUERY, {id: cart.id})).data.cart).not.toBeNull();

    const dutch = await (await h.emulator.fetch(new Request(cart.checkoutUrl.replace('locale=en', 'locale=nl')))).text();
    expect(dutch).toContain('Nu betalen');
    expect(dutch).toContain('Inclusief');
  });

  it('answers 404 for an unknown checkout and a wrong key', async () => {
    const v = h.variantWithStock(5);
    const cart = await cartWith([{merchandiseId: v.gid, quantity: 1}]);
    expect((await h.emulator.fetch(new Request(`${BASE_URL}/checkouts/cn/unknown?key=x`))).status).toBe(404);
    expect((await h.emulator.fetch(new Request(cart.checkoutUrl.replace(/key=\w+/, 'key=0')))).status).toBe(404);
  });
});

describe('mailbox', () => {
  it('lists mails newest first as HTML and JSON, escapes them, and clears on DELETE', async () => {
    await signUp(h, 'mailbox@example.com');
    const recover = `mutation($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`;
    await h.gql(recover, {email: 'mailbox@example.com'});
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    await h.gql(recover, {email: 'mailbox@example.com'});
    h.emulator.db
      .prepare("INSERT INTO mails (to_address, subject, text, html, links, created_at) VALUES (?, ?, ?, ?, '[]', ?)")
      .run('x@example.com', '<b>bold</b>', 'text', '<p>x</p>', new Date().toISOString());

    const list = await mails();
    expect(list).toHaveLength(3);
    expect(list[0].subject).toBe('<b>bold</b>');
    expect(list[1].id).toBeGreaterThan(list[2].id);

    const page = await h.emulator.fetch(new Request(`${BASE_URL}/mailbox`));
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('http://shop.test/account/reset/');

    const cleared = await h.emulator.fetch(new Request(`${BASE_URL}/mailbox`, {method: 'DELETE'}));
    expect(cleared.status).toBe(204);
    expect(await mails()).toEqual([]);
  });
});

describe('an order by its id', () => {
  const ORDER_NODE = `query OrderNode($id: ID!) { node(id: $id) { __typename ... on Order { id name email } } }`;

  it('is found with its key, and not without it', async () => {
    const token = await signUp(h, 'node@example.com');
    const variant = h.variantWithStock(5, 2000);
    const cart = await cartWith([{merchandiseId: variant.gid, quantity: 1}], {
      buyerIdentity: {customerAccessToken: token},
    });
    expect((await post(cart.checkoutUrl, {...ADDRESS_FORM, email: 'node@example.com'})).status).toBe(303);
    const placed = (await h.gql(ORDERS_QUERY, {token})).data.customer.orders.nodes[0];
    expect(placed.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]+$/);

    const found = (await h.gql(ORDER_NODE, {id: placed.id})).data.node;
    expect(found).toEqual({__typename: 'Order', id: placed.id, name: placed.name, email: 'node@example.com'});

    const withoutKey = placed.id.replace(/\?key=.*$/, '');
    expect((await h.gql(ORDER_NODE, {id: withoutKey})).data.node).toBeNull();
    expect((await h.gql(ORDER_NODE, {id: `${withoutKey}?key=${'0'.repeat(32)}`})).data.node).toBeNull();
  });
});

describe('checkout with a gift card', () => {
  it('shows the gift card against the total, and paying spends its balance', async () => {
    const line = h.variantWithStock(2, 1000);
    const cart = await cartWith([{merchandiseId: line.gid, quantity: 1}]);
    await h.gql(
      `mutation ($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["FOLKGIFT2026"]) { userErrors { code } } }`,
      {id: cart.id},
    );
    const html = await (await h.emulator.fetch(new Request(cart.checkoutUrl))).text();
    expect(html).toContain('€15.00'); // total: €10 and €5 shipping
    expect(html).toContain('Gift card ••••2026');
    expect(html).toContain('−€15.00');
    expect(html).toContain('To pay');
    expect(html).toContain('€0.00');

    expect((await post(cart.checkoutUrl, ADDRESS_FORM)).status).toBe(303);
    const balance = h.emulator.db.prepare("SELECT balance_cents FROM gift_cards WHERE code = 'FOLKGIFT2026'").pluck().get();
    expect(balance).toBe(1000);
  });
});

describe('checkout after the storefront set a delivery address', () => {
  it('fills the shipping form with the cart\'s selected address', async () => {
    const line = h.variantWithStock(2, 1000);
    const cart = await cartWith([{merchandiseId: line.gid, quantity: 1}]);
    await h.gql(
      `mutation ($id: ID!, $addresses: [CartSelectableAddressInput!]!) {
        cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) { userErrors { code } } }`,
      {
        id: cart.id,
        addresses: [{selected: true, address: {deliveryAddress: {firstName: 'Lies', lastName: 'Peeters', address1: 'Veldstraat 1', zip: '9000', city: 'Gent', countryCode: 'NL'}}}],
      },
    );
    const html = await (await h.emulator.fetch(new Request(cart.checkoutUrl))).text();
    for (const value of ['Lies', 'Peeters', 'Veldstraat 1', '9000', 'Gent']) expect(html).toContain(`value="${value}"`);
    expect(html).toContain('<option value="NL" selected>');
  });
});

describe('an order placed with discount codes', () => {
  // The legacy storefront's order page reads both; the schema makes them non-null, so an order that
  // could not answer them would be null as a whole.
  const ORDER_DISCOUNTS = `query OrderDiscounts($id: ID!) {
    node(id: $id) {
      ... on Order {
        discountApplications(first: 10) {
          nodes {
            __typename allocationMethod targetSelection targetType
            value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
            ... on DiscountCodeApplication { code applicable }
          }
        }
        lineItems(first: 10) {
          nodes {
            quantity originalTotalPrice { amount } discountedTotalPrice { amount }
            discountAllocations { allocatedAmount { amount currencyCode } discountApplication { targetType ... on DiscountCodeApplication { code } } }
          }
        }
      }
    }
  }`;

  it('reports each code, and what the line discount took off each line', async () => {
    const token = await signUp(h, 'discounts@example.com');
    const a = h.variantWithStock(5, 2000);
    const b = h.variantWithStock(5, 1000);
    const cart = await cartWith(
      [
        {merchandiseId: a.gid, quantity: 2},
        {merchandiseId: b.gid, quantity: 1},
      ],
      {discountCodes: ['session15', 'WELCOME5', 'NOSUCHCODE'], buyerIdentity: {customerAccessToken: token}},
    );
    expect((await post(cart.checkoutUrl, {...ADDRESS_FORM, email: 'discounts@example.com'})).status).toBe(303);
    const placed = (await h.gql(ORDERS_QUERY, {token})).data.customer.orders.nodes[0];

    const {data, errors} = await h.gql(ORDER_DISCOUNTS, {id: placed.id});
    expect(errors).toBeUndefined();
    expect(data.node.discountApplications.nodes).toEqual([
      {
        __typename: 'DiscountCodeApplication',
        code: 'session15',
        applicable: true,
        allocationMethod: 'ACROSS',
        targetSelection: 'ENTITLED',
        targetType: 'LINE_ITEM',
        value: {__typename: 'PricingPercentageValue', percentage: 15},
      },
      {
        __typename: 'DiscountCodeApplication',
        code: 'WELCOME5',
        applicable: true,
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: {__typename: 'MoneyV2', amount: '5.0', currencyCode: 'EUR'},
      },
    ]);
    // 15 % of €40 and of €10; the order's €5 is on the order, as on the cart.
    const session15 = {targetType: 'LINE_ITEM', code: 'session15'};
    expect(data.node.lineItems.nodes).toEqual([
      {
        quantity: 2,
        originalTotalPrice: {amount: '40.0'},
        discountedTotalPrice: {amount: '34.0'},
        discountAllocations: [{allocatedAmount: {amount: '6.0', currencyCode: 'EUR'}, discountApplication: session15}],
      },
      {
        quantity: 1,
        originalTotalPrice: {amount: '10.0'},
        discountedTotalPrice: {amount: '8.5'},
        discountAllocations: [{allocatedAmount: {amount: '1.5', currencyCode: 'EUR'}, discountApplication: session15}],
      },
    ]);
  });

  it('answers an order without codes with empty lists', async () => {
    const token = await signUp(h, 'nodiscount@example.com');
    const cart = await cartWith([{merchandiseId: h.variantWithStock(5, 1000).gid, quantity: 1}], {buyerIdentity: {customerAccessToken: token}});
    expect((await post(cart.checkoutUrl, {...ADDRESS_FORM, email: 'nodiscount@example.com'})).status).toBe(303);
    const placed = (await h.gql(ORDERS_QUERY, {token})).data.customer.orders.nodes[0];
    const {data} = await h.gql(ORDER_DISCOUNTS, {id: placed.id});
    expect(data.node.discountApplications.nodes).toEqual([]);
    expect(data.node.lineItems.nodes[0].discountAllocations).toEqual([]);
  });
});
