import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {screenPathFromParams} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, type Screen} from '~/i18n/route-table';
import {orderSearch} from '~/lib/customer/order-view';
import {CART_ITEMS, addToCart, variantId} from '../fixtures/cart';
import {PRODUCTS} from '../fixtures/catalogue';
import {archiveYears, contentList} from '../fixtures/content';
import {customerWithOrder, type PlacedOrder} from '../fixtures/customer';
import {MESSAGES} from '../fixtures/messages';
import {uniqueEmail} from '../fixtures/submissions';

/**
 * axe-core's WCAG 2.2 A and AA rules and its best practices, on every screen of the route table in each
 * language: as a visitor sees it, and the account's screens and a filled cart as a customer sees them.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Screens that only send elsewhere: their target is checked as itself. */
const ONLY_REDIRECT: ReadonlySet<Screen> = new Set<Screen>(['shop', 'media', 'logout']);
const SIGNED_IN: ReadonlySet<Screen> = new Set<Screen>(['account', 'orders', 'order', 'addresses']);

const ARCHIVE_YEAR = String(archiveYears()[0]);
const HANDLES: Partial<Record<Screen, string>> = {
  'about-detail': contentList('about-pages', 'en')[0]!.handle,
  workshop: contentList('workshops', 'en')[0]!.handle,
  collection: 'all',
  product: PRODUCTS.tunebook,
};

async function expectNoViolations(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBeLessThan(400);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const {violations} = await new AxeBuilder({page}).withTags(TAGS).analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, address).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`axe in ${LOCALE_INFO[locale].displayName}`, () => {
    for (const screen of SCREEN_IDS) {
      if (ONLY_REDIRECT.has(screen) || SIGNED_IN.has(screen)) continue;
      test(`${screen}, as a visitor`, async ({page}) => {
        const params = {handle: HANDLES[screen] ?? '', id: '1001', token: 'token', year: ARCHIVE_YEAR};
        const search = screen === 'search' ? '?q=tune' : '';
        await expectNoViolations(page, `${screenPathFromParams(screen, locale, params)}${search}`);
      });
    }
  });
}

test.describe('axe, signed in and with a filled cart', () => {
  test.describe.configure({mode: 'serial'});
  const customer = {email: uniqueEmail('axe'), password: 'axe-secret-1', firstName: 'Ines'};
  let order: PlacedOrder;

  test.beforeAll(async () => {
    order = await customerWithOrder(customer);
  });

  for (const locale of LOCALES) {
    test(`the account's screens and the cart in ${LOCALE_INFO[locale].displayName}`, async ({page}) => {
      const m = MESSAGES[locale].account;
      await page.goto(screenPathFromParams('login', locale, {}));
      const main = page.getByRole('main');
      await main.getByLabel(m.fields.email, {exact: true}).fill(customer.email);
      await main.getByLabel(m.fields.password, {exact: true}).fill(customer.password);
      await main.getByRole('button', {name: m.login.submit}).click();
      await page.waitForURL((url) => url.pathname === screenPathFromParams('account', locale, {}));
      for (const screen of SIGNED_IN) {
        const search = screen === 'order' ? orderSearch(order.key) : '';
        await expectNoViolations(page, `${screenPathFromParams(screen, locale, {id: order.id})}${search}`);
      }
      await addToCart(page.request, locale, await variantId(CART_ITEMS.tunebook.handle, CART_ITEMS.tunebook.variant));
      await addToCart(page.request, locale, await variantId(CART_ITEMS.cd.handle), 2);
      await expectNoViolations(page, screenPathFromParams('cart', locale, {}));
    });
  }
});
