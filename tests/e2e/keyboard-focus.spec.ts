import {expect, test, type Locator, type Page, type Response} from '@playwright/test';
import {screenPath, screenPathFromParams} from '~/i18n/links';
import {CART_ITEMS, DISCOUNT_CODES, addToCart, variantId} from '../fixtures/cart';
import {MESSAGES} from '../fixtures/messages';

/**
 * A keyboard user acts on the cart and the product page and carries on from where they are: focus never
 * falls to the page's body, which would send them back to the top of the page.
 */

const onBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

/**
 * Presses a key on a control and waits until the cart has answered the request it made, and the page has
 * read the cart again: until then the cart's buttons are busy and ignore the next press.
 */
async function pressAndSettle(page: Page, control: Locator, key = 'Enter') {
  const isData = (response: Response, method: string) =>
    response.request().method() === method && new URL(response.url()).pathname.endsWith('.data');
  const answered = page.waitForResponse((response) => isData(response, 'POST'));
  const reread = page.waitForResponse((response) => isData(response, 'GET'));
  await control.press(key);
  await answered;
  await reread;
  // The page has rendered the answer when no button says it is busy any more; "one less" at one says it
  // cannot be pressed for good.
  await expect.poll(() => page.evaluate(busyButtons)).toEqual([]);
}

/* global document, HTMLInputElement -- runs in the page */
function busyButtons() {
  return [...document.querySelectorAll('main button[aria-disabled="true"]')]
    .filter((button) => {
      const steps = button.closest('.cart-quantity');
      const atOne = steps?.querySelector<HTMLInputElement>('input[type="number"]')?.value === '1';
      return !(atOne && steps?.querySelector('button') === button);
    })
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
}

test.describe('keyboard focus', () => {
  test('stays on "Ajouter au panier" while the product is added, and after', async ({page}) => {
    const m = MESSAGES.fr;
    await page.goto(screenPathFromParams('product', 'fr', {handle: CART_ITEMS.cd.handle}));
    await expect(page.getByRole('navigation', {name: m.nav.main, exact: true})).toHaveAttribute('data-hydrated', 'true');
    const add = page.getByRole('button', {name: m.product.addToCart});
    await add.focus();
    await pressAndSettle(page, add);
    await expect(page.getByRole('link', {name: m.layout.cartCount_one.replace('{{count}}', '1')})).toBeVisible();
    await expect(add).toBeFocused();
    expect(await onBody(page)).toBe(false);
    // Pressed again at once, it adds again: the first press did not leave it stuck.
    await pressAndSettle(page, add, 'Space');
    await expect(page.getByRole('link', {name: m.layout.cartCount_other.replace('{{count}}', '2')})).toBeVisible();
    await expect(add).toBeFocused();
  });

  test('stays on a variant’s option after it is chosen by keyboard, and on the tabs', async ({page}) => {
    const m = MESSAGES.en;
    await page.goto(screenPathFromParams('product', 'en', {handle: CART_ITEMS.tunebook.handle}));
    await expect(page.getByRole('navigation', {name: m.nav.main, exact: true})).toHaveAttribute('data-hydrated', 'true');
    const options = page.locator('.product-options');
    for (const [group, value] of [
      ['Version', 'PDF'],
      ['Notation', 'Tablature'],
    ]) {
      const link = options.getByRole('group', {name: group}).getByRole('link', {name: value, exact: true});
      await link.focus();
      await link.press('Enter');
      await expect(link).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(new RegExp(`${group}=${value}`));
      await expect(link).toBeFocused();
    }
    const details = page.getByRole('tab', {name: m.product.detailsTab});
    await page.getByRole('tab', {name: m.product.descriptionTab}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    expect(await onBody(page)).toBe(false);
  });

  test('follows every action in the cart: steps, typed quantity, codes, removing lines', async ({page}) => {
    const m = MESSAGES.en;
    const cd = await variantId(CART_ITEMS.cd.handle);
    const tunebook = await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant);
    await page.goto('/');
    await addToCart(page.request, 'en', cd, 2);
    await addToCart(page.request, 'en', tunebook, 1);
    await page.goto(screenPath('cart', 'en'));
    await expect(page.getByRole('navigation', {name: m.nav.main, exact: true})).toHaveAttribute('data-hydrated', 'true');
    const title = CART_ITEMS.cd.title;
    const fill = (text: string, values: Record<string, string>) =>
      Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);
    const quantity = page.getByLabel(fill(m.cart.quantityOf, {title}));
    const less = page.getByRole('button', {name: fill(m.cart.decrease, {title})});
    const more = page.getByRole('button', {name: fill(m.cart.increase, {title})});

    await more.focus();
    await pressAndSettle(page, more);
    await expect(quantity).toHaveValue('3');
    await expect(more).toBeFocused();

    await less.focus();
    await pressAndSettle(page, less);
    await pressAndSettle(page, less);
    await expect(quantity).toHaveValue('1');
    // At one, "one less" cannot be pressed, and says so, but keeps the focus.
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    await expect(less).toBeFocused();

    await quantity.fill('4');
    await pressAndSettle(page, quantity);
    await expect(quantity).toHaveValue('4');
    await expect(quantity).toBeFocused();

    const code = page.getByLabel(m.cart.discount.label);
    await code.fill(DISCOUNT_CODES.valid);
    await pressAndSettle(page, code);
    const removeCode = page.getByRole('button', {name: fill(m.cart.discount.remove, {code: DISCOUNT_CODES.valid})});
    await expect(removeCode).toBeVisible();
    expect(await onBody(page)).toBe(false);

    // A control that goes away with what it removed hands the focus to the page's heading.
    const heading = page.getByRole('main').getByRole('heading', {level: 1});
    await removeCode.focus();
    await pressAndSettle(page, removeCode);
    await expect(removeCode).toHaveCount(0);
    await expect(heading).toBeFocused();

    const remove = page.getByRole('button', {name: fill(m.cart.removeItem, {title})});
    await remove.focus();
    await pressAndSettle(page, remove);
    await expect(remove).toHaveCount(0);
    await expect(heading).toBeFocused();
    expect(await onBody(page)).toBe(false);
  });
});
