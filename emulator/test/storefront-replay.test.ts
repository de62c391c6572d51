// Requests in the shapes real Storefront API clients send, replayed over real sockets, plain and over
// the https listener: the version in the path (and none), the SDK headers, @inContext, @defer in parts.
// The clock is fixed on 28 November 2026, so the supported versions are 2026-01 to 2026-10.
import {mkdtempSync, rmSync} from 'node:fs';
import {request as httpRequest, type IncomingHttpHeaders, type Server} from 'node:http';
import {request as httpsRequest} from 'node:https';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {customerByEmail} from '../src/commerce/customer-store.js';
import {issueTokenPair} from '../src/customer-account/account-tokens.js';
import {customerAccountClientId} from '../src/customer-account/customer-account-config.js';
import {listenHttps, type HttpsListener} from '../src/http/https-listener.js';
import {serveFetch} from '../src/http/node-adapter.js';
import {createEmulator, type Emulator} from '../src/server.js';

const TODAY = new Date('2026-11-28T12:00:00Z');
const PUBLIC_TOKEN = 'replay-public-token';
const PRIVATE_TOKEN = 'replay-private-token';

let dir: string;
let emulator: Emulator;
let plain: Server;
let https: HttpsListener;
let plainOrigin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-replay-'));
  emulator = createEmulator({
    dbPath: join(dir, 'emulator.sqlite'),
    publicToken: PUBLIC_TOKEN,
    privateToken: PRIVATE_TOKEN,
    baseUrl: 'http://127.0.0.1',
    now: () => TODAY,
  });
  plain = serveFetch((request) => emulator.fetch(request), () => plainOrigin);
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  https = await listenHttps({handler: (request) => emulator.fetch(request), host: '127.0.0.1', port: 0, tlsDir: join(dir, 'tls')});
});
afterAll(async () => {
  await new Promise((resolve) => plain.close(resolve));
  await new Promise((resolve) => https.server.close(resolve));
  emulator.close();
  rmSync(dir, {recursive: true, force: true});
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

type Transport = 'http' | 'https';

/** A POST over a real socket; over https the client trusts only the emulator's certificate. */
function send(transport: Transport, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {method: 'POST', path, headers: {...headers, 'content-length': String(Buffer.byteLength(body))}};
    const onAnswer = (response: import('node:http').IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, text}));
      response.on('error', reject);
    };
    const request =
      transport === 'http'
        ? httpRequest({...options, host: '127.0.0.1', port: new URL(plainOrigin).port}, onAnswer)
        : httpsRequest(
            {...options, host: '127.0.0.1', port: new URL(https.origin).port, servername: 'localhost', ca: https.certificate.cert},
            onAnswer,
          );
    request.on('error', reject);
    request.end(body);
  });
}

/** What @shopify/storefront-api-client sends: JSON both ways, its SDK headers, the public token. */
function storefrontApiClient(transport: Transport, version: string, query: string, variables?: Record<string, unknown>, extra = {}) {
  return send(
    transport,
    `/api/${version}/graphql.json`,
    {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-SDK-Variant': 'storefront-api-client',
      'X-SDK-Version': '1.0.9',
      'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN,
      ...extra,
    },
    JSON.stringify({query, variables}),
  );
}

/** What a Next.js Commerce storefront sends: its endpoint constant, the public token, no SDK headers. */
function nextCommerce(transport: Transport, path: string, query: string, variables: Record<string, unknown>) {
  return send(
    transport,
    path,
    {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN},
    JSON.stringify({query, ...(variables && {variables})}),
  );
}

/** What Hydrogen's server-side client sends: the private token, the buyer's IP, an operation name. */
function hydrogen(transport: Transport, query: string, operationName: string, variables: Record<string, unknown>) {
  return send(
    transport,
    '/api/2026-04/graphql.json',
    {
      'content-type': 'application/json',
      'X-SDK-Variant': 'hydrogen-react',
      'X-SDK-Variant-Source': 'react',
      'X-SDK-Version': '2026-04',
      'Shopify-Storefront-Private-Token': PRIVATE_TOKEN,
      'Shopify-Storefront-Buyer-IP': '203.0.113.9',
    },
    JSON.stringify({query, variables, operationName}),
  );
}

