import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {BASE_URL} from '../../playwright.config';
import {expectNoStackTrace, expectSitePage} from '../fixtures/answer-checks';

const cartPost = (inputs: Record<string, unknown>, action = 'LinesUpdate') => ({
  form: {cartFormInput: JSON.stringify({action, inputs}), scripted: '1'},
  maxRedirects: 0,
});

test.describe('cart quantities are whole numbers written as such', () => {
  for (const quantity of ['0x10', true, '1e2', 1e3, -1, '-1', 1.5, '2.0', ' 3', '', null, [2], '٣']) {
    test(`quantity ${JSON.stringify(quantity)} is a 400`, async ({request}) => {
      const update = await request.post(
        screenPath('cart', 'en'),
        cartPost({lines: [{id: 'gid://shopify/CartLine/1', quantity}]}),
      );
      expect(update.status()).toBe(400);
      const add = await request.post(
        screenPath('cart', 'fr'),
        cartPost({lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity}]}, 'LinesAdd'),
      );
      expect(add.status()).toBe(400);
    });
  }

  test('a plain whole number, as a number or as digits, is read', async ({request}) => {
    for (const quantity of [2, '2']) {
      const response = await request.post(
        screenPath('cart', 'en'),
        cartPost({lines: [{id: 'gid://shopify/CartLine/none', quantity}]}),
      );
      expect(response.status()).not.toBe(400);
    }
  });
});

test.describe('signing out', () => {
  // React Router's own check answers first, with a plain 400, when Origin names another host; ours answers
  // 403 in the layout to the rest (a cross-site Sec-Fetch-Site, or neither header).
  test('a cross-site post is refused', async ({request}) => {
    const attempts: Record<string, string>[] = [
      {Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site'},
      {Origin: 'https://evil.example'},
      {'Sec-Fetch-Site': 'cross-site'},
      {'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.evil.example'},
      {},
    ];
    let ours = 0;
    for (const headers of attempts) {
      const response = await request.post(screenPath('logout', 'nl'), {headers, maxRedirects: 0});
      expect([400, 403], JSON.stringify(headers)).toContain(response.status());
      if (response.status() === 400) {
        expectNoStackTrace(await response.text());
        continue;
      }
      expect(response.status()).toBe(403);
      ours++;
      await expectSitePage(response, 'nl');
    }
    expect(ours).toBeGreaterThanOrEqual(2);
  });

  test('a post from a page of the site signs out', async ({request}) => {
    const attempts: Record<string, string>[] = [{Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin'}, {Origin: BASE_URL}];
    for (const headers of attempts) {
      const response = await request.post(screenPath('logout', 'nl'), {headers, maxRedirects: 0});
      expect(response.status(), JSON.stringify(headers)).toBe(302);
      expect(response.headers()['location']).toBe(screenPath('login', 'nl'));
    }
  });
});

test.describe('transport headers', () => {
  test('https requests get HSTS, plain http ones do not', async ({request}) => {
    const https = await request.get('/', {headers: {'X-Forwarded-Proto': 'https'}});
    expect(https.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await request.get('/');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
  });

  test('no response says what it is powered by', async ({request}) => {
    for (const path of ['/', screenPath('cart', 'fr'), '/robots.txt', '/no-such-page']) {
      expect((await request.get(path)).headers()['powered-by'], path).toBeUndefined();
    }
    const relay = await request.post('/api/shopify', {data: {query: '{ shop { name } }'}});
    expect(relay.headers()['powered-by']).toBeUndefined();
  });
});

test.describe("the relay's carts are for the shop's market", () => {
  const CART_CREATE = `mutation CartCreate($input: CartInput) {
    cartCreate(input: $input) { cart { id buyerIdentity { countryCode } } userErrors { field message } }
  }`;

  test('a cart for another country is refused', async ({request}) => {
    const viaVariables = await request.post('/api/shopify', {
      data: {query: CART_CREATE, variables: {input: {buyerIdentity: {countryCode: 'FR'}}}},
    });
    expect(viaVariables.status()).toBe(400);
    const inline = await request.post('/api/shopify', {
      data: {query: 'mutation { cartCreate(input: {buyerIdentity: {countryCode: NL}}) { cart { id } } }'},
    });
    expect(inline.status()).toBe(400);
    const viaMarket = await request.post('/api/shopify', {data: {query: CART_CREATE, variables: {input: {}}, country: 'DE'}});
    expect(viaMarket.status()).toBe(400);
  });

  test('a cart without a country, or for Belgium, is a Belgian cart', async ({request}) => {
    for (const input of [{}, {buyerIdentity: {countryCode: 'BE'}}]) {
      const response = await request.post('/api/shopify', {data: {query: CART_CREATE, variables: {input}}});
      expect(response.status()).toBe(200);
      const body = (await response.json()) as {data: {cartCreate: {cart: {buyerIdentity: {countryCode: string}}}}};
      expect(body.data.cartCreate.cart.buyerIdentity.countryCode).toBe('BE');
    }
  });
});
