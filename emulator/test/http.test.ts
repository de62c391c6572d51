import {afterAll, describe, expect, it} from 'vitest';
import {createHarness, GRAPHQL_URL, PRIVATE_TOKEN, PUBLIC_TOKEN} from './harness.js';

const h = createHarness();
afterAll(() => h.close());

const SHOP_QUERY = JSON.stringify({query: '{ shop { name } }'});

describe('access tokens', () => {
  it('answers 401 with Shopify’s body when no token is sent', async () => {
    const response = await h.emulator.fetch(
      new Request(GRAPHQL_URL, {method: 'POST', headers: {'content-type': 'application/json'}, body: SHOP_QUERY}),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]});
  });

  it('answers 401 to a wrong public token', async () => {
    const response = await h.post(SHOP_QUERY, {'x-shopify-storefront-access-token': 'nope'});
    expect(response.status).toBe(401);
  });

  it('answers 401 to a public token sent in the private header', async () => {
    const response = await h.emulator.fetch(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'shopify-storefront-private-token': PUBLIC_TOKEN},
        body: SHOP_QUERY,
      }),
    );
    expect(response.status).toBe(401);
  });

  it('accepts the private token with a buyer IP', async () => {
    const response = await h.emulator.fetch(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'shopify-storefront-private-token': PRIVATE_TOKEN,
          'shopify-storefront-buyer-ip': '203.0.113.7',
        },
        body: SHOP_QUERY,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({data: {shop: {name: 'Ronce & Rivière'}}});
  });
});

describe('bad requests', () => {
  it('answers 400 with a JSON error to malformed JSON', async () => {
    const response = await h.post('{"query": "{ shop { name } }"');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0].message).toMatch(/not valid JSON/);
  });

  it('answers 400 when the body is not an object or the query is missing', async () => {
    expect((await h.post('[1,2]')).status).toBe(400);
    expect((await h.post('{"variables": {}}')).status).toBe(400);
    expect((await h.post('{"query": 42}')).status).toBe(400);
  });

  it('answers 413 to a body over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({query: `{ shop { name } }${' '.repeat(1024 * 1024)}`});
    const response = await h.post(big);
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');

    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 20) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await h.emulator.fetch(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN},
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('answers 405 to other methods', async () => {
    const response = await h.emulator.fetch(
      new Request(GRAPHQL_URL, {method: 'PUT', headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN}}),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });

  it('answers 404 to unknown paths', async () => {
    const response = await h.emulator.fetch(new Request('http://emulator.test/nowhere'));
    expect(response.status).toBe(404);
  });
});

describe('GET', () => {
  it('runs a query from the query string', async () => {
    const url = `${GRAPHQL_URL}?query=${encodeURIComponent('query Shop { shop { name } }')}`;
    const response = await h.emulator.fetch(
      new Request(url, {headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN}}),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.shop.name).toBe('Ronce & Rivière');
  });

  it('refuses mutations over GET', async () => {
    const url = `${GRAPHQL_URL}?query=${encodeURIComponent('mutation { customerAccessTokenDelete(customerAccessToken: "x") { deletedAccessToken } }')}`;
    const response = await h.emulator.fetch(
      new Request(url, {headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN}}),
    );
    expect(response.status).toBe(405);
  });
});

describe('application/graphql bodies', () => {
  it('runs the raw body as the query', async () => {
    const response = await h.post('{ shop { name } }', {'content-type': 'application/graphql'});
    expect((await response.json()).data.shop.name).toBe('Ronce & Rivière');
  });
});
