import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {FAULT_PORT, FAULT_URL} from '../../playwright.config';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, type Locale} from '~/i18n/locales';
import {expectNoStackTrace} from '../fixtures/answer-checks';
import {PRODUCTS} from '../fixtures/catalogue';
import {createCustomer} from '../fixtures/customers';
import {uniqueEmail} from '../fixtures/submissions';
import {faultControlFile} from '../fixtures/fault-proxy.mjs';
import {MESSAGES} from '../fixtures/messages';

/**
 * A slow, failing or vanishing backend (the Storefront API and the CMS both sit behind the fault proxy)
 * still gives every page within seconds: the layout and a friendly message in the page's language,
 * never a 5xx or a stack trace. Nothing ever passes the proxy here, so no cache holds a page and the
 * message is what a first visitor sees.
 */

// Well below the slow backend's delay: answering before it is the behaviour under test.
const ANSWERED_WITHIN_MS = 15_000;

const PAGES: {name: string; path: string; locale: Locale; cart?: true}[] = [
  {name: 'a content page', path: '/fr/calendrier', locale: 'fr'},
  {name: 'the home page', path: '/', locale: 'en'},
  {name: 'a collection', path: '/nl/shop/collecties/cds', locale: 'nl'},
  {name: 'the cart', path: '/cart', locale: 'en', cart: true},
];

const FAULTS = ['error', 'reset', 'down', 'slow'] as const;

async function setFault(fault: (typeof FAULTS)[number] | 'pass'): Promise<void> {
  const controlPort = readFileSync(faultControlFile(FAULT_PORT), 'utf8');
  const response = await fetch(`http://127.0.0.1:${controlPort}/`, {method: 'POST', body: fault});
  expect(response.status).toBe(204);
}

for (const fault of FAULTS) {
  test.describe(`backend ${fault}`, () => {
    test.beforeEach(() => setFault(fault));

    for (const {name, path, locale, cart} of PAGES) {
      test(`${name} answers in the layout, friendly, within seconds`, async ({page, context}) => {
        test.setTimeout(ANSWERED_WITHIN_MS + 15_000);
        const messages = MESSAGES[locale];
        // A cart cookie makes the cart page ask the Storefront API for its cart.
        if (cart) await context.addCookies([{name: 'cart', value: 'fault-test-cart', url: FAULT_URL}]);

        const started = Date.now();
        const response = await page.goto(`${FAULT_URL}${path}`, {timeout: ANSWERED_WITHIN_MS});
        expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);

        expect(response!.status()).toBeLessThan(500);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        if (cart) {
          await expect(page.getByRole('heading', {level: 1})).toHaveText(messages.layout.cart);
          await expect(page.getByText(messages.cart.unavailable)).toBeVisible();
        } else {
          await expect(page.getByRole('heading', {level: 1})).toHaveText(messages.error.unavailableTitle);
          await expect(page.getByText(messages.error.unavailableMessage)).toBeVisible();
          // Not a page to index or to keep: the next visitor should get the real one.
          expect(response!.headers()['cache-control']).toBe('no-store');
          expect(response!.headers()['x-robots-tag']).toBe('noindex');
        }
        expectNoStackTrace(await page.content());
      });
    }
  });
}

// Last in this file: these first load a page through a working proxy, which leaves it in the cache.
test.describe('a backend failing in the middle of a visit', () => {
  test('a client-side navigation shows the friendly page, and its data answer is no 5xx', async ({page}) => {
    const messages = MESSAGES.fr;
    await setFault('pass');
    await page.goto(`${FAULT_URL}/fr`);
    const menu = page.getByRole('navigation', {name: messages.nav.main, exact: true});
    await expect(menu).toHaveAttribute('data-hydrated', 'true');
    // A full reload would drop this mark.
    await page.evaluate(() => Object.assign(window, {visitMark: true}));

    await setFault('error');
    const dataAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.data'));
    await menu.getByRole('link', {name: messages.nav.calendar}).click();

    expect((await dataAnswer).status()).toBeLessThan(500);
    await expect(page).toHaveURL(`${FAULT_URL}/fr/calendrier`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(messages.error.unavailableTitle);
    await expect(page.getByText(messages.error.unavailableMessage)).toBeVisible();
    expect(await page.evaluate(() => 'visitMark' in window)).toBe(true);
  });

  test('"Add to cart" with the shop failing keeps the page and says so, with no 5xx', async ({page}) => {
    const messages = MESSAGES.en;
    await setFault('pass');
    await page.goto(`${FAULT_URL}${screenPath('product', 'en', {handle: PRODUCTS.cd})}`);
    await expect(page.getByRole('navigation', {name: messages.nav.main, exact: true})).toHaveAttribute('data-hydrated', 'true');

    await setFault('error');
    const cartAnswer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', {name: messages.product.addToCart}).first().click();

    expect((await cartAnswer).status()).toBeLessThan(500);
    await expect(page.getByRole('alert').filter({hasText: messages.cart.notice.addFailed})).toBeAttached();
    await expect(page).toHaveURL(`${FAULT_URL}${screenPath('product', 'en', {handle: PRODUCTS.cd})}`);
  });
});

for (const fault of FAULTS) test(`signing out while the shop is ${fault} signs out all the same`, async ({page}) => {
  const m = MESSAGES.en.account;
  const email = uniqueEmail('outage-sign-out');
  await createCustomer(email, 'outage-secret');
  await setFault('pass');
  await page.goto(`${FAULT_URL}${screenPath('login', 'en')}`);
  const main = page.getByRole('main');
  await main.getByLabel(m.fields.email, {exact: true}).fill(email);
  await main.getByLabel(m.fields.password, {exact: true}).fill('outage-secret');
  await main.getByRole('button', {name: m.login.submit}).click();
  await expect(main.getByRole('button', {name: m.signOut})).toBeVisible();
  const signedInCookies = (await page.context().cookies()).map(({name, value}) => `${name}=${value}`).join('; ');

  await setFault(fault);
  const signedOut = page.waitForResponse((response) => response.request().method() === 'POST');
  await main.getByRole('button', {name: m.signOut}).click();
  expect((await signedOut).status()).toBeLessThan(500);

  // Back up, the shop still knows the token the site could not revoke; the session must not.
  await setFault('pass');
  const account = await page.request.get(`${FAULT_URL}${screenPath('account', 'en')}`, {maxRedirects: 0});
  expect(account.status()).toBe(302);
  expect(new URL(account.headers().location!, FAULT_URL).pathname).toBe(screenPath('login', 'en'));
  // Nor does the cookie from before signing out, sent again (kept by the browser, or taken).
  const replayed = await page.request.get(`${FAULT_URL}${screenPath('account', 'en')}`, {
    maxRedirects: 0,
    headers: {cookie: signedInCookies},
  });
  expect(replayed.status()).toBe(302);
  expect(new URL(replayed.headers().location!, FAULT_URL).pathname).toBe(screenPath('login', 'en'));
});
