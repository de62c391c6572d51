// Coverage of the Customer Account schema where a storefront reads it. A walk over the types an account
// page shows selects every field of each (and __typename of everything else they reach): none may answer
// NOT_IMPLEMENTED except the fields in NOT_MODELLED, which the README lists and which must still say so.
// Then the operations a stock Hydrogen skeleton sends, in our own words, must all answer.
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fulfillOrder} from '../../src/commerce/order-fulfillments.js';
import {getCustomerAccountSchema} from '../../src/customer-account/graphql/schema.js';
import {startHarness, type Harness} from '../commerce/commerce-harness.js';
import {placeOrder, signIn, type Account} from './account-harness.js';

/** Non-null fields of the walked types the emulator does not model: they answer NOT_IMPLEMENTED. */
export const NOT_MODELLED: Record<string, string> = {
  'Order.lineItemContainers': 'unfulfilled and remaining line item groups are not modelled',
  'Order.returnInformation': 'returns are not modelled',
};

const WALKED = new Set([
  'Customer', 'CustomerEmailAddress', 'CustomerPhoneNumber', 'CustomerAddress', 'Order', 'LineItem', 'Image',
  'Fulfillment', 'FulfillmentLineItem', 'TrackingInformation', 'ShippingLine', 'DiscountAllocation',
  'DiscountCodeApplication', 'PricingPercentageValue', 'MoneyV2', 'PageInfo', 'Attribute',
  'OrderDiscountInformation', 'OrderAllDiscounts', 'OrderSoldInformation', 'OrderLineItemsSummary',
  'LineItemDiscountInformation', 'OrderShippingLineGroup',
]);
const MAX_LEVELS = 9;

const schema = getCustomerAccountSchema();

function walked(type: GraphQLNamedType): boolean {
  const node = type.name.replace(/(Connection|Edge)$/, '');
  return WALKED.has(type.name) || (type.name !== node && WALKED.has(node));
}

function argumentsOf(field: GraphQLField<unknown, unknown>): string | null {
  const given: string[] = [];
  for (const argument of field.args) {
    if (argument.name === 'first') given.push('first: 3');
    else if (argument.name === 'identifiers') given.push('identifiers: []');
    else if (isNonNullType(argument.type) && argument.defaultValue === undefined) return null;
  }
  return given.length ? `(${given.join(', ')})` : '';
}

function selection(type: GraphQLNamedType, level: number): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = schema.getPossibleTypes(type).filter((candidate) => WALKED.has(candidate.name));
    return `{ __typename ${possible.map((candidate) => `... on ${candidate.name} ${selection(candidate, level)}`).join(' ')} }`;
  }
  if (!isObjectType(type) || level >= MAX_LEVELS || !walked(type)) return '{ __typename }';
  const fields: string[] = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (NOT_MODELLED[`${type.name}.${field.name}`]) continue;
    const args = argumentsOf(field);
    if (args === null) continue;
    const named = getNamedType(field.type);
    fields.push(isLeafType(named) ? `${field.name}${args}` : `${field.name}${args} ${selection(named, level + 1)}`);
  }
  return `{ ${fields.join(' ')} }`;
}

let h: Harness;
let anna: Account;
let orderId: string;

beforeAll(async () => {
  h = startHarness();
  anna = await signIn(h, 'walker@example.com');
  h.emulator.db.prepare("UPDATE customers SET phone = '+32470123456' WHERE id = ?").run(anna.customerId);
  const variant = h.variantWithStock(10, 1800);
  await placeOrder(h, anna, [{merchandiseId: variant.gid, quantity: 2}], ['SESSION15', 'FOLK10']);
  await anna.gql(`mutation { customerAddressCreate(address: {address1: "Korenmarkt 3", city: "Gent", zip: "9000", territoryCode: "BE"}) { userErrors { code } } }`);
  orderId = (await anna.gql('{ customer { orders(first: 1) { nodes { id } } } }')).data.customer.orders.nodes[0].id;
  fulfillOrder(h.emulator.db, Number(orderId.split('/').pop()), {company: 'bpost', number: 'CD1', url: null}, h.clock.now);
});
afterAll(() => h.close());

describe('coverage', () => {
  it('answers every field of the types an account page reads', async () => {
    const customerType = schema.getType('Customer')!;
    const orderType = schema.getType('Order')!;
    const query = `query Walk($id: ID!) { customer ${selection(customerType, 0)} order(id: $id) ${selection(orderType, 0)} }`;
    const {data, errors} = await anna.gql(query, {id: orderId});
    expect(errors ?? []).toEqual([]);
    expect(data.order.lineItems.nodes[0].discountAllocations).toHaveLength(1);
    expect(data.order.fulfillments.nodes[0].fulfillmentLineItems.nodes).toHaveLength(1);
    expect(data.customer.orders.nodes[0].id).toBe(orderId);
  });

  it('says NOT_IMPLEMENTED, naming the field, for what it does not model', async () => {
    for (const name of Object.keys(NOT_MODELLED)) {
      const [, field] = name.split('.');
      const {errors} = await anna.gql(`query ($id: ID!) { order(id: $id) { id ${field} { __typename } } }`, {id: orderId});
      expect(errors?.[0]).toMatchObject({
        message: `Field '${name}' is not implemented by the emulator`,
        extensions: {code: 'NOT_IMPLEMENTED'},
      });
    }
  });
});

