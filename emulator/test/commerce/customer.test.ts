import {describe, expect, it} from 'vitest';
import {BASE_URL, CUSTOMER_CREATE, TOKEN_CREATE, signUp, withMailHarness, type Harness} from './commerce-harness.js';

let h: Harness;
withMailHarness((harness) => (h = harness));

const CUSTOMER_QUERY = `query Customer($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt tags numberOfOrders
    defaultAddress { id address1 city zip country countryCodeV2 name formatted formattedArea }
    addresses(first: 250) { nodes { id address1 city } }
    orders(first: 250, sortKey: PROCESSED_AT, reverse: true) { totalCount nodes { id } }
  }
}`;
const ERRORS = 'customerUserErrors { code field message } userErrors { field message }';

async function mails(to?: string) {
  const url = to ? `${BASE_URL}/mailbox.json?to=${encodeURIComponent(to)}` : `${BASE_URL}/mailbox.json`;
  return (await (await h.emulator.fetch(new Request(url))).json()) as {subject: string; to: string; text: string; links: string[]}[];
}

describe('customerCreate', () => {
  it('creates an enabled customer who can sign in', async () => {
    const body = await h.gql(CUSTOMER_CREATE, {
      input: {email: 'Lena@Example.com', password: 'folk-lover', firstName: 'Lena', lastName: 'Maes', acceptsMarketing: true},
    });
    const payload = body.data.customerCreate;
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.customer).toMatchObject({email: 'Lena@Example.com', firstName: 'Lena', lastName: 'Maes'});
    expect(payload.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const stored = h.emulator.db.prepare('SELECT password_hash FROM customers WHERE email = ?').pluck().get('lena@example.com');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('folk-lover');
  });

  it.each([
    [{email: 'lena@example.com', password: 'another1'}, 'TAKEN', ['input', 'email'], 'Email has already been taken'],
    [{email: 'short@example.com', password: 'abc'}, 'TOO_SHORT', ['input', 'password'], 'Password is too short (minimum is 5 characters)'],
    [{email: 'no-at-sign', password: 'longenough'}, 'INVALID', ['input', 'email'], 'Email is invalid'],
    [{email: '', password: 'longenough'}, 'BLANK', ['input', 'email'], "Email can't be blank"],
    [{email: 'blank@example.com', password: ''}, 'BLANK', ['input', 'password'], "Password can't be blank"],
    [{email: 'phone@example.com', password: 'longenough', phone: '12'}, 'INVALID', ['input', 'phone'], 'Phone is invalid'],
  ])('refuses %j with %s', async (input, code, field, message) => {
    const before = h.countRows('customers');
    const payload = (await h.gql(CUSTOMER_CREATE, {input})).data.customerCreate;
    expect(payload.customer).toBeNull();
    expect(payload.customerUserErrors).toEqual([{code, field, message}]);
    expect(payload.userErrors).toEqual([{field, message}]);
    expect(h.countRows('customers')).toBe(before);
  });
});