const PRODUCT_QUERY = `#graphql
  query ProductCard($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      title
      priceRange { minVariantPrice { amount currencyCode } }
    }
  }
`;

const NEXT_PRODUCTS_QUERY = `
  query getProducts($sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
    products(sortKey: $sortKey, reverse: $reverse, query: $query, first: 100) {
      edges { node { id handle title availableForSale } }
    }
  }
`;

const TRANSPORTS: Transport[] = ['http', 'https'];

describe.each(TRANSPORTS)('over %s', (transport) => {
  it.each([
    ['2024-10', '2026-01'],
    ['2025-01', '2026-01'],
    ['2025-04', '2026-01'],
    ['2025-07', '2026-01'],
    ['2025-10', '2026-01'],
    ['2026-01', '2026-01'],
    ['2026-04', '2026-04'],
    ['2026-07', '2026-07'],
    ['unstable', 'unstable'],
  ])('answers a client on %s with data, served as %s', async (requested, served) => {
    const answer = await storefrontApiClient(transport, requested, PRODUCT_QUERY, {handle: 'tidewater', country: 'BE', language: 'EN'});
    expect(answer.status).toBe(200);
    expect(answer.headers['x-shopify-api-version']).toBe(served);
    const {data, errors} = JSON.parse(answer.text);
    expect(errors).toBeUndefined();
    expect(data.product).toMatchObject({title: 'Tidewater', priceRange: {minVariantPrice: {currencyCode: 'EUR'}}});
  });

  it('answers /api/graphql.json, with no version, as the oldest supported one', async () => {
    const answer = await nextCommerce(transport, '/api/graphql.json', '{ shop { name } }', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['x-shopify-api-version']).toBe('2026-01');
    expect(JSON.parse(answer.text)).toEqual({data: {shop: {name: 'Ronce & Rivière'}}});
  });

  it('answers a Next.js Commerce storefront still on 2023-01 by falling forward', async () => {
    const answer = await nextCommerce(transport, '/api/2023-01/graphql.json', NEXT_PRODUCTS_QUERY, {
      sortKey: 'TITLE',
      reverse: false,
      query: 'product_type:CD',
    });
    expect(answer.headers['x-shopify-api-version']).toBe('2026-01');
    const handles = JSON.parse(answer.text).data.products.edges.map((edge: {node: {handle: string}}) => edge.node.handle);
    expect(handles).toContain('tidewater');
    const titles = JSON.parse(answer.text).data.products.edges.map((edge: {node: {title: string}}) => edge.node.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('honours @inContext(language:) in Hydrogen’s request', async () => {
    const english = JSON.parse((await hydrogen(transport, PRODUCT_QUERY, 'ProductCard', {handle: 'tidewater', language: 'EN'})).text);
    const french = JSON.parse((await hydrogen(transport, PRODUCT_QUERY, 'ProductCard', {handle: 'tidewater', language: 'FR'})).text);
    expect(french.data.product.id).toBe(english.data.product.id);
    const collections = `query C($language: LanguageCode) @inContext(language: $language) { collection(handle: "cds") { title } }`;
    const titles = await Promise.all(
      ['EN', 'FR'].map(async (language) => JSON.parse((await hydrogen(transport, collections, 'C', {language})).text).data.collection.title),
    );
    expect(titles[0]).not.toBe(titles[1]);
  });

  it('answers a path in the API’s space that is not an endpoint with a GraphQL-shaped 404, and leaves the CMS its own', async () => {
    const unknown = await send(transport, '/api/2026-04/products.json', {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN}, '');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toEqual({errors: [{message: 'Not Found', extensions: {code: 'NOT_FOUND'}}]});
    const cms = await send(transport, '/api/recipes', {Authorization: 'Bearer emulator-cms-token'}, '');
    expect(JSON.parse(cms.text)).toMatchObject({data: null, error: {status: 404, name: 'NotFoundError'}});
  });
});

function tokenFor(email: string): Promise<string> {
  const mutation = `mutation SignIn($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } }
  }`;
  return storefrontApiClient('http', '2026-04', mutation, {input: {email, password: 'folkdance'}}).then(
    (answer) => JSON.parse(answer.text).data.customerAccessTokenCreate.customerAccessToken.accessToken as string,
  );
}

describe('@inContext(buyer:)', () => {
  const BUYER_QUERY = `query Buyer($handle: String!, $buyer: BuyerInput) @inContext(buyer: $buyer) {
    product(handle: $handle) { title }
  }`;

  it('answers a signed-in customer’s Storefront token and a Customer Account API token with the catalogue', async () => {
    const storefrontToken = await tokenFor('demo@example.com');
    const customerId = customerByEmail(emulator.db, 'demo@example.com')!.id;
    const {accessToken} = issueTokenPair(emulator.db, {customerId, clientId: customerAccountClientId()}, TODAY);
    for (const token of [storefrontToken, accessToken]) {
      const answer = await storefrontApiClient('https', '2026-04', BUYER_QUERY, {handle: 'tidewater', buyer: {customerAccessToken: token}});
      expect(JSON.parse(answer.text)).toEqual({data: {product: {title: 'Tidewater'}}});
    }
  });

  it('refuses a token that names nobody, and any company location, instead of answering as if they counted', async () => {
    const unknown = await storefrontApiClient('http', '2026-04', BUYER_QUERY, {handle: 'tidewater', buyer: {customerAccessToken: 'not-a-token'}});
    expect(JSON.parse(unknown.text)).toEqual({
      errors: [{message: 'Invalid buyer: the customer access token is unknown or has expired.', extensions: {code: 'BAD_REQUEST'}}],
    });
    const literal = `query { product(handle: "tidewater") { title } }`.replace('query', 'query @inContext(buyer: {customerAccessToken: "nope"})');
    expect(JSON.parse((await storefrontApiClient('http', '2026-04', literal)).text).data).toBeUndefined();
    const token = await tokenFor('demo@example.com');
    const located = await storefrontApiClient('http', '2026-04', BUYER_QUERY, {
      handle: 'tidewater',
      buyer: {customerAccessToken: token, companyLocationId: 'gid://shopify/CompanyLocation/1'},
    });
    expect(JSON.parse(located.text).errors[0].message).toMatch(/company location/);
  });

  it('ignores the buyer on cart operations, as Shopify does', async () => {
    const cartCreate = `mutation Create($buyer: BuyerInput) @inContext(buyer: $buyer) { cartCreate(input: {}) { cart { id } userErrors { code } } }`;
    const answer = await storefrontApiClient('http', '2026-04', cartCreate, {buyer: {customerAccessToken: 'not-a-token'}});
    expect(JSON.parse(answer.text).data.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });
});

describe('versions', () => {
  it('names a field an older version had with graphql-ruby’s error, whatever version is asked for', async () => {
    const update = `mutation Buyer($cartId: ID!) {
      cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: {deliveryAddressPreferences: [{deliveryAddress: {city: "Gent"}}]}) { cart { id } }
    }`;
    const answer = await storefrontApiClient('http', '2024-10', update, {cartId: 'gid://shopify/Cart/x'});
    expect(answer.headers['x-shopify-api-version']).toBe('2026-01');
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({
      message: "InputObject 'CartBuyerIdentityInput' doesn't accept argument 'deliveryAddressPreferences'",
      extensions: {code: 'argumentNotAccepted'},
    });
  });

  it('lists the versions Shopify lists today', async () => {
    const answer = await storefrontApiClient('http', '2026-04', '{ publicApiVersions { handle supported } }');
    expect(JSON.parse(answer.text).data.publicApiVersions).toEqual([
      {handle: '2026-01', supported: true},
      {handle: '2026-04', supported: true},
      {handle: '2026-07', supported: true},
      {handle: '2026-10', supported: true},
      {handle: '2027-01', supported: false},
      {handle: 'unstable', supported: false},
    ]);
  });
});

/** The parts of a multipart answer, read as Shopify's GraphQL client reads them. */
function parts(answer: Answer): {data?: unknown; incremental?: {path: (string | number)[]; data: unknown; label?: string}[]; hasNext: boolean}[] {
  const boundary = /boundary="?([^=";]+)"?/i.exec(String(answer.headers['content-type']))![1];
  return answer.text
    .split(`--${boundary}`)
    .map((part) => part.trim())
    .filter((part) => part && part !== '--')
    .map((part) => JSON.parse(part.slice(part.indexOf('\r\n\r\n') + 4)));
}

/** The initial data with every incremental payload put in its place. */
function assemble(payloads: ReturnType<typeof parts>): Record<string, unknown> {
  const data = structuredClone(payloads[0].data) as Record<string, unknown>;
  for (const payload of payloads.slice(1)) {
    for (const item of payload.incremental ?? []) {
      let target: any = data;
      for (const step of item.path) target = target[step];
      Object.assign(target, item.data);
    }
  }
  return data;
}

describe('@defer', () => {
  const DEFERRED = `query ProductWithRecommendations($handle: String!, $language: LanguageCode) @inContext(language: $language) {
    product(handle: $handle) {
      id
      title
      ...ProductDetails @defer(label: "details")
      variants(first: 10) { nodes { id ... @defer { availableForSale price { amount } } } }
    }
    ...Recommendations @defer
  }
  fragment ProductDetails on Product { description vendor }
  fragment Recommendations on QueryRoot { shop { name } }`;
  const variables = {handle: 'tidewater', language: 'FR'};

  it.each(TRANSPORTS)('answers in parts over %s when the client accepts multipart/mixed, with the data of the single answer', async (transport) => {
    const whole = JSON.parse((await storefrontApiClient(transport, '2026-04', DEFERRED, variables)).text);
    expect(whole.errors).toBeUndefined();

    const answer = await storefrontApiClient(transport, '2026-04', DEFERRED, variables, {Accept: 'multipart/mixed; deferSpec=20220824, application/json'});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^multipart\/mixed; boundary="graphql"/);
    expect(answer.text.endsWith('\r\n--graphql--\r\n')).toBe(true);
    const payloads = parts(answer);
    const [initial, ...rest] = payloads;
    expect(initial.hasNext).toBe(true);
    expect(initial.data).toEqual({product: {id: whole.data.product.id, title: whole.data.product.title, variants: {
      nodes: whole.data.product.variants.nodes.map((node: {id: string}) => ({id: node.id})),
    }}});
    expect(rest.map((payload) => payload.hasNext)).toEqual([...rest.slice(1).map(() => true), false]);
    const items = rest.flatMap((payload) => payload.incremental ?? []);
    expect(items.find((item) => item.label === 'details')).toEqual({
      path: ['product'],
      label: 'details',
      data: {description: whole.data.product.description, vendor: whole.data.product.vendor},
    });
    expect(items.filter((item) => item.path[2] === 'nodes')).toHaveLength(whole.data.product.variants.nodes.length);
    expect(items.find((item) => item.path.length === 0)?.data).toEqual({shop: whole.data.shop});
    expect(assemble(payloads)).toEqual(whole.data);
  });

  it('keeps the single JSON answer for a client that accepts only JSON, as the storefront client sends by default', async () => {
    const answer = await storefrontApiClient('http', '2026-04', DEFERRED, variables);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const {data} = JSON.parse(answer.text);
    expect(data.product.description).toEqual(expect.any(String));
    expect(data.shop.name).toBe('Ronce & Rivière');
  });

  it('delivers nothing later for a product that does not exist, and ends the stream', async () => {
    const answer = await storefrontApiClient('http', '2026-04', `query { product(handle: "no-such-cd") { id ... @defer { title } } }`, undefined, {
      Accept: 'multipart/mixed',
    });
    expect(parts(answer)).toEqual([{data: {product: null}, hasNext: true}, {hasNext: false}]);
  });

  it('does not defer a fragment whose @defer(if:) is false', async () => {
    const answer = await storefrontApiClient(
      'http',
      '2026-04',
      `query Q($later: Boolean!) { shop { name ... @defer(if: $later) { id } } }`,
      {later: false},
      {Accept: 'multipart/mixed'},
    );
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text).data.shop).toEqual({name: 'Ronce & Rivière', id: expect.stringMatching(/^gid:\/\/shopify\/Shop\//)});
  });
});
