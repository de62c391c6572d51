// Orders through the Customer Account API: one placed through the checkout reads the same here as on
// the legacy Storefront API, with its lines, totals, discounts and fulfilment; pages go both ways.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fulfillOrder} from '../../src/commerce/order-fulfillments.js';
import {startHarness, type Harness} from '../commerce/commerce-harness.js';
import {placeOrder, signIn, type Account} from './account-harness.js';

const MONEY = 'fragment Money on MoneyV2 { amount currencyCode }';

const ORDER_QUERY = `#graphql
  query Order($id: ID!) {
    order(id: $id) {
      id name number confirmationNumber processedAt createdAt updatedAt email currencyCode
      financialStatus fulfillmentStatus statusPageUrl cancelledAt requiresShipping
      totalPrice { ...Money } subtotal { ...Money } totalShipping { ...Money } totalTax { ...Money } totalRefunded { ...Money }
      shippingAddress { name address1 city zip territoryCode formatted(withName: true) formattedArea }
      billingAddress { id }
      shippingLine { title handle originalPrice { ...Money } }
      discountApplications(first: 10) {
        nodes {
          __typename allocationMethod targetSelection targetType
          value { __typename ... on MoneyV2 { ...Money } ... on PricingPercentageValue { percentage } }
          ... on DiscountCodeApplication { code }
        }
      }
      lineItems(first: 10) {
        nodes {
          id title name variantTitle quantity sku productId variantId
          price { ...Money } totalPrice { ...Money } totalDiscount { ...Money }
          image { id url altText width height }
          discountAllocations {
            allocatedAmount { ...Money }
            discountApplication { value { ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code } }
          }
        }
      }
      fulfillments(first: 5) {
        nodes {
          id status createdAt
          trackingInformation { company number url }
          fulfillmentLineItems(first: 10) { nodes { quantity lineItem { id title } } }
        }
      }
    }
  }
  ${MONEY}`;

const ORDERS_PAGE = `#graphql
  query Orders($first: Int, $last: Int, $after: String, $before: String, $sortKey: OrderSortKeys, $reverse: Boolean, $query: String) {
    customer {
      orders(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, query: $query) {
        nodes { id number confirmationNumber totalPrice { amount } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }`;

let h: Harness;
let anna: Account;
let bert: Account;
let variant: {id: number; gid: string; priceCents: number};
let orderIds: string[];

beforeAll(async () => {
  h = startHarness();
  anna = await signIn(h, 'anna@example.com');
  bert = await signIn(h, 'bert@example.com');
  variant = h.variantWithStock(50, 2000);
  // €20 × 2, SESSION15 takes 15 % off the line, FOLK10 10 % off the order; shipping €5.
  await placeOrder(h, anna, [{merchandiseId: variant.gid, quantity: 2}], ['SESSION15', 'FOLK10']);
  for (const quantity of [1, 3, 4]) {
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    await placeOrder(h, anna, [{merchandiseId: variant.gid, quantity}]);
  }
  await placeOrder(h, bert, [{merchandiseId: variant.gid, quantity: 1}]);
  const listed = await anna.gql(ORDERS_PAGE, {first: 10});
  orderIds = listed.data.customer.orders.nodes.map((order: {id: string}) => order.id);
});
afterAll(() => h.close());

