import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {BASE_URL} from '../../playwright.config';
import {createCustomer} from '../fixtures/customers';
import {uniqueEmail} from '../fixtures/submissions';

// Targets that a lax check lets through and a URL parser then turns into another site.
const WAYS_OUT = ['/.//evil.example/phish', '/a/..//evil.example/phish', '//evil.example/phish', '/\\evil.example/phish'];

/** Where a browser on this site goes when it follows this Location. */
const landing = (location: string | undefined) => new URL(location ?? '', `${BASE_URL}/`);

test.describe('redirects never leave the site', () => {
  for (const target of WAYS_OUT) {
    test(`signing in with redirect ${JSON.stringify(target)} lands on the account`, async ({request}) => {
      const email = uniqueEmail('redirect');
      await createCustomer(email, 'redirect-secret');
      const response = await request.post(screenPath('login', 'fr'), {
        form: {email, password: 'redirect-secret', redirect: target},
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      const location = response.headers()['location'];
      expect(landing(location).origin).toBe(BASE_URL);
      expect(location).toBe(screenPath('account', 'fr'));
    });
  }

  test('the sign-in page does not carry a way out into its form', async ({page}) => {
    await page.goto(`${screenPath('login', 'en')}?redirect=${encodeURIComponent('/.//evil.example/phish')}`);
    await expect(page.locator('input[name="redirect"]')).toHaveCount(0);
  });

  for (const referer of [`${BASE_URL}//evil.example/phish`, `${BASE_URL}/.//evil.example/phish`, 'https://evil.example/']) {
    test(`a cart post without JavaScript from Referer ${referer} goes back to the cart`, async ({request}) => {
      const response = await request.post(screenPath('cart', 'nl'), {
        form: {cartFormInput: JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['gid://shopify/CartLine/none']}})},
        headers: {Referer: referer},
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      const location = response.headers()['location'];
      expect(landing(location).origin).toBe(BASE_URL);
      expect(location).toMatch(/^\/(?![/\\])/);
    });
  }

  test('a cart post from a page of the site still goes back to that page', async ({request}) => {
    const from = `${screenPath('shop', 'fr')}?sort=price`;
    const response = await request.post(screenPath('cart', 'fr'), {
      form: {cartFormInput: JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['gid://shopify/CartLine/none']}})},
      headers: {Referer: `${BASE_URL}${from}`},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect([from, screenPath('cart', 'fr')]).toContain(response.headers()['location']);
  });
});