describe('access tokens and the customer query', () => {
  it('signs in, reads the customer, and rejects wrong credentials', async () => {
    const token = await signUp(h, 'reader@example.com', 'secret-1');
    const customer = (await h.gql(CUSTOMER_QUERY, {token})).data.customer;
    expect(customer).toMatchObject({
      email: 'reader@example.com',
      firstName: 'Anna',
      lastName: 'Claes',
      displayName: 'Anna Claes',
      phone: null,
      acceptsMarketing: false,
      tags: [],
      numberOfOrders: '0',
      defaultAddress: null,
      addresses: {nodes: []},
      orders: {totalCount: '0', nodes: []},
    });
    expect(customer.createdAt).toBe('2026-03-02T10:00:00.000Z');

    for (const input of [
      {email: 'reader@example.com', password: 'wrong-password'},
      {email: 'nobody@example.com', password: 'secret-1'},
    ]) {
      const payload = (await h.gql(TOKEN_CREATE, {input})).data.customerAccessTokenCreate;
      expect(payload.customerAccessToken).toBeNull();
      expect(payload.customerUserErrors).toEqual([{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'}]);
    }
    expect((await h.gql(CUSTOMER_QUERY, {token: 'not-a-token'})).data.customer).toBeNull();
    const stored = h.emulator.db.prepare('SELECT token_hash FROM customer_access_tokens').pluck().all();
    expect(stored).not.toContain(token);
  });

  it('expires tokens, renews live ones and deletes them', async () => {
    await signUp(h, 'clock@example.com', 'secret-2');
    const created = (await h.gql(TOKEN_CREATE, {input: {email: 'clock@example.com', password: 'secret-2'}})).data
      .customerAccessTokenCreate.customerAccessToken;
    expect(Date.parse(created.expiresAt) - h.clock.now.getTime()).toBe(14 * 24 * 3600 * 1000);

    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 13 * 24 * 3600 * 1000);
      const renew = `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) {
        customerAccessToken { accessToken expiresAt } userErrors { field message } } }`;
      const renewed = (await h.gql(renew, {t: created.accessToken})).data.customerAccessTokenRenew;
      expect(renewed.userErrors).toEqual([]);
      expect(renewed.customerAccessToken.accessToken).toBe(created.accessToken);
      expect(Date.parse(renewed.customerAccessToken.expiresAt)).toBe(h.clock.now.getTime() + 14 * 24 * 3600 * 1000);

      // Past the first expiry, still within the renewed one.
      h.clock.now = new Date(start.getTime() + 20 * 24 * 3600 * 1000);
      expect((await h.gql(CUSTOMER_QUERY, {token: created.accessToken})).data.customer).not.toBeNull();
      h.clock.now = new Date(Date.parse(renewed.customerAccessToken.expiresAt) + 1);
      expect((await h.gql(CUSTOMER_QUERY, {token: created.accessToken})).data.customer).toBeNull();
      const late = (await h.gql(renew, {t: created.accessToken})).data.customerAccessTokenRenew;
      expect(late).toEqual({customerAccessToken: null, userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}]});
    } finally {
      h.clock.now = start;
    }

    const fresh = (await h.gql(TOKEN_CREATE, {input: {email: 'clock@example.com', password: 'secret-2'}})).data
      .customerAccessTokenCreate.customerAccessToken.accessToken;
    const del = `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) {
      deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }`;
    const deleted = (await h.gql(del, {t: fresh})).data.customerAccessTokenDelete;
    expect(deleted.deletedAccessToken).toBe(fresh);
    expect(deleted.userErrors).toEqual([]);
    expect((await h.gql(CUSTOMER_QUERY, {token: fresh})).data.customer).toBeNull();
    const again = (await h.gql(del, {t: fresh})).data.customerAccessTokenDelete;
    expect(again.deletedAccessToken).toBeNull();
    expect(again.userErrors).toEqual([{field: ['customerAccessToken'], message: 'Access token does not exist'}]);
  });
});

