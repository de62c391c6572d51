import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {MESSAGES} from '../fixtures/messages';
import {
  CART_ITEMS,
  DISCOUNT_CODES,
  UNKNOWN_VARIANT_ID,
  addToCart,
  variantId,
} from '../fixtures/cart';

// Lines are added with a form post to the cart's action, as the add-to-cart button does without
// JavaScript; the product page's own button is covered by the product page's tests.

const EN = MESSAGES.en.cart;

async function cartCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'cart');
}

function line(page: Page, title: string) {
  return page.getByRole('listitem').filter({has: page.getByRole('heading', {name: title})});
}

async function fillCheckout(page: Page) {
  await page.getByLabel('Email').fill('cart-test@example.be');
  await page.getByLabel('Last name').fill('Peeters');
  await page.getByLabel('Address', {exact: true}).fill('Veldstraat 1');
  await page.getByLabel('Postal code').fill('9000');
  await page.getByLabel('City').fill('Gent');
}

test.describe('cart', () => {
  test('two items, a quantity, a discount code, checkout, and back to an empty cart', async ({page, context}) => {
    const cd = await variantId(CART_ITEMS.cd.handle);
    const tunebook = await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant);
    await page.goto('/');
    await expect(page.getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
    await addToCart(page.request, 'en', cd);
    await addToCart(page.request, 'en', tunebook);

    await page.goto('/cart');
    await expect(page.getByRole('link', {name: 'Cart, 2 items'})).toBeVisible();
    await expect(line(page, CART_ITEMS.cd.title)).toBeVisible();
    const tunebookLine = line(page, CART_ITEMS.tunebook.title);
    await expect(tunebookLine).toContainText('PDF');
    await expect(tunebookLine.getByRole('img')).toBeVisible();

    const summary = page.getByRole('region', {name: EN.summary});
    const subtotal = summary.getByRole('definition').first();
    const subtotalBefore = await subtotal.textContent();
    await page.getByRole('button', {name: `One more ${CART_ITEMS.cd.title}`}).click();
    await expect(page.getByRole('link', {name: 'Cart, 3 items'})).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${CART_ITEMS.cd.title}`)).toHaveValue('2');
    await expect(subtotal).not.toHaveText(subtotalBefore ?? '');

    await page.getByLabel(EN.discount.label).fill(DISCOUNT_CODES.valid);
    await page.getByRole('button', {name: EN.discount.apply}).click();
    await expect(page.getByRole('status').filter({hasText: EN.notice.codeApplied})).toBeAttached();
    await expect(page.getByRole('button', {name: `Remove code ${DISCOUNT_CODES.valid}`})).toBeVisible();
    const amounts = summary.getByRole('definition');
    await expect(amounts.nth(1)).not.toHaveText((await amounts.nth(0).textContent()) ?? '');

    const checkout = page.getByRole('link', {name: EN.checkout});
    await expect(checkout).toHaveAttribute('href', /\/checkouts\/cn\/.+locale=en/);
    await checkout.click();
    await expect(page.getByRole('heading', {name: 'Checkout'})).toBeVisible();
    await fillCheckout(page);
    await page.getByRole('button', {name: 'Pay now'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you!'})).toBeVisible();

    // The cart was completed: it is dropped, the count is 0 and no cookie points at it.
    await page.goto('/cart');
    await expect(page.getByText(EN.empty)).toBeVisible();
    await expect(page.getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
    expect(await cartCookie(context)).toBeUndefined();
  });

  test('checkout opens in the language of the page, also after a language switch', async ({page}) => {
    await addToCart(page.request, 'fr', await variantId(CART_ITEMS.cd.handle));
    await page.goto('/fr/panier');
    const fr = page.getByRole('link', {name: MESSAGES.fr.cart.checkout});
    await expect(fr).toHaveAttribute('href', /locale=fr/);
    await expect(page.getByRole('link', {name: 'Panier, 1 article'})).toBeVisible();

    await page.goto('/nl/winkelmandje');
    const nl = page.getByRole('link', {name: MESSAGES.nl.cart.checkout});
    await expect(nl).toHaveAttribute('href', /locale=nl/);
    await nl.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('button', {name: 'Nu betalen'})).toBeVisible();
  });

  test('works without JavaScript: quantities, a refused code, removal', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant));
    await page.goto('/cart');

    await page.getByRole('button', {name: `One more ${CART_ITEMS.cd.title}`}).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('link', {name: 'Cart, 3 items'})).toBeVisible();

    await page.getByLabel(`Quantity of ${CART_ITEMS.cd.title}`).fill('5');
    await line(page, CART_ITEMS.cd.title).getByRole('button', {name: EN.update}).click();
    await expect(page.getByRole('link', {name: 'Cart, 6 items'})).toBeVisible();

    await page.getByLabel(EN.discount.label).fill(DISCOUNT_CODES.unknown);
    await page.getByRole('button', {name: EN.discount.apply}).click();
    await expect(page.getByRole('alert').filter({hasText: EN.notice.codeInvalid})).toBeVisible();

    await page.getByRole('button', {name: `Remove ${CART_ITEMS.cd.title} from the cart`}).click();
    await expect(line(page, CART_ITEMS.cd.title)).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();
    await context.close();
  });

  test('a failed operation keeps the cart and says so', async ({page}) => {
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle), 2);
    await page.goto('/cart');
    const cookie = await cartCookie(page.context());
    await addToCart(page.request, 'en', UNKNOWN_VARIANT_ID);
    await page.goto('/cart');
    await expect(page.getByRole('alert').filter({hasText: EN.notice.addFailed})).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${CART_ITEMS.cd.title}`)).toHaveValue('2');
    await expect(page.getByRole('link', {name: 'Cart, 2 items'})).toBeVisible();
    expect((await cartCookie(page.context()))?.value).toBe(cookie?.value);
  });

  test('a cart id the shop does not know is dropped', async ({page, context, baseURL}) => {
    await context.addCookies([{name: 'cart', value: 'c1-unknown?key=nothing', url: baseURL}]);
    await page.goto('/calendar');
    await expect(page.getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
    expect(await cartCookie(context)).toBeUndefined();
    // The next addition starts a new cart.
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));
    await page.goto('/cart');
    await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();
  });

  test('the cart cookie is HttpOnly, SameSite=Lax and lasts 30 days; the page is private and not indexed', async ({
    page,
    context,
  }) => {
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));
    const cookie = await cartCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    const response = await page.goto('/cart');
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the empty cart links to the shop', async ({page}) => {
    await page.goto('/nl/winkelmandje');
    await expect(page.getByText(MESSAGES.nl.cart.empty)).toBeVisible();
    await expect(page.getByRole('link', {name: MESSAGES.nl.cart.continueShopping})).toHaveAttribute(
      'href',
      '/nl/shop',
    );
  });

  test('fits a 360 px wide screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.cd.handle));
    await addToCart(page.request, 'en', await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant));
    await page.goto('/cart');
    await expect(page.getByRole('link', {name: EN.checkout})).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
