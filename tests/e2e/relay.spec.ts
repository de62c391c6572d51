import {expect, test, type APIResponse} from '@playwright/test';
import {OUTAGE_URL} from '../../playwright.config';
import {readEnvFile, siteEnvFile} from '../../scripts/site-env.mjs';
import {PRODUCTS} from '../fixtures/catalogue';
import {POLICIES} from '../fixtures/policies';

const env = readEnvFile(siteEnvFile()) as Record<string, string>;
const outageEnv = readEnvFile(new URL('../fixtures/outage.env', import.meta.url).pathname) as Record<string, string>;
const TOKENS = [
  env.PRIVATE_STOREFRONT_API_TOKEN,
  env.PUBLIC_STOREFRONT_API_TOKEN,
  outageEnv.PRIVATE_STOREFRONT_API_TOKEN,
  outageEnv.PUBLIC_STOREFRONT_API_TOKEN,
];

/** Every relay answer: JSON, never cached, and with no token in its headers or body. */
async function readAnswer(response: APIResponse): Promise<Record<string, unknown>> {
  const headers = response.headers();
  expect(headers['content-type']).toContain('application/json');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const text = await response.text();
  const everything = `${JSON.stringify(response.headersArray())}\n${text}`;
  for (const token of TOKENS) expect(everything).not.toContain(token);
  return JSON.parse(text) as Record<string, unknown>;
}

test.beforeAll(() => {
  for (const token of TOKENS) expect(token?.length).toBeGreaterThan(3);
});