describe('customerUpdate', () => {
  const UPDATE = `mutation($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer { email firstName lastName phone acceptsMarketing } customerAccessToken { accessToken } ${ERRORS} } }`;

  it('updates fields, and a new password replaces every token', async () => {
    const token = await signUp(h, 'update@example.com', 'first-pass');
    const names = (await h.gql(UPDATE, {token, customer: {firstName: 'Jan', phone: '+32470123456', acceptsMarketing: true}})).data
      .customerUpdate;
    expect(names.customerUserErrors).toEqual([]);
    expect(names.customer).toEqual({email: 'update@example.com', firstName: 'Jan', lastName: 'Claes', phone: '+32470123456', acceptsMarketing: true});
    expect(names.customerAccessToken).toBeNull();

    const password = (await h.gql(UPDATE, {token, customer: {password: 'second-pass'}})).data.customerUpdate;
    const newToken = password.customerAccessToken.accessToken;
    expect(newToken).not.toBe(token);
    expect((await h.gql(CUSTOMER_QUERY, {token})).data.customer).toBeNull();
    expect((await h.gql(CUSTOMER_QUERY, {token: newToken})).data.customer.firstName).toBe('Jan');
    const signIn = (await h.gql(TOKEN_CREATE, {input: {email: 'update@example.com', password: 'second-pass'}})).data;
    expect(signIn.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
  });

  it('refuses a taken email, a short password and an unknown token without changing anything', async () => {
    await signUp(h, 'taken@example.com');
    const token = await signUp(h, 'mine@example.com');
    const taken = (await h.gql(UPDATE, {token, customer: {email: 'TAKEN@example.com', firstName: 'Changed'}})).data.customerUpdate;
    expect(taken.customerUserErrors).toEqual([{code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken'}]);
    const short = (await h.gql(UPDATE, {token, customer: {password: 'abc'}})).data.customerUpdate;
    expect(short.customerUserErrors[0]).toMatchObject({code: 'TOO_SHORT', field: ['customer', 'password']});
    const unknown = (await h.gql(UPDATE, {token: 'bogus', customer: {firstName: 'X'}})).data.customerUpdate;
    expect(unknown.customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['customerAccessToken'], message: 'Customer is not identified'},
    ]);
    const customer = (await h.gql(CUSTOMER_QUERY, {token})).data.customer;
    expect(customer).toMatchObject({email: 'mine@example.com', firstName: 'Anna'});
  });
});

describe('addresses', () => {
  const ADDRESS_FIELDS = 'id firstName lastName name company address1 address2 city province provinceCode zip phone country countryCodeV2 formatted(withName: true) formattedArea latitude';
  const CREATE = `mutation($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) { customerAddress { ${ADDRESS_FIELDS} } ${ERRORS} } }`;
  const UPDATE = `mutation($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) { customerAddress { ${ADDRESS_FIELDS} } ${ERRORS} } }`;
  const DELETE = `mutation($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId ${ERRORS} } }`;
  const DEFAULT = `mutation($token: String!, $id: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) { customer { defaultAddress { id } } ${ERRORS} } }`;

  it('creates, updates, makes default and deletes addresses', async () => {
    const token = await signUp(h, 'addresses@example.com');
    const home = {firstName: 'Anna', lastName: 'Claes', address1: 'Veldstraat 1', city: 'Gent', zip: '9000', country: 'Belgium'};
    const first = (await h.gql(CREATE, {token, address: home})).data.customerAddressCreate;
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({
      name: 'Anna Claes',
      country: 'Belgium',
      countryCodeV2: 'BE',
      company: null,
      provinceCode: null,
      latitude: null,
      formatted: ['Anna Claes', 'Veldstraat 1', '9000 Gent', 'Belgium'],
      formattedArea: 'Gent, Belgium',
    });
    expect(first.customerAddress.id).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);

    const second = (await h.gql(CREATE, {token, address: {address1: 'Rue Neuve 5', city: 'Paris', zip: '75001', country: 'FR'}})).data
      .customerAddressCreate.customerAddress;
    let customer = (await h.gql(CUSTOMER_QUERY, {token})).data.customer;
    expect(customer.defaultAddress.id).toBe(first.customerAddress.id);
    expect(customer.addresses.nodes.map((a: any) => a.city)).toEqual(['Gent', 'Paris']);

    const updated = (await h.gql(UPDATE, {token, id: second.id, address: {city: 'Lyon', zip: '69001'}})).data.customerAddressUpdate;
    expect(updated.customerAddress).toMatchObject({city: 'Lyon', address1: 'Rue Neuve 5', countryCodeV2: 'FR', formattedArea: 'Lyon, France'});

    const madeDefault = (await h.gql(DEFAULT, {token, id: second.id})).data.customerDefaultAddressUpdate;
    expect(madeDefault.customer.defaultAddress.id).toBe(second.id);

    const deleted = (await h.gql(DELETE, {token, id: second.id})).data.customerAddressDelete;
    expect(deleted).toMatchObject({deletedCustomerAddressId: second.id, customerUserErrors: []});
    customer = (await h.gql(CUSTOMER_QUERY, {token})).data.customer;
    expect(customer.addresses.nodes).toHaveLength(1);
    expect(customer.defaultAddress.id).toBe(first.customerAddress.id);
  });

  it('refuses unknown addresses, other customers’ addresses, bad countries and bad tokens', async () => {
    const owner = await signUp(h, 'owner@example.com');
    const intruder = await signUp(h, 'intruder@example.com');
    const address = (await h.gql(CREATE, {token: owner, address: {address1: 'Kerkstraat 2', city: 'Leuven', country: 'BE'}})).data
      .customerAddressCreate.customerAddress;
    const notFound = [{code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist'}];
    expect((await h.gql(DELETE, {token: intruder, id: address.id})).data.customerAddressDelete.customerUserErrors).toEqual(notFound);
    expect((await h.gql(UPDATE, {token: intruder, id: address.id, address: {city: 'X'}})).data.customerAddressUpdate.customerUserErrors).toEqual(
      notFound,
    );
    expect((await h.gql(DEFAULT, {token: owner, id: 'gid://shopify/MailingAddress/999999'})).data.customerDefaultAddressUpdate.customerUserErrors).toEqual([
      {code: 'NOT_FOUND', field: ['addressId'], message: 'Address does not exist'},
    ]);
    const badCountry = (await h.gql(CREATE, {token: owner, address: {country: 'Atlantis'}})).data.customerAddressCreate;
    expect(badCountry.customerUserErrors).toEqual([{code: 'INVALID', field: ['address', 'country'], message: 'Country is invalid'}]);
    const badToken = (await h.gql(CREATE, {token: 'bogus', address: {city: 'Gent'}})).data.customerAddressCreate;
    expect(badToken.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    const ownerView = (await h.gql(CUSTOMER_QUERY, {token: owner})).data.customer;
    expect(ownerView.addresses.nodes).toEqual([{id: address.id, address1: 'Kerkstraat 2', city: 'Leuven'}]);
  });
});

describe('password recovery and reset', () => {
  const RECOVER = `mutation($email: String!) @inContext(language: FR) { customerRecover(email: $email) { ${ERRORS} } }`;
  const RESET_BY_URL = `mutation($url: URL!, $password: String!) {
    customerResetByUrl(resetUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;
  const RESET = `mutation($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) { customer { id } customerAccessToken { accessToken } ${ERRORS} } }`;

  it('mails a reset URL on the shop and resets the password with it, once', async () => {
    const oldToken = await signUp(h, 'forgetful@example.com', 'old-password');
    const payload = (await h.gql(RECOVER, {email: 'forgetful@example.com'})).data.customerRecover;
    expect(payload).toEqual({customerUserErrors: [], userErrors: []});
    const [mail] = await mails('forgetful@example.com');
    expect(mail.subject).toMatch(/Réinitialisez votre mot de passe/);
    const url = mail.links[0];
    expect(url).toMatch(/^http:\/\/shop\.test\/account\/reset\/\d+\/[0-9a-f]{32}$/);
    expect(mail.text).toContain(url);

    const short = (await h.gql(RESET_BY_URL, {url, password: 'abc'})).data.customerResetByUrl;
    expect(short.customerUserErrors[0]).toMatchObject({code: 'TOO_SHORT', field: ['password']});

    const reset = (await h.gql(RESET_BY_URL, {url, password: 'new-password'})).data.customerResetByUrl;
    expect(reset.customerUserErrors).toEqual([]);
    expect(reset.customer.email).toBe('forgetful@example.com');
    expect((await h.gql(CUSTOMER_QUERY, {token: reset.customerAccessToken.accessToken})).data.customer).not.toBeNull();
    expect((await h.gql(CUSTOMER_QUERY, {token: oldToken})).data.customer).toBeNull();

    const reused = (await h.gql(RESET_BY_URL, {url, password: 'other-password'})).data.customerResetByUrl;
    expect(reused.customerUserErrors).toEqual([{code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'Invalid reset token'}]);
    const malformed = (await h.gql(RESET_BY_URL, {url: 'http://shop.test/account/reset', password: 'other-password'})).data
      .customerResetByUrl;
    expect(malformed.customerUserErrors).toEqual([{code: 'INVALID', field: ['resetUrl'], message: 'Reset url is invalid'}]);
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    const payload = (await h.gql(RECOVER, {email: 'stranger@example.com'})).data.customerRecover;
    expect(payload).toEqual({customerUserErrors: [], userErrors: []});
    expect(await mails()).toEqual([]);
  });

  it('resets with id and token, and refuses expired or foreign tokens', async () => {
    await signUp(h, 'reset-by-id@example.com', 'old-password');
    await h.gql(RECOVER, {email: 'reset-by-id@example.com'});
    const [mail] = await mails('reset-by-id@example.com');
    const [, id, token] = /\/(\d+)\/([0-9a-f]+)$/.exec(mail.links[0])!;
    const gid = `gid://shopify/Customer/${id}`;

    const wrong = (await h.gql(RESET, {id: gid, input: {resetToken: '0'.repeat(32), password: 'new-password'}})).data.customerReset;
    expect(wrong.customerUserErrors).toEqual([{code: 'TOKEN_INVALID', field: ['input', 'resetToken'], message: 'Invalid reset token'}]);

    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 25 * 3600 * 1000);
      const expired = (await h.gql(RESET, {id: gid, input: {resetToken: token, password: 'new-password'}})).data.customerReset;
      expect(expired.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    } finally {
      h.clock.now = start;
    }
    const ok = (await h.gql(RESET, {id: gid, input: {resetToken: token, password: 'new-password'}})).data.customerReset;
    expect(ok.customerUserErrors).toEqual([]);
    expect(ok.customer.id).toBe(gid);
  });
});