describe('Customer Account orders', () => {
  it('lists only the signed-in customer’s orders, with Shopify-style ids and names', async () => {
    const {data, errors} = await anna.gql(ORDERS_PAGE, {first: 10});
    expect(errors).toBeUndefined();
    const {nodes, pageInfo} = data.customer.orders;
    expect(nodes.map((order: {number: number}) => order.number)).toEqual([1001, 1002, 1003, 1004]);
    expect(nodes[0].id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect(nodes[0].confirmationNumber).toMatch(/^[A-Z2-9]{9}$/);
    expect(new Set(nodes.map((order: {confirmationNumber: string}) => order.confirmationNumber)).size).toBe(4);
    expect(pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: false});
  });

  it('pages forwards and backwards, newest first as the skeleton asks', async () => {
    const vars = {sortKey: 'PROCESSED_AT', reverse: true};
    const first = (await anna.gql(ORDERS_PAGE, {...vars, first: 2})).data.customer.orders;
    expect(first.nodes.map((o: {number: number}) => o.number)).toEqual([1004, 1003]);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const second = (await anna.gql(ORDERS_PAGE, {...vars, first: 2, after: first.pageInfo.endCursor})).data.customer.orders;
    expect(second.nodes.map((o: {number: number}) => o.number)).toEqual([1002, 1001]);
    expect(second.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const back = (await anna.gql(ORDERS_PAGE, {...vars, last: 2, before: second.pageInfo.startCursor})).data.customer.orders;
    expect(back.nodes.map((o: {number: number}) => o.number)).toEqual([1004, 1003]);
    expect(back.pageInfo).toMatchObject({hasPreviousPage: false});
    const byTotal = (await anna.gql(ORDERS_PAGE, {first: 4, sortKey: 'TOTAL_PRICE'})).data.customer.orders;
    expect(byTotal.nodes.map((o: {number: number}) => o.number)).toEqual([1002, 1001, 1003, 1004]);
  });

  it('filters by name and confirmation number as the skeleton’s search builds them', async () => {
    const all = (await anna.gql(ORDERS_PAGE, {first: 10})).data.customer.orders.nodes;
    const byName = (await anna.gql(ORDERS_PAGE, {first: 10, query: 'name:1003'})).data.customer.orders.nodes;
    expect(byName.map((o: {number: number}) => o.number)).toEqual([1003]);
    const code = all[1].confirmationNumber as string;
    const byCode = await anna.gql(ORDERS_PAGE, {first: 10, query: `name:1002 AND confirmation_number:${code.toLowerCase()}`});
    expect(byCode.data.customer.orders.nodes.map((o: {number: number}) => o.number)).toEqual([1002]);
    const bertsNumber = await anna.gql(ORDERS_PAGE, {first: 10, query: 'name:1005'});
    expect(bertsNumber.data.customer.orders.nodes).toEqual([]);
  });

  it('reads a checkout order in full: lines, totals, discounts', async () => {
    const {data, errors} = await anna.gql(ORDER_QUERY, {id: orderIds[0]});
    expect(errors).toBeUndefined();
    const order = data.order;
    // Lines €40 − 15 % = €34; order −10 % = €30.60; + €5 shipping.
    expect(order).toMatchObject({
      name: '#1001',
      number: 1001,
      email: 'anna@example.com',
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      cancelledAt: null,
      requiresShipping: true,
      subtotal: {amount: '30.6', currencyCode: 'EUR'},
      totalShipping: {amount: '5.0'},
      totalPrice: {amount: '35.6'},
      totalRefunded: {amount: '0.0'},
      billingAddress: null,
      shippingLine: {title: 'Standard shipping', handle: 'standard-shipping', originalPrice: {amount: '5.0'}},
      shippingAddress: {name: 'Anna Claes', address1: 'Korenmarkt 3', city: 'Gent', zip: '9000', territoryCode: 'BE'},
      fulfillments: {nodes: []},
    });
    expect(order.statusPageUrl).toMatch(/^http:\/\/emulator\.test\/orders\/\d+\?key=/);
    expect(order.shippingAddress.formatted).toEqual(['Anna Claes', 'Korenmarkt 3', '9000 Gent', 'Belgium']);
    expect(order.createdAt).toBe(order.processedAt);
    expect(Number(order.totalTax.amount)).toBeGreaterThan(0);

    expect(order.discountApplications.nodes).toEqual([
      {
        __typename: 'DiscountCodeApplication',
        code: 'SESSION15',
        allocationMethod: 'ACROSS',
        targetSelection: 'ENTITLED',
        targetType: 'LINE_ITEM',
        value: {__typename: 'PricingPercentageValue', percentage: 15},
      },
      {
        __typename: 'DiscountCodeApplication',
        code: 'FOLK10',
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: {__typename: 'PricingPercentageValue', percentage: 10},
      },
    ]);
    const [line] = order.lineItems.nodes;
    expect(line).toMatchObject({
      quantity: 2,
      variantId: variant.gid,
      price: {amount: '20.0'},
      totalPrice: {amount: '40.0'},
      totalDiscount: {amount: '6.0'},
      discountAllocations: [
        {allocatedAmount: {amount: '6.0', currencyCode: 'EUR'}, discountApplication: {code: 'SESSION15', value: {percentage: 15}}},
      ],
    });
    expect(line.id).toMatch(/^gid:\/\/shopify\/LineItem\/\d+$/);
    expect(line.productId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(line.image.url).toMatch(/^http:\/\/emulator\.test\/images\//);
    expect(line.name).toBe(line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title);
  });

  it('matches what the legacy Storefront API says about the same order', async () => {
    const legacy = await h.gql(
      `query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 10) { nodes { name totalPrice { amount } lineItems(first: 5) { nodes { title quantity } } } } } }`,
      {token: anna.storefrontToken},
    );
    const account = await anna.gql(ORDER_QUERY, {id: orderIds[0]});
    const first = legacy.data.customer.orders.nodes[0];
    expect(account.data.order.name).toBe(first.name);
    expect(account.data.order.totalPrice.amount).toBe(first.totalPrice.amount);
    expect(account.data.order.lineItems.nodes.map((l: {title: string; quantity: number}) => [l.title, l.quantity])).toEqual(
      first.lineItems.nodes.map((l: {title: string; quantity: number}) => [l.title, l.quantity]),
    );
  });

  it('shows a fulfilment with its tracking, on both APIs', async () => {
    const orderId = Number(orderIds[1].split('/').pop());
    h.clock.now = new Date(h.clock.now.getTime() + 600_000);
    fulfillOrder(h.emulator.db, orderId, {company: 'bpost', number: 'CD123456789BE', url: 'https://track.example/CD123456789BE'}, h.clock.now);
    const {data} = await anna.gql(ORDER_QUERY, {id: orderIds[1]});
    expect(data.order.fulfillmentStatus).toBe('FULFILLED');
    expect(data.order.updatedAt).toBe(h.clock.now.toISOString());
    const [fulfillment] = data.order.fulfillments.nodes;
    expect(fulfillment).toMatchObject({
      status: 'SUCCESS',
      createdAt: h.clock.now.toISOString(),
      trackingInformation: [{company: 'bpost', number: 'CD123456789BE', url: 'https://track.example/CD123456789BE'}],
    });
    expect(fulfillment.id).toMatch(/^gid:\/\/shopify\/Fulfillment\/\d+$/);
    expect(fulfillment.fulfillmentLineItems.nodes).toEqual([
      {quantity: 1, lineItem: {id: data.order.lineItems.nodes[0].id, title: data.order.lineItems.nodes[0].title}},
    ]);
    const legacy = await h.gql(
      `query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 10) { nodes { name fulfillmentStatus } } } }`,
      {token: anna.storefrontToken},
    );
    expect(legacy.data.customer.orders.nodes[1]).toEqual({name: '#1002', fulfillmentStatus: 'FULFILLED'});
  });

  it('answers null for another customer’s order, an unknown one and a malformed id', async () => {
    const bertsOrder = (await bert.gql(ORDERS_PAGE, {first: 1})).data.customer.orders.nodes[0].id;
    for (const id of [bertsOrder, 'gid://shopify/Order/999999', 'not-a-gid', 'gid://shopify/Product/1']) {
      const body = await anna.gql(`query ($id: ID!) { order(id: $id) { id } }`, {id});
      expect(body).toEqual({data: {order: null}});
    }
    expect((await bert.gql(`query ($id: ID!) { order(id: $id) { name } }`, {id: bertsOrder})).data.order.name).toBe('#1005');
  });

  it('refuses page sizes Shopify refuses', async () => {
    const body = await anna.gql(ORDERS_PAGE, {first: 251});
    expect(body.errors?.[0].extensions?.code).toBe('MAX_PAGE_SIZE_EXCEEDED');
    const none = await anna.gql(ORDERS_PAGE, {});
    expect(none.errors?.[0].message).toBe('you must provide one of first or last');
  });
});
