// The signed-in customer's profile, addresses and email marketing through the Customer Account API,
// on the same rows the legacy Storefront API reads.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startHarness, type Harness} from '../commerce/commerce-harness.js';
import {signIn, type Account} from './account-harness.js';

const ADDRESS_FIELDS = `id firstName lastName company address1 address2 city zoneCode territoryCode zip phoneNumber
  name formattedArea formatted(withName: true, withCompany: true)`;

const PROFILE = `#graphql
  query Profile {
    customer {
      id firstName lastName displayName imageUrl creationDate tags
      emailAddress { emailAddress marketingState }
      phoneNumber { phoneNumber }
      defaultAddress { id }
      addresses(first: 10) { nodes { ${ADDRESS_FIELDS} } pageInfo { hasNextPage hasPreviousPage } }
    }
  }`;

const CREATE = `#graphql
  mutation Create($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress { ${ADDRESS_FIELDS} }
      userErrors { code field message }
    }
  }`;

const UPDATE = `#graphql
  mutation Update($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress { id address1 city zip }
      userErrors { code field message }
    }
  }`;

const DELETE = `#graphql
  mutation Delete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) { deletedAddressId userErrors { code field message } }
  }`;

const GENT = {
  firstName: 'Anna', lastName: 'Claes', company: 'Ronce & Rivière', address1: 'Korenmarkt 3', city: 'Gent',
  zip: '9000', territoryCode: 'BE', phoneNumber: '+32 470 12 34 56',
};
const LILLE = {firstName: 'Anna', lastName: 'Claes', address1: 'Rue Nationale 1', city: 'Lille', zip: '59000', territoryCode: 'FR'};

let h: Harness;
let anna: Account;
let bert: Account;

beforeAll(async () => {
  h = startHarness();
  anna = await signIn(h, 'anna@example.com');
  bert = await signIn(h, 'bert@example.com');
});
afterAll(() => h.close());

describe('profile', () => {
  it('reads the customer with the legacy API’s ids', async () => {
    const {data, errors} = await anna.gql(PROFILE);
    expect(errors).toBeUndefined();
    expect(data.customer).toMatchObject({
      id: `gid://shopify/Customer/${anna.customerId}`,
      firstName: 'Anna',
      lastName: 'Claes',
      displayName: 'Anna Claes',
      tags: [],
      emailAddress: {emailAddress: 'anna@example.com', marketingState: 'NOT_SUBSCRIBED'},
      phoneNumber: null,
      defaultAddress: null,
      addresses: {nodes: [], pageInfo: {hasNextPage: false, hasPreviousPage: false}},
    });
    expect(data.customer.imageUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(data.customer.imageUrl)).toContain('>AC</text>');
    const legacy = await h.gql(`query ($t: String!) { customer(customerAccessToken: $t) { id createdAt } }`, {t: anna.storefrontToken});
    expect(legacy.data.customer).toEqual({id: data.customer.id, createdAt: data.customer.creationDate});
  });

  it('updates first and last name, with userErrors for bad input', async () => {
    const mutation = `mutation ($input: CustomerUpdateInput!) {
      customerUpdate(input: $input) { customer { firstName lastName emailAddress { emailAddress } } userErrors { code field message } } }`;
    const updated = await anna.gql(mutation, {input: {firstName: ' Annick ', lastName: 'Claeys'}});
    expect(updated.data.customerUpdate).toEqual({
      customer: {firstName: 'Annick', lastName: 'Claeys', emailAddress: {emailAddress: 'anna@example.com'}},
      userErrors: [],
    });
    const refused = await anna.gql(mutation, {input: {firstName: 'x'.repeat(256), lastName: '<b>Claes</b>'}});
    expect(refused.data.customerUpdate.customer).toBeNull();
    expect(refused.data.customerUpdate.userErrors.map((e: {code: string; field: string[]}) => [e.code, e.field])).toEqual([
      ['TOO_LONG', ['input', 'firstName']],
      ['CONTAINS_HTML_TAGS', ['input', 'lastName']],
    ]);
    const empty = await anna.gql(mutation, {input: {}});
    expect(empty.data.customerUpdate.userErrors[0].code).toBe('CUSTOMER_INPUT_ARGUMENT_EMPTY');
    const legacy = await h.gql(`query ($t: String!) { customer(customerAccessToken: $t) { firstName lastName } }`, {t: anna.storefrontToken});
    expect(legacy.data.customer).toEqual({firstName: 'Annick', lastName: 'Claeys'});
    await anna.gql(mutation, {input: {firstName: 'Anna', lastName: 'Claes'}});
  });

  it('subscribes and unsubscribes to email marketing', async () => {
    const subscribe = `mutation { customerEmailMarketingSubscribe { emailAddress { emailAddress marketingState } userErrors { code field message } } }`;
    const unsubscribe = `mutation { customerEmailMarketingUnsubscribe { emailAddress { marketingState } userErrors { code } } }`;
    expect((await anna.gql(subscribe)).data.customerEmailMarketingSubscribe).toEqual({
      emailAddress: {emailAddress: 'anna@example.com', marketingState: 'SUBSCRIBED'},
      userErrors: [],
    });
    const again = await anna.gql(subscribe);
    expect(again.data.customerEmailMarketingSubscribe.userErrors[0].code).toBe('CUSTOMER_ALREADY_SUBSCRIBED');
    expect((await anna.gql(PROFILE)).data.customer.emailAddress.marketingState).toBe('SUBSCRIBED');
    expect((await anna.gql(unsubscribe)).data.customerEmailMarketingUnsubscribe).toEqual({
      emailAddress: {marketingState: 'NOT_SUBSCRIBED'},
      userErrors: [],
    });
  });
});