describe('account activation', () => {
  const ACTIVATE_BY_URL = `mutation($url: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $url, password: $password) {
      customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
  const ACTIVATE = `mutation($id: ID!, $input: CustomerActivateInput!) {
    customerActivate(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } ${ERRORS} } }`;

  it('activates a disabled (guest) account from the mailed link', async () => {
    const now = new Date().toISOString();
    h.emulator.db
      .prepare("INSERT INTO customers (email, state, created_at, updated_at) VALUES ('guest@example.com', 'disabled', ?, ?)")
      .run(now, now);
    const create = (await h.gql(CUSTOMER_CREATE, {input: {email: 'guest@example.com', password: 'my-password'}})).data.customerCreate;
    expect(create.customer).toBeNull();
    expect(create.customerUserErrors).toEqual([
      {
        code: 'CUSTOMER_DISABLED',
        field: null,
        message: 'We have sent an email to guest@example.com, please click the link included to verify your email address.',
      },
    ]);
    const signIn = (await h.gql(TOKEN_CREATE, {input: {email: 'guest@example.com', password: 'my-password'}})).data;
    expect(signIn.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');

    const [mail] = await mails('guest@example.com');
    expect(mail.subject).toMatch(/Activate your customer account/);
    const url = mail.links[0];
    expect(url).toMatch(/^http:\/\/shop\.test\/account\/activate\/\d+\/[0-9a-f]{32}$/);

    const activated = (await h.gql(ACTIVATE_BY_URL, {url, password: 'my-password'})).data.customerActivateByUrl;
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customer.email).toBe('guest@example.com');
    expect((await h.gql(CUSTOMER_QUERY, {token: activated.customerAccessToken.accessToken})).data.customer.email).toBe('guest@example.com');

    const again = (await h.gql(ACTIVATE_BY_URL, {url, password: 'my-password'})).data.customerActivateByUrl;
    expect(again.customerUserErrors).toEqual([{code: 'ALREADY_ENABLED', field: null, message: 'Customer already enabled'}]);
  });

  it('refuses a wrong activation token', async () => {
    const now = new Date().toISOString();
    const id = h.emulator.db
      .prepare("INSERT INTO customers (email, state, created_at, updated_at) VALUES ('guest2@example.com', 'disabled', ?, ?)")
      .run(now, now).lastInsertRowid;
    const payload = (
      await h.gql(ACTIVATE, {id: `gid://shopify/Customer/${id}`, input: {activationToken: 'f'.repeat(32), password: 'whatever1'}})
    ).data.customerActivate;
    expect(payload.customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Invalid activation token'},
    ]);
    expect(payload.customerAccessToken).toBeNull();
  });
});

describe('seeded demo customer', () => {
  it('signs in with the documented password and has a default Belgian address', async () => {
    const token = (await h.gql(TOKEN_CREATE, {input: {email: 'demo@example.com', password: 'folkdance'}})).data
      .customerAccessTokenCreate.customerAccessToken.accessToken;
    const customer = (await h.gql(CUSTOMER_QUERY, {token})).data.customer;
    expect(customer.defaultAddress).toMatchObject({city: 'Namur', zip: '5000', countryCodeV2: 'BE', formatted: ['Rue des Musiciens 12', '5000 Namur', 'Belgium']});
  });
});