test.describe('allowed operations', () => {
  test('a product query returns its data', async ({request}) => {
    const response = await request.post('/api/shopify', {
      data: {
        query: 'query Item($handle: String!) { product(handle: $handle) { handle title } }',
        variables: {handle: PRODUCTS.cd},
      },
    });
    expect(response.status()).toBe(200);
    const answer = await readAnswer(response);
    expect(answer).toEqual({data: {product: {handle: PRODUCTS.cd, title: expect.any(String)}}});
  });

  test('the market context changes the language of the answer', async ({request}) => {
    const query = '{ shop { privacyPolicy { title } } }';
    for (const [language, locale] of [['EN', 'en'], ['fr', 'fr'], ['NL', 'nl']] as const) {
      const response = await request.post('/api/shopify', {data: {query, language, country: 'BE'}});
      expect(response.status()).toBe(200);
      expect(await readAnswer(response)).toEqual({
        data: {shop: {privacyPolicy: {title: POLICIES['privacy-policy'][locale].title}}},
      });
    }
  });

  test('the body market wins over the variables of an existing @inContext', async ({request}) => {
    const response = await request.post('/api/shopify', {
      data: {
        query: `query Loc($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          localization { language { isoCode } country { isoCode } } }`,
        variables: {language: 'EN'},
        language: 'NL',
        country: 'NL',
      },
    });
    expect(await readAnswer(response)).toEqual({
      data: {localization: {language: {isoCode: 'NL'}, country: {isoCode: 'NL'}}},
    });
  });

  test('an allowed mutation creates a cart', async ({request}) => {
    const response = await request.post('/api/shopify', {
      data: {query: 'mutation Create { cartCreate(input: {}) { cart { id } userErrors { code field message } } }'},
    });
    expect(response.status()).toBe(200);
    const answer = (await readAnswer(response)) as {data: {cartCreate: {cart: {id: string}; userErrors: unknown[]}}};
    expect(answer.data.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(answer.data.cartCreate.userErrors).toEqual([]);
  });

  test('the API’s own errors come back as it gave them', async ({request}) => {
    const response = await request.post('/api/shopify', {
      data: {query: '{ product(handle: "x") { noSuchField } }'},
    });
    expect(response.status()).toBe(200);
    const answer = (await readAnswer(response)) as {errors: {message: string}[]};
    expect(answer.errors[0].message).toContain('noSuchField');
  });
});

test.describe('refused requests', () => {
  const LARGE = 'x'.repeat(64 * 1024);

  for (const [label, send, status, reason] of [
    ['GET', {method: 'GET'}, 405, /POST requests only/],
    ['PUT', {method: 'PUT', data: {query: '{ shop { privacyPolicy { title } } }'}}, 405, /POST requests only/],
    ['a form post', {method: 'POST', form: {query: '{ cart(id: "1") { id } }'}}, 415, /Content-Type: application\/json/],
    ['a text body', {method: 'POST', data: '{}', headers: {'Content-Type': 'text/plain'}}, 415, /must be JSON/],
    ['a body over 64 KB', {method: 'POST', data: {query: `{ cart(id: "${LARGE}") { id } }`}}, 413, /larger than 64 KB/],
    ['malformed JSON', {method: 'POST', data: Buffer.from('{"query": '), headers: {'Content-Type': 'application/json'}}, 400, /not valid JSON/],
    ['a body without query', {method: 'POST', data: {variables: {}}}, 400, /query must be a string/],
    ['an unparseable document', {method: 'POST', data: {query: '{ cart(id: "1") { id }'}}, 400, /not a valid GraphQL document/],
    ['two operations without a name', {method: 'POST', data: {query: 'query A { cart(id: "1") { id } } query B { cart(id: "2") { id } }'}}, 400, /several operations/],
    ['an unsupported country', {method: 'POST', data: {query: '{ cart(id: "1") { id } }', country: 'US'}}, 400, /country must be one of/],
    ['an unsupported language', {method: 'POST', data: {query: '{ cart(id: "1") { id } }', language: 'DE'}}, 400, /language must be one of/],
    ['a query outside the call table', {method: 'POST', data: {query: '{ products(first: 250) { nodes { handle } } }'}}, 403, /"products" is not one the relay forwards/],
    ['a mutation outside the call table', {method: 'POST', data: {query: 'mutation { cartNoteUpdate(cartId: "1", note: "x") { cart { id } } }'}}, 403, /"cartNoteUpdate"/],
    ['introspection', {method: 'POST', data: {query: '{ __schema { queryType { name } } }'}}, 403, /Introspection/],
    ['a root field smuggled in a fragment', {method: 'POST', data: {query: 'query { cart(id: "1") { id } ...Q } fragment Q on QueryRoot { customer(customerAccessToken: "t") { email } }'}}, 403, /2 root fields/],
    ['shop fields beyond the policies', {method: 'POST', data: {query: '{ shop { privacyPolicy { title } paymentSettings { countryCode } } }'}}, 403, /paymentSettings/],
    ['a disallowed operation picked by operationName', {method: 'POST', data: {query: 'query A { cart(id: "1") { id } } query B { menu(handle: "main") { id } }', operationName: 'B'}}, 403, /"menu"/],
    ['a cross-site browser request', {method: 'POST', data: {query: '{ shop { privacyPolicy { title } } }'}, headers: {'Sec-Fetch-Site': 'cross-site'}}, 403, /Cross-site/],
  ] as const) {
    test(`${label} is refused with ${status}`, async ({request}) => {
      const response = await request.fetch('/api/shopify', send);
      expect(response.status()).toBe(status);
      const answer = await readAnswer(response);
      expect(answer.error).toMatch(reason);
      expect(Object.keys(answer)).toEqual(['error']);
      if (status === 405) expect(response.headers()['allow']).toBe('POST');
    });
  }

  test('a page of another site calling the relay from the browser is refused', async ({page, baseURL}) => {
    // The same server under another host name is another site for the browser.
    await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/robots.txt`);
    const answered = page.waitForResponse(`${baseURL}/api/shopify`);
    const seenByPage = await page.evaluate(async (target) => {
      // A no-cors POST of text is what any page may send anywhere; the page gets an opaque answer.
      const response = await fetch(target, {
        method: 'POST',
        mode: 'no-cors',
        body: JSON.stringify({query: '{ shop { privacyPolicy { title } } }'}),
      });
      return {type: response.type, text: await response.text()};
    }, `${baseURL}/api/shopify`);
    const response = await answered;
    expect(response.status()).toBe(403);
    expect(seenByPage).toEqual({type: 'opaque', text: ''});
  });
});

test('the framework’s own Storefront API proxy is closed: the relay is the only way in', async ({request}) => {
  // Even with the public token, which any browser may hold, nothing is forwarded.
  const response = await request.post('/api/2026-04/graphql.json', {
    headers: {'X-Shopify-Storefront-Access-Token': env.PUBLIC_STOREFRONT_API_TOKEN},
    data: {query: '{ shop { name } }'},
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  expect(await response.json()).toEqual({error: 'Not found. The storefront API is reached through /api/shopify.'});
});

test('a backend that cannot be reached is a 502 with a reason', async ({request}) => {
  const response = await request.post(`${OUTAGE_URL}/api/shopify`, {
    data: {query: '{ shop { privacyPolicy { title } } }'},
  });
  expect(response.status()).toBe(502);
  expect(await readAnswer(response)).toEqual({error: 'The shop cannot be reached.'});
});