describe('addresses', () => {
  let gent: string;
  let lille: string;

  it('creates the first address as the default, formatted as Shopify formats it', async () => {
    const {data} = await anna.gql(CREATE, {address: GENT});
    expect(data.customerAddressCreate.userErrors).toEqual([]);
    const address = data.customerAddressCreate.customerAddress;
    gent = address.id;
    expect(address).toMatchObject({
      firstName: 'Anna', lastName: 'Claes', company: 'Ronce & Rivière', address1: 'Korenmarkt 3', address2: null,
      city: 'Gent', zip: '9000', territoryCode: 'BE', zoneCode: null, phoneNumber: '+32470123456', name: 'Anna Claes',
      formattedArea: 'Gent, Belgium',
      formatted: ['Anna Claes', 'Ronce & Rivière', 'Korenmarkt 3', '9000 Gent', 'Belgium'],
    });
    expect(gent).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    expect((await anna.gql(PROFILE)).data.customer.defaultAddress).toEqual({id: gent});
  });

  it('adds a second address and makes it the default when asked', async () => {
    const {data} = await anna.gql(CREATE, {address: LILLE, defaultAddress: true});
    lille = data.customerAddressCreate.customerAddress.id;
    const profile = (await anna.gql(PROFILE)).data.customer;
    expect(profile.defaultAddress).toEqual({id: lille});
    expect(profile.addresses.nodes.map((a: {id: string}) => a.id)).toEqual([gent, lille]);
    const skip = await anna.gql(`{ customer { addresses(first: 5, skipDefault: true) { nodes { id } } } }`);
    expect(skip.data.customer.addresses.nodes).toEqual([{id: gent}]);
    const legacy = await h.gql(`query ($t: String!) { customer(customerAccessToken: $t) { defaultAddress { address1 } addresses(first: 5) { nodes { address1 } } } }`, {t: anna.storefrontToken});
    expect(legacy.data.customer).toEqual({
      defaultAddress: {address1: 'Rue Nationale 1'},
      addresses: {nodes: [{address1: 'Korenmarkt 3'}, {address1: 'Rue Nationale 1'}]},
    });
  });

  it('refuses bad addresses with Shopify’s codes and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string[]][] = [
      [{}, 'ADDRESS_ARGUMENT_EMPTY', ['address']],
      [{...GENT, address1: '  '}, 'ADDRESS1_MISSING', ['address', 'address1']],
      [{...GENT, territoryCode: undefined}, 'TERRITORY_CODE_MISSING', ['address', 'territoryCode']],
      [{...GENT, territoryCode: 'Belgium'}, 'INVALID_TERRITORY_CODE', ['address', 'territoryCode']],
      [{...GENT, territoryCode: 'QQ'}, 'INVALID_TERRITORY_CODE', ['address', 'territoryCode']],
      [{...GENT, city: 'G'.repeat(256)}, 'TOO_LONG', ['address', 'city']],
      [{...GENT, company: '<script>x</script>'}, 'CONTAINS_HTML_TAGS', ['address', 'company']],
      [{...GENT, zoneCode: 'x'.repeat(300)}, 'TOO_LONG', ['address', 'zoneCode']],
      [{...GENT, phoneNumber: '0470 12 34 56'}, 'PHONE_NUMBER_NOT_VALID', ['address', 'phoneNumber']],
      [GENT, 'CUSTOMER_ADDRESS_ALREADY_EXISTS', ['address']],
    ];
    for (const [address, code, field] of cases) {
      const {data} = await anna.gql(CREATE, {address});
      expect(data.customerAddressCreate.customerAddress, code).toBeNull();
      expect(data.customerAddressCreate.userErrors[0], code).toMatchObject({code, field});
      expect(data.customerAddressCreate.userErrors[0].message.length).toBeGreaterThan(0);
    }
    expect((await anna.gql(PROFILE)).data.customer.addresses.nodes).toHaveLength(2);
  });

  it('updates an address field by field, and refuses demoting the default', async () => {
    const moved = await anna.gql(UPDATE, {addressId: gent, address: {address1: 'Veldstraat 10'}});
    expect(moved.data.customerAddressUpdate).toEqual({
      customerAddress: {id: gent, address1: 'Veldstraat 10', city: 'Gent', zip: '9000'},
      userErrors: [],
    });
    const bad = await anna.gql(UPDATE, {addressId: gent, address: {address1: ''}});
    expect(bad.data.customerAddressUpdate.userErrors[0]).toMatchObject({code: 'ADDRESS1_MISSING'});
    const demote = await anna.gql(UPDATE, {addressId: lille, defaultAddress: false});
    expect(demote.data.customerAddressUpdate.userErrors[0]).toMatchObject({
      code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
      field: ['defaultAddress'],
    });
    const promote = await anna.gql(UPDATE, {addressId: gent, defaultAddress: true});
    expect(promote.data.customerAddressUpdate.userErrors).toEqual([]);
    expect((await anna.gql(PROFILE)).data.customer.defaultAddress).toEqual({id: gent});
  });

  it('refuses to delete the default while another address exists, then deletes', async () => {
    const refused = await anna.gql(DELETE, {addressId: gent});
    expect(refused.data.customerAddressDelete).toMatchObject({
      deletedAddressId: null,
      userErrors: [{code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', field: ['addressId']}],
    });
    expect((await anna.gql(DELETE, {addressId: lille})).data.customerAddressDelete).toEqual({deletedAddressId: lille, userErrors: []});
    expect((await anna.gql(DELETE, {addressId: gent})).data.customerAddressDelete).toEqual({deletedAddressId: gent, userErrors: []});
    const profile = (await anna.gql(PROFILE)).data.customer;
    expect(profile.defaultAddress).toBeNull();
    expect(profile.addresses.nodes).toEqual([]);
  });

  it('treats another customer’s address as one that does not exist', async () => {
    const bertsAddress = (await bert.gql(CREATE, {address: {...GENT, firstName: 'Bert'}})).data.customerAddressCreate.customerAddress.id;
    const notFound = {code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist'};
    const update = await anna.gql(UPDATE, {addressId: bertsAddress, address: {city: 'Brugge'}});
    expect(update.data.customerAddressUpdate).toEqual({customerAddress: null, userErrors: [notFound]});
    const removed = await anna.gql(DELETE, {addressId: bertsAddress});
    expect(removed.data.customerAddressDelete).toEqual({deletedAddressId: null, userErrors: [notFound]});
    const malformed = await anna.gql(DELETE, {addressId: 'gid://shopify/MailingAddress/1'});
    expect(malformed.data.customerAddressDelete.userErrors).toEqual([notFound]);
    const berts = (await bert.gql(PROFILE)).data.customer.addresses.nodes;
    expect(berts).toMatchObject([{id: bertsAddress, city: 'Gent'}]);
  });
});