describe('a stock Hydrogen skeleton’s operations', () => {
  const ADDRESS = `fragment AccountAddress on CustomerAddress {
    id formatted firstName lastName company address1 address2 territoryCode zoneCode city zip phoneNumber }`;

  it('reads the account details page', async () => {
    const {data, errors} = await anna.gql(
      `query AccountDetails($language: LanguageCode) @inContext(language: $language) {
        customer { id firstName lastName defaultAddress { ...AccountAddress } addresses(first: 6) { nodes { ...AccountAddress } } }
      } ${ADDRESS}`,
      {language: 'FR'},
    );
    expect(errors).toBeUndefined();
    expect(data.customer.defaultAddress).toMatchObject({address1: 'Korenmarkt 3', territoryCode: 'BE', zoneCode: null, formatted: ['Korenmarkt 3', '9000 Gent', 'Belgium']});
    expect(data.customer.addresses.nodes).toEqual([data.customer.defaultAddress]);
  });

  it('lists orders with the search and paging variables the orders page sends', async () => {
    const {data, errors} = await anna.gql(
      `query AccountOrders($endCursor: String, $first: Int, $last: Int, $startCursor: String, $query: String, $language: LanguageCode)
        @inContext(language: $language) {
        customer {
          orders(sortKey: PROCESSED_AT, reverse: true, first: $first, last: $last, before: $startCursor, after: $endCursor, query: $query) {
            nodes {
              id number confirmationNumber processedAt financialStatus fulfillmentStatus
              totalPrice { amount currencyCode } fulfillments(first: 1) { nodes { status } }
            }
            pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
          }
        }
      }`,
      {first: 20, query: 'name:1001', language: 'NL'},
    );
    expect(errors).toBeUndefined();
    expect(data.customer.orders.nodes).toMatchObject([
      {number: 1001, financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', fulfillments: {nodes: [{status: 'SUCCESS'}]}},
    ]);
  });

  it('reads the order page', async () => {
    const {data, errors} = await anna.gql(
      `fragment Amount on MoneyV2 { amount currencyCode }
      fragment AppliedDiscount on DiscountApplication {
        value { __typename ... on MoneyV2 { ...Amount } ... on PricingPercentageValue { percentage } }
      }
      query AccountOrder($orderId: ID!, $language: LanguageCode) @inContext(language: $language) {
        order(id: $orderId) {
          ... on Order {
            id name confirmationNumber statusPageUrl fulfillmentStatus processedAt
            fulfillments(first: 1) { nodes { status } }
            totalTax { ...Amount } totalPrice { ...Amount } subtotal { ...Amount }
            shippingAddress { name formatted(withName: true) formattedArea }
            discountApplications(first: 100) { nodes { ...AppliedDiscount } }
            lineItems(first: 100) {
              nodes {
                id title quantity variantTitle
                price { ...Amount } totalDiscount { ...Amount }
                discountAllocations { allocatedAmount { ...Amount } discountApplication { ...AppliedDiscount } }
                image { altText height url id width }
              }
            }
          }
        }
      }`,
      {orderId, language: 'EN'},
    );
    expect(errors).toBeUndefined();
    expect(data.order.discountApplications.nodes).toEqual([
      {value: {__typename: 'PricingPercentageValue', percentage: 15}},
      {value: {__typename: 'PricingPercentageValue', percentage: 10}},
    ]);
    expect(data.order.lineItems.nodes[0]).toMatchObject({quantity: 2, price: {amount: '18.0'}, totalDiscount: {amount: '5.4'}});
    expect(data.order.lineItems.nodes[0].image).toMatchObject({width: expect.any(Number), height: expect.any(Number)});
  });

  it('runs the profile and address mutations with @inContext', async () => {
    const update = await anna.gql(
      `mutation AccountUpdate($customer: CustomerUpdateInput!, $language: LanguageCode) @inContext(language: $language) {
        customerUpdate(input: $customer) {
          customer { firstName lastName emailAddress { emailAddress } phoneNumber { phoneNumber } }
          userErrors { code field message }
        }
      }`,
      {customer: {firstName: 'Wanda', lastName: 'Walker'}, language: 'FR'},
    );
    expect(update).toEqual({
      data: {
        customerUpdate: {
          customer: {firstName: 'Wanda', lastName: 'Walker', emailAddress: {emailAddress: 'walker@example.com'}, phoneNumber: {phoneNumber: '+32470123456'}},
          userErrors: [],
        },
      },
    });
    const created = await anna.gql(
      `mutation AddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean, $language: LanguageCode) @inContext(language: $language) {
        customerAddressCreate(address: $address, defaultAddress: $defaultAddress) { customerAddress { id } userErrors { code field message } }
      }`,
      {address: {address1: 'Grote Markt 1', city: 'Brussel', zip: '1000', territoryCode: 'BE'}, defaultAddress: true, language: 'NL'},
    );
    const id = created.data.customerAddressCreate.customerAddress.id;
    const updated = await anna.gql(
      `mutation AddressUpdate($address: CustomerAddressInput!, $addressId: ID!, $defaultAddress: Boolean, $language: LanguageCode) @inContext(language: $language) {
        customerAddressUpdate(address: $address, addressId: $addressId, defaultAddress: $defaultAddress) { customerAddress { id } userErrors { code field message } }
      }`,
      {address: {zip: '1000', address2: 'Bus 2'}, addressId: id, defaultAddress: true, language: 'NL'},
    );
    expect(updated.data.customerAddressUpdate).toEqual({customerAddress: {id}, userErrors: []});
    const otherId = (await anna.gql('{ customer { addresses(first: 5) { nodes { id } } } }')).data.customer.addresses.nodes[0].id;
    const deleted = await anna.gql(
      `mutation AddressDelete($addressId: ID!, $language: LanguageCode) @inContext(language: $language) {
        customerAddressDelete(addressId: $addressId) { deletedAddressId userErrors { code field message } }
      }`,
      {addressId: otherId, language: 'NL'},
    );
    expect(deleted.data.customerAddressDelete).toEqual({deletedAddressId: otherId, userErrors: []});
  });
});
