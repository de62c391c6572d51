// The Customer Account endpoint over HTTP: who may call it, what a bad request gets, and that nothing
// a client sends turns into a 5xx.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {revokeGrant, issueTokenPair} from '../../src/customer-account/account-tokens.js';
import {customerAccountClientId, shopId} from '../../src/customer-account/customer-account-config.js';
import {BASE_URL, startHarness, type Harness} from '../commerce/commerce-harness.js';
import {ACCOUNT_API_URL, postAccount, signIn, type Account} from './account-harness.js';

const UNAUTHORIZED = {errors: [{message: 'Unauthorized', extensions: {code: 'UNAUTHORIZED'}}]};
const QUERY = JSON.stringify({query: '{ customer { emailAddress { emailAddress } } }'});

let h: Harness;
let anna: Account;

beforeAll(async () => {
  h = startHarness();
  anna = await signIn(h, 'anna@example.com');
});
afterAll(() => h.close());

async function expectUnauthorized(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(await response.json()).toEqual(UNAUTHORIZED);
}

describe('access', () => {
  it('accepts the token raw, as Hydrogen sends it, or as a Bearer token', async () => {
    for (const authorization of [anna.accessToken, `Bearer ${anna.accessToken}`]) {
      const response = await postAccount(h, QUERY, {authorization});
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.json()).toEqual({data: {customer: {emailAddress: {emailAddress: 'anna@example.com'}}}});
    }
  });

  it('answers 401 without a token or with an unknown, expired, revoked or refresh token', async () => {
    await expectUnauthorized(await postAccount(h, QUERY));
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: ''}));
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: 'Bearer '}));
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: 'shcat_unknown'}));

    const pair = issueTokenPair(h.emulator.db, {customerId: anna.customerId, clientId: customerAccountClientId()}, h.clock.now);
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: pair.refreshToken}));
    expect((await postAccount(h, QUERY, {authorization: pair.accessToken})).status).toBe(200);
    revokeGrant(h.emulator.db, pair.grantId, h.clock.now);
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: pair.accessToken}));

    const later = issueTokenPair(h.emulator.db, {customerId: anna.customerId, clientId: customerAccountClientId()}, h.clock.now);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + later.expiresIn * 1000);
    await expectUnauthorized(await postAccount(h, QUERY, {authorization: later.accessToken}));
    h.clock.now = saved;
  });

  it('answers 401 for a disabled customer’s token, before reading the body', async () => {
    const bert = await signIn(h, 'bert@example.com');
    h.emulator.db.prepare("UPDATE customers SET state = 'disabled' WHERE id = ?").run(bert.customerId);
    await expectUnauthorized(await postAccount(h, 'not json', {authorization: bert.accessToken}));
  });

  it('answers the CORS preflight without a token', async () => {
    const response = await h.emulator.fetch(
      new Request(ACCOUNT_API_URL(), {
        method: 'OPTIONS',
        headers: {origin: 'http://localhost:3000', 'access-control-request-headers': 'authorization, content-type'},
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('serves 2026-04 on this shop only', async () => {
    const other = await h.emulator.fetch(
      new Request(`${BASE_URL}/${shopId()}/account/customer/api/2025-01/graphql`, {method: 'POST', body: QUERY, headers: {authorization: anna.accessToken}}),
    );
    expect(other.status).toBe(404);
    expect((await other.json()).errors[0]).toEqual({
      message: 'The emulator serves the Customer Account API 2026-04 only, not 2025-01',
      extensions: {code: 'NOT_FOUND'},
    });
    const shop = await h.emulator.fetch(
      new Request(`${BASE_URL}/1/account/customer/api/2026-04/graphql`, {method: 'POST', body: QUERY, headers: {authorization: anna.accessToken}}),
    );
    expect(shop.status).toBe(404);
    const get = await h.emulator.fetch(new Request(`${ACCOUNT_API_URL()}?query={customer{id}}`, {headers: {authorization: anna.accessToken}}));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('bad requests', () => {
  const auth = () => ({authorization: anna.accessToken});

  it('refuses unreadable bodies with 400 and oversized ones with 413', async () => {
    const cases: [BodyInit, number, string][] = [
      ['{', 400, 'BAD_REQUEST'],
      ['[]', 400, 'BAD_REQUEST'],
      [JSON.stringify({query: 42}), 400, 'BAD_REQUEST'],
      [JSON.stringify({query: ''}), 400, 'BAD_REQUEST'],
      [JSON.stringify({query: '{ customer { id } }', variables: 'x'}), 400, 'BAD_REQUEST'],
      ['x'.repeat(1024 * 1024 + 1), 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [body, status, code] of cases) {
      const response = await postAccount(h, body, auth());
      expect(response.status).toBe(status);
      expect((await response.json()).errors[0].extensions.code).toBe(code);
    }
  });

  it('reports validation errors in the Storefront endpoint’s shape', async () => {
    const unknownField = await anna.gql('{ customer { emailAdress } }');
    expect(unknownField).toEqual({
      errors: [
        {
          message: "Field 'emailAdress' doesn't exist on type 'Customer'",
          locations: [{line: 1, column: 14}],
          extensions: {code: 'undefinedField', typeName: 'Customer', fieldName: 'emailAdress'},
        },
      ],
    });
    const missing = await anna.gql('{ order { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: "Field 'order' is missing required arguments: id",
      extensions: {code: 'missingRequiredArguments'},
    });
    const parse = await anna.gql('{ customer { ');
    expect(parse.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const storefrontOnly = await anna.gql('{ shop { name } products(first: 1) { nodes { id } } }');
    expect(storefrontOnly.errors?.map((error) => error.extensions?.code)).toEqual(['undefinedField']);
    const badVariable = await anna.gql('mutation ($a: CustomerAddressInput!) { customerAddressCreate(address: $a) { userErrors { code } } }', {a: 'x'});
    expect(badVariable.errors?.[0].message).toMatch(/Variable "\$a"/);
  });

  it('never answers 5xx to odd input', async () => {
    const bodies = [
      '{"query": "{ customer { orders(first: -1) { nodes { id } } } }"}',
      '{"query": "{ customer { orders(first: 1, after: \\"!!\\") { nodes { id } } } }"}',
      '{"query": "{ customer { orders(first: 1, query: \\"processed_at:>=not-a-date name:\\\\\\"\\") { nodes { id } } } }"}',
      '{"query": "mutation { customerAddressUpdate(addressId: \\"\\") { userErrors { code } } }"}',
      '{"query": "query A { customer { id } } query B { customer { id } }"}',
      '{"query": "{ customer { id } }", "operationName": "Missing"}',
      '{"query": "{ __schema { queryType { name } } }"}',
      `{"query": "${'{ customer { id '.repeat(30)}"}`,
      'null',
      '"text"',
    ];
    for (const body of bodies) {
      const response = await postAccount(h, body, auth());
      expect(response.status, body).toBeLessThan(500);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const json = (await response.json()) as {errors?: {extensions?: {code?: string}}[]};
      expect(json.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR'), body).not.toBe(true);
    }
  });
});
